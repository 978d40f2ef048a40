// npm run export -- <id> --cms DIR checked by CMS itself: CMS's own italy_yaml loader reads each of the kit's five
// problems as exported, and CMS's own score types, given each test's outcome as the kit judged it (lanqiao-lol's
// accepted, wrong and partial solutions, bhoj-1460's accepted and wrong ones) or drawn at random (a fixture scored by
// every kind of group, its title hostile), give the kit's points; skipped, saying how to get them, without CMS's source or the Python
// libraries it imports (helpers/cms-loader.ts). The interactive problems' check/manager keeps CMS's Communication
// contract through FIFOs against the kit's players. An end-to-end run: npm run test:full.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceLiteral } from '../../../../judge/base/index.ts';
import { bundleSolution } from '../../../../judge/build/index.ts';
import { groupMembers, judge, scoreProblem, testScore } from '../../../../judge/core/index.ts';
import { acceptedFile, loadProblem, loadSuite, testKey } from '../../../../judge/registry/index.ts';
import type { Scoring } from '../../../../problems/_authoring/index.ts';
import { type CmsExportSummary, exportCms } from '../../../../scripts/formats/cms/export-task.ts';
import { type CmsLoaded, type CmsLoader, cmsLoader } from '../../../helpers/cms-loader.ts';
import { HOSTILE_STRINGS } from '../../../helpers/hostile-text.ts';
import { skip } from '../../../helpers/skip.ts';

const ROOT = resolve('.');
let loader: CmsLoader | { missing: string } = { missing: 'not asked yet' };
let out = '';

/** CMS's loader, or null once the test has said why it is skipped. */
function ready(what: string): CmsLoader | null {
  if ('missing' in loader) {
    skip(what, loader.missing);
    return null;
  }
  return loader;
}

/** The kit's problems as exported into `out`, each once. */
const summaries = new Map<string, CmsExportSummary>();
async function exported(root: string, id: string): Promise<CmsExportSummary> {
  const made = summaries.get(id) ?? (await exportCms({ root, id, dir: join(out, id), say: () => {} }));
  summaries.set(id, made);
  return made;
}

/** What CMS logged beyond information: nothing, but the Communication type's note of each language with no stub. */
const complaints = (loaded: CmsLoaded) =>
  loaded.log.filter((line) => !/ - INFO /.test(line) && !/WARNING .*Stub for language .* not found/.test(line));

/** Each test's outcome as the kit judged `solution` (a test not run: 0, as its group had already lost), by codename. */
async function judgedOutcomes(
  id: string,
  solution: string,
  summary: CmsExportSummary,
  options: { bail?: boolean } = {},
): Promise<{ outcomes: Record<string, number>; points: number }> {
  const report = await judge({ root: ROOT, problemIds: [id], solution, typecheck: false, remember: 'use', ...options });
  const [problem] = report.problems;
  const byKey = new Map(problem.results.map((r) => [testKey(r), testScore(r)]));
  const outcomes = Object.fromEntries(summary.tests.map((t) => [t.codename, byKey.get(t.key) ?? 0]));
  const all = problem.results.length === summary.tests.length && problem.results.every((r) => r.verdict === 'AC');
  return { outcomes, points: problem.score ? problem.score.points : all ? 100 : 0 };
}

const tasks = suite('exported to CMS');
tasks.before(() => {
  loader = cmsLoader();
  out = mkdtempSync(join(tmpdir(), 'kit-cms-tasks-'));
});
tasks.after(() => {
  if (!('missing' in loader)) loader.close();
  rmSync(out, { recursive: true, force: true });
  summaries.clear();
});

tasks(
  'lanqiao-lol: ten GroupMin points; the accepted, a wrong and a partial solution score in CMS as in the kit',
  async () => {
    const cms = ready("CMS's loader on lanqiao-lol");
    if (!cms) return;
    const summary = await exported(ROOT, 'lanqiao-lol');
    const judged = await Promise.all(
      [
        'solutions/lanqiao-lol.ts',
        'solutions/wrong/lanqiao-lol/parity-guess.ts',
        'solutions/wrong/lanqiao-lol/plain-whole-string-memo.ts',
      ].map((file) => judgedOutcomes('lanqiao-lol', file, summary)),
    );
    const loaded = cms.load(
      join(out, 'lanqiao-lol'),
      judged.map((j) => j.outcomes),
    );
    assert.equal(complaints(loaded), []);
    assert.equal(
      [
        loaded.name,
        loaded.task_type,
        loaded.score_type,
        loaded.testcases,
        loaded.max_score,
        loaded.time_limit,
        loaded.memory_limit,
      ],
      ['lanqiao-lol', 'Batch', 'GroupMin', summary.tests.length, 100, 1, 256 * 1024 * 1024],
    );
    assert.equal(loaded.task_type_parameters, ['alone', ['', ''], 'diff']);
    assert.equal(loaded.statements, ['en']);
    const kit = judged.map((j) => j.points);
    assert.equal(
      kit.map((p) => p > 0 && p < 100),
      [false, false, true],
      `a full, a lost and a partial score: ${kit}`,
    );
    assert.equal(loaded.scores, kit);
  },
);
tasks(
  'bhoj-1460 pass-fail: 100 for the accepted solution, 0 for a wrong one, as one all-or-nothing group',
  async () => {
    const cms = ready("CMS's loader on bhoj-1460");
    if (!cms) return;
    const summary = await exported(ROOT, 'bhoj-1460');
    const accepted = await judgedOutcomes('bhoj-1460', acceptedFile(ROOT, 'bhoj-1460'), summary);
    const wrong = await judgedOutcomes('bhoj-1460', 'solutions/wrong/bhoj-1460/dp-2n-moves.ts', summary, {
      bail: true,
    });
    const loaded = cms.load(join(out, 'bhoj-1460'), [accepted.outcomes, wrong.outcomes]);
    assert.equal(complaints(loaded), []);
    assert.equal([loaded.score_type, loaded.max_score, loaded.public], ['GroupMin', 100, ['000']]);
    assert.equal(loaded.scores, [accepted.points, wrong.points]);
    assert.equal(loaded.scores, [100, 0]);
  },
);
tasks(
  'leetcode-913, cat-mouse-duel and lol-duel load: Batch, and Communication with check/manager; 100 or 0',
  async () => {
    const cms = ready("CMS's loader on leetcode-913 and the interactive problems");
    if (!cms) return;
    for (const [id, type, managers] of [
      ['leetcode-913', 'Batch', []],
      ['cat-mouse-duel', 'Communication', ['manager']],
      ['lol-duel', 'Communication', ['manager']],
    ] as const) {
      const summary = await exported(ROOT, id);
      const right = Object.fromEntries(summary.tests.map((t) => [t.codename, 1]));
      const loaded = cms.load(join(out, id), [right, { ...right, [summary.tests.at(-1)?.codename ?? '']: 0 }]);
      assert.equal(complaints(loaded), [], id);
      assert.equal([loaded.task_type, loaded.managers, loaded.testcases], [type, managers, summary.tests.length], id);
      if (type === 'Communication') assert.equal(loaded.task_type_parameters, [1, 'alone', 'std_io'], id);
      assert.equal(loaded.scores, [100, 0], id);
    }
  },
);

/** Runs check/manager against a player program through two FIFOs, as CMS's Communication task type connects them. */
function managed(
  manager: string,
  player: string,
  input: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'kit-cms-fifos-'));
  const [toManager, toPlayer] = [join(dir, 'u0_to_m'), join(dir, 'm_to_u0')];
  spawnSync('mkfifo', [toManager, toPlayer]);
  // The shell opens the player's stdin, then its stdout, as CMS's sandbox does.
  const playing = spawn('sh', ['-c', 'exec node "$0" < "$1" > "$2"', player, toPlayer, toManager], { stdio: 'ignore' });
  const managing = spawn(manager, [toManager, toPlayer], { stdio: [openSync(input, 'r'), 'pipe', 'pipe'] });
  let [stdout, stderr] = ['', ''];
  managing.stdout?.on('data', (chunk) => (stdout += chunk));
  managing.stderr?.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => {
    for (const child of [playing, managing]) child.kill('SIGKILL');
  }, 60_000);
  const ended = (child: typeof playing) => new Promise<number | null>((done) => child.on('close', done));
  return Promise.all([ended(managing), ended(playing)]).then(([status]) => {
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
    return { status, stdout, stderr };
  });
}

tasks(
  "check/manager keeps CMS's Communication contract: the accepted player 1, a wrong one 0 where the kit fails it",
  async () => {
    // The manager's contract needs no CMS: only FIFOs and the shell that opens them.
    for (const [id, wrongPlayer] of [
      ['cat-mouse-duel', 'solutions/wrong/cat-mouse-duel/greedy-mouse.ts'],
      ['lol-duel', 'solutions/wrong/lol-duel/any-safe-move.ts'],
    ]) {
      await exported(ROOT, id);
      const manager = join(out, id, 'check', 'manager');
      const problem = await loadProblem(ROOT, id);
      const players = join(out, `${id}-players`);
      await bundleSolution(acceptedFile(ROOT, id), problem, join(players, 'accepted.js'));
      await bundleSolution(wrongPlayer, problem, join(players, 'wrong.js'));
      const report = await judge({
        root: ROOT,
        problemIds: [id],
        solution: wrongPlayer,
        typecheck: false,
        remember: 'use',
        bail: true,
      });
      const failed = report.problems[0].results.find((r) => r.verdict !== 'AC');
      assert.ok(failed, `${wrongPlayer} fails some test`);
      const test = loadSuite(ROOT, id).tests.find((t) => testKey(t) === testKey(failed));
      const input = test?.input ?? '';
      const right = await managed(manager, join(players, 'accepted.js'), input);
      assert.equal([right.status, right.stdout, right.stderr], [0, '1\n', 'translate:success\n'], id);
      const lost = await managed(manager, join(players, 'wrong.js'), input);
      assert.equal([lost.status, lost.stdout], [0, '0\n'], `${id}: ${lost.stderr}`);
      assert.ok(
        lost.stderr.trim().length > 0 && lost.stderr !== 'translate:wrong\n',
        `the jury's reason: ${lost.stderr}`,
      );
    }
  },
);

/**
 * A fixture problem "parts" of eight tests, its scoring any of `scorings`, and each scoring's points for random
 * outcomes, from the kit (scoreProblem) and from CMS, on the task the export writes.
 */
/** Every hostile string of the kit's tests in one title (but the longest), quotes, line ends and YAML's among them. */
const TITLE = `Parts: ${HOSTILE_STRINGS.filter((text) => text.length < 1000).join(' | ')}\nscore_type: Sum # "`;

const SCORINGS: { name: string; scoring: Scoring; outcomes: number[] }[] = [
  {
    name: 'all, min and sum groups, tests in two groups, requirements through a chain, a sample group worth 0',
    outcomes: [0, 1],
    scoring: {
      groups: [
        { name: 'samples', tests: 'sample', points: 0, aggregation: 'all' },
        { name: 'small', tests: ['a/1', 'a/2'], points: 20, aggregation: 'all', requires: ['samples'] },
        { name: 'mixed', tests: ['a/2', 'b/1', 'b/2'], points: 30, aggregation: 'min', requires: ['small'] },
        {
          name: 'each',
          tests: 'b',
          points: 30,
          aggregation: 'sum',
          testPoints: { 'b/1': 5, 'b/2': 10, 'b/3': 15 },
          requires: ['samples'],
        },
        { name: 'last', tests: ['b/3'], points: 20, aggregation: 'max', requires: ['mixed', 'each'] },
      ],
    },
  },
  {
    name: 'min and sum groups with partial credit',
    outcomes: [0, 0.25, 0.5, 1],
    scoring: {
      groups: [
        { name: 'least', tests: ['a/1', 'a/2', 'b/1'], points: 40, aggregation: 'min' },
        { name: 'shares', tests: 'b', points: 60, aggregation: 'sum' },
      ],
    },
  },
];

tasks("random outcomes, every kind of group: CMS's score types give the kit's points for each", async () => {
  const cms = ready("CMS's score types on random outcomes");
  if (!cms) return;
  for (const [k, { name, scoring, outcomes }] of SCORINGS.entries()) {
    const root = join(out, `root-${k}`);
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    // A checker that may give partial credit, so that the export keeps the outcomes as they are.
    put(
      'problems/parts/problem.ts',
      `import { check } from './checker.ts';
export default { id: 'parts', title: ${sourceLiteral(TITLE)}, onlineJudge: 'none', bundleTarget: 'node20',
  limits: { timeMs: 1000, memoryMb: 64, outputMb: 1 }, unvalidated: 'a fixture', checker: check,
  scoring: ${sourceLiteral(JSON.parse(JSON.stringify(scoring)))} };
`,
    );
    put(
      'problems/parts/checker.ts',
      "export const check = (_i: string, a: string, o: string) => (o === a ? { accepted: true as const } : { accepted: false as const, reason: 'no', score: 0.5 });\n",
    );
    for (const key of ['sample/1', 'a/1', 'a/2', 'b/1', 'b/2', 'b/3']) {
      put(`testdata/parts/${key}.in`, `${key}\n`);
      put(`testdata/parts/${key}.ans`, `${key}\n`);
    }
    put('solutions/parts.ts', 'export const solve = (input: string) => input;\n');
    const summary = await exportCms({ root, id: 'parts', dir: join(out, `parts${k}`), say: () => {} });
    const tests = loadSuite(root, 'parts').tests.map((t) => ({ key: testKey(t), group: t.group, input: '' }));
    const found = groupMembers(scoring, tests);
    if ('error' in found) throw new Error(found.error);
    const draws = fc.sample(
      fc.array(fc.constantFrom(...outcomes), { minLength: tests.length, maxLength: tests.length }),
      {
        numRuns: 64,
        seed: 70 + k,
      },
    );
    const kit = draws.map(
      (draw) =>
        scoreProblem(
          scoring,
          found.members,
          new Map(tests.map((t, i) => [t.key, { verdict: draw[i] === 1 ? 'AC' : 'WA', score: draw[i] }])),
        ).points,
    );
    const codenames = new Map(summary.tests.map((t) => [t.key, t.codename]));
    const loaded = cms.load(
      join(out, `parts${k}`),
      draws.map((draw) => Object.fromEntries(tests.map((t, i) => [codenames.get(t.key) ?? '', draw[i]]))),
    );
    assert.equal(complaints(loaded), [], name);
    assert.is(loaded.title, TITLE, 'the title as problem.ts gives it, read by PyYAML through the loader');
    assert.equal(
      loaded.scores.map((s) => Math.round(s * 1e9) / 1e9),
      kit.map((p) => Math.round(p * 1e9) / 1e9),
      name,
    );
    assert.ok(new Set(kit).size > 3, `${name}: the draws reach several scores (${[...new Set(kit)]})`);
  }
});

tasks.run();
