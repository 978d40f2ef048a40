// Bundles a solution with esbuild into one self-contained CommonJS file, and LeetCode's paste form.
import { build, type BuildFailure, type Message } from 'esbuild';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../base/index.ts';
import type { PasteForm } from '../../problems/_authoring/index.ts';
import { acceptedFile, type Problem } from '../registry/index.ts';
import type { Program } from './program.ts';

const STDIN_MAIN = fileURLToPath(new URL('./stdin-main.ts', import.meta.url));

/** A Node.js bundle: one self-contained CommonJS file, run with node (the one kind of program the build writes). */
export type Bundle = Extract<Program, { kind: 'node' }>;

/** Bundles are CommonJS, as judges run them; a marker in their folder says so, since this package is ESM. */
function prepareOutDir(outFile: string): void {
  const dir = dirname(outFile);
  mkdirSync(dir, { recursive: true });
  const marker = resolve(dir, 'package.json');
  if (!existsSync(marker)) writeFileSync(marker, '{ "type": "commonjs" }\n');
}

function describe(messages: Message[]): string {
  return messages
    .map((m) => (m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1}: ${m.text}` : m.text))
    .join('; ');
}

async function bundleOrExplain(entry: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const errors = (error as BuildFailure).errors;
    if (Array.isArray(errors)) throw new UserError(`cannot bundle ${entry}: ${describe(errors)}`);
    throw error;
  }
}

/** Does the module export a function named solve as an ES module? Decided from esbuild's view of its exports. */
async function exportsSolve(entry: string): Promise<boolean> {
  let exportsList: string[] = [];
  await bundleOrExplain(entry, async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      metafile: true,
      logLevel: 'silent',
    });
    exportsList = Object.values(result.metafile.outputs).flatMap((output) => output.exports);
  });
  return exportsList.includes('solve');
}

/**
 * Writes outFile: the solution's solve wrapped in the shared stdin-to-stdout entry, or, for a file that exports
 * no solve, the file itself as a program. Syntax is lowered to the problem's judge's Node.js version.
 */
export async function bundleSolution(entry: string, problem: Problem, outFile: string): Promise<Bundle> {
  const source = resolve(entry);
  if (!existsSync(source)) throw new UserError(`solution file not found: ${entry}`);
  const wrapped = await exportsSolve(source);
  const runtime = `import { runSolve } from ${JSON.stringify(STDIN_MAIN)};\n`;
  // Without an ES export of solve the file runs as a program (importing it runs it); should it be a CommonJS
  // module whose exports carry solve, known only once it has run, solve gets the shared entry all the same.
  const contents = wrapped
    ? `import { solve } from ${JSON.stringify(source)};\n${runtime}runSolve(solve);\n`
    : `import * as solution from ${JSON.stringify(source)};\n${runtime}const exported = solution.solve;\n` +
      `if (typeof exported === 'function') runSolve(exported);\n`;
  prepareOutDir(outFile);
  await bundleOrExplain(entry, () =>
    build({
      stdin: {
        contents,
        resolveDir: dirname(source),
        sourcefile: `${relative(process.cwd(), source)} (judge entry)`,
        loader: 'ts',
      },
      bundle: true,
      outfile: outFile,
      format: 'cjs',
      platform: 'node',
      target: problem.bundleTarget,
      logLevel: 'silent',
    }),
  );
  return { kind: 'node', file: outFile, bytes: statSync(outFile).size, exportsSolve: wrapped };
}

/**
 * Writes outFile: `entry` as one CommonJS module, for loading in-process (stress loads a solution's solve, and its
 * own worker, so), syntax lowered to `target` (an esbuild target such as node12).
 */
export async function bundleModule(entry: string, target: string, outFile: string): Promise<void> {
  const source = resolve(entry);
  prepareOutDir(outFile);
  await bundleOrExplain(entry, () =>
    build({
      entryPoints: [source],
      bundle: true,
      outfile: outFile,
      format: 'cjs',
      platform: 'node',
      target,
      logLevel: 'silent',
    }),
  );
}

/**
 * Writes the text to paste into an online editor: a classic script that defines the global function the judge
 * calls (e.g. `var catMouseGame = function (graph) {...}`), built on the same solve. Pasted, it reads no stdin; run
 * by node under its own file name, it answers stdin too, so the very file to paste can be tested on the samples.
 */
export async function bundlePasteForm(
  entry: string,
  problem: Problem & { pasteForm: PasteForm },
  outFile: string,
): Promise<Bundle> {
  const source = resolve(entry);
  const form = problem.pasteForm;
  const footer = [
    `/** Calls the bundled solve() on the argument written as one line of JSON, and returns its answer. */`,
    `var ${form.functionName} = function (arg) {`,
    `  return Number(__solution.solve(JSON.stringify(arg) + "\\n").split("\\n")[0]);`,
    `};`,
    `/** Run by its own name (node ${basename(outFile)} < input), the file answers stdin as the stdin bundle does; pasted, it does not. */`,
    `if (typeof process !== "undefined" && process.argv && /\\.leetcode\\.js$/.test(String(process.argv[1]))) {`,
    `  process.stdout.write(__solution.solve(require("fs").readFileSync(0, "utf8")));`,
    `}`,
  ].join('\n');
  prepareOutDir(outFile);
  await bundleOrExplain(entry, () =>
    build({
      stdin: {
        contents: `export { solve } from ${JSON.stringify(source)};\n`,
        resolveDir: dirname(source),
        loader: 'ts',
      },
      bundle: true,
      outfile: outFile,
      format: 'iife',
      globalName: '__solution',
      platform: 'neutral',
      target: problem.bundleTarget,
      footer: { js: footer },
      logLevel: 'silent',
    }),
  );
  return { kind: 'node', file: outFile, bytes: statSync(outFile).size, exportsSolve: true };
}

/** The submission files of one problem: dist/<id>.js, and dist/<id>.leetcode.js where it has a paste form. */
export async function buildProblem(root: string, problem: Problem): Promise<Bundle[]> {
  const entry = acceptedFile(root, problem.id);
  const bundles = [await bundleSolution(entry, problem, join(root, 'dist', `${problem.id}.js`))];
  if (problem.pasteForm) {
    bundles.push(
      await bundlePasteForm(
        entry,
        { ...problem, pasteForm: problem.pasteForm },
        join(root, 'dist', `${problem.id}.leetcode.js`),
      ),
    );
  }
  return bundles;
}
