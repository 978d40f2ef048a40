// The files a user submits: a problem's stdin bundle, and the text to paste into an online editor where the
// problem has a paste form (npm run build; the judge judges the same files).
import { build } from 'esbuild';
import { statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { sourceLiteral, UserError } from '../base/index.ts';
import type { PasteForm } from '../../problems/_authoring/index.ts';
import { acceptedFile, type Problem } from '../registry/index.ts';
import type { Bundle } from '../run/index.ts';
import { bundleOrExplain, bundleSolution, confinement, prepareOutDir, type SubmissionOptions } from './bundle.ts';
import { languageOf } from './languages.ts';

/**
 * Writes the text to paste into an online editor: a classic script that defines the global function the judge
 * calls (e.g. `var catMouseGame = function (graph) {...}`), built on the same solve. Pasted, it reads no stdin; run
 * by node under its own file name, it answers stdin too, so the very file to paste can be tested on the samples.
 */
export async function bundlePasteForm(
  entry: string,
  problem: Problem & { pasteForm: PasteForm },
  outFile: string,
  options: SubmissionOptions = {},
): Promise<Bundle> {
  const source = resolve(entry);
  const form = problem.pasteForm;
  const footer = [
    `/** Calls the bundled solve() on the argument written as one line of JSON, and returns its answer. */`,
    `var ${form.functionName} = function (arg) {`,
    `  return Number(__solution.solve(JSON.stringify(arg) + "\\n").split("\\n")[0]);`,
    `};`,
    // No file name in this comment: outFile is the caller's, and a line end in it would make the rest code.
    `/** Run by node under its own name (<id>.leetcode.js < input), the file answers stdin as the stdin bundle does; pasted, it does not. */`,
    `if (typeof process !== "undefined" && process.argv && /\\.leetcode\\.js$/.test(String(process.argv[1]))) {`,
    `  process.stdout.write(__solution.solve(require("fs").readFileSync(0, "utf8")));`,
    `}`,
  ].join('\n');
  prepareOutDir(outFile);
  await bundleOrExplain(entry, () =>
    build({
      stdin: {
        contents: `export { solve } from ${sourceLiteral(source)};\n`,
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
      plugins: confinement(source, options),
    }),
  );
  return { kind: 'node', file: outFile, bytes: statSync(outFile).size, wraps: 'solve' };
}

/**
 * The submission files of one problem: dist/<id>.js, and dist/<id>.leetcode.js where it has a paste form; none where
 * the accepted solution is in a language that is compiled, not bundled (an imported package's).
 */
export async function buildProblem(root: string, problem: Problem): Promise<Bundle[]> {
  const entry = acceptedFile(root, problem.id);
  if (languageOf(entry) !== null) return [];
  // Held to what any submission may import: the accepted solution is judged, and pasted, as one.
  const options = { submissionRoots: [root] };
  const bundles = [await bundleSolution(entry, problem, join(root, 'dist', `${problem.id}.js`), options)];
  if (problem.pasteForm) {
    bundles.push(
      await bundlePasteForm(
        entry,
        { ...problem, pasteForm: problem.pasteForm },
        join(root, 'dist', `${problem.id}.leetcode.js`),
        options,
      ),
    );
  }
  return bundles;
}

/**
 * The submission files of the user's own `file` for `problem` (npm run build --solution): its stdin bundle at
 * `outFile` (by default dist/<file's name>.js), made as the judge makes it (held to what a submission may import
 * from `submissionRoots`), and beside it, where the problem has a paste form and the file exports solve, the paste
 * form (<outFile less .js>.leetcode.js). A file in a compiled language is submitted as it is: null.
 */
export async function buildSolutionFile(
  root: string,
  problem: Problem,
  file: string,
  outFile: string | undefined,
  submissionRoots: string[],
): Promise<Bundle[] | null> {
  if (languageOf(file) !== null) return null;
  const out = resolve(outFile ?? join(root, 'dist', `${basename(file, extname(file))}.js`));
  if (out === resolve(file)) throw new UserError(`--out ${outFile}: that is the solution itself (nothing written)`);
  const options = { submissionRoots };
  const bundles = [await bundleSolution(file, problem, out, options)];
  if (problem.pasteForm && bundles[0].wraps === 'solve') {
    const paste = `${out.replace(/\.[cm]?js$/i, '')}.leetcode.js`;
    bundles.push(await bundlePasteForm(file, { ...problem, pasteForm: problem.pasteForm }, paste, options));
  }
  return bundles;
}
