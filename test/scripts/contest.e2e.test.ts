// npm run contest end to end on the fixture contest (test/fixtures/contest: four contestants, two problems, one
// pass-fail and one in points): C++ in a problem's folder, TypeScript right, wrong and partly right, a file that does
// not compile, one missing, a stray file, and a hostile one that reads the answers and one that imports the root's
// solution. Every cell is what npm run judge --untrusted gives that file; judged again after one file changes, only
// that file's problem runs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contestCommand } from '../../scripts/contest.ts';
import { type Cell, judgeContest, type RankedRow, readContestFolder } from '../../scripts/contest/index.ts';
import { judgeCommand } from '../../scripts/judge.ts';
import { hasTool } from '../helpers/compilers.ts';
import { runInProcess } from '../helpers/run-command.ts';

interface Ranking {
  ranking: RankedRow[];
}

let dir = '';
const judgedContest = async (): Promise<Ranking & { stderr: string }> => {
  const run = await runInProcess(contestCommand, [dir, '--json', join(dir, 'ranking.json')]);
  assert.is(run.status, 0, run.stderr);
  return { ...(JSON.parse(readFileSync(join(dir, 'ranking.json'), 'utf8')) as Ranking), stderr: run.stderr };
};
const cellsOf = (ranking: Ranking) =>
  ranking.ranking.flatMap((row) => Object.entries(row.cells).map(([id, cell]) => ({ who: row.contestant, id, cell })));
const testsRun = (ranking: Ranking) => cellsOf(ranking).reduce((n, { cell }) => n + (cell.run ?? 0), 0);

const contest = suite('contest, the fixture contest');
contest.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-e2e-'));
  cpSync(resolve('test/fixtures/contest'), dir, { recursive: true });
});
contest.after(() => rmSync(dir, { recursive: true, force: true }));

contest(
  'ranked with the tie stated, every cell as npm run judge --untrusted gives it; again after a fix, only that runs',
  async () => {
    if (!hasTool('C++', 'g++')) return;
    const first = await judgedContest();
    assert.match(
      first.stderr,
      `warning: ${join(dir, 'source/carol/notes.txt')}: a file for no problem (problems: sum, sum-points), left out\n`,
    );
    assert.equal(
      first.ranking.map((r) => [r.rank, r.contestant, r.total]),
      [
        [1, 'alice', 200],
        [2, 'bob', 40],
        [3, 'carol', 0],
        [3, 'dave', 0],
      ],
    );
    const shown = (c: Cell) => `${c.status} ${c.verdict ?? ''} ${c.points}`;
    assert.equal(
      cellsOf(first).map(({ who, id, cell }) => `${who} ${id}: ${shown(cell)}`),
      [
        'alice sum: judged AC 100',
        'alice sum-points: judged AC 100',
        'bob sum: judged WA 0',
        'bob sum-points: judged WA 40',
        'carol sum: CE  0',
        'carol sum-points: missing  0',
        'dave sum: judged WA 0',
        'dave sum-points: CE  0',
      ],
    );
    const daveImport = first.ranking[3].cells['sum-points'];
    assert.match(daveImport.reason ?? '', 'import of "../../problems/solutions/sum.ts" refused');
    // Nothing was remembered the first time: every test judged ran.
    for (const { cell } of cellsOf(first).filter((c) => c.cell.status === 'judged'))
      assert.is(cell.run, Object.keys(cell.verdicts ?? {}).length);

    // bob fixes his sum: judged again, his sum's two tests alone run; the rest is told from memory.
    const fix = join(dir, 'source/bob/sum.ts');
    writeFileSync(fix, readFileSync(fix, 'utf8').replace('(a, b) => a + b, 1)', '(a, b) => a + b, 0)'));
    const second = await judgedContest();
    assert.is(testsRun(second), 2);
    assert.is(second.ranking.find((r) => r.contestant === 'bob')?.cells.sum.run, 2);
    assert.equal(
      second.ranking.map((r) => [r.rank, r.contestant, r.total]),
      [
        [1, 'alice', 200],
        [2, 'bob', 140],
        [3, 'carol', 0],
        [3, 'dave', 0],
      ],
    );

    // Each file judged the judge's way, afresh: the same points, verdicts or CE.
    for (const { who, id, cell } of cellsOf(second)) {
      if (cell.status === 'missing') continue;
      const run = await runInProcess(judgeCommand, [
        '--root',
        join(dir, 'problems'),
        id,
        '--solution',
        join(dir, cell.file ?? ''),
        '--untrusted',
        '--fresh',
        '--json',
      ]);
      const [judged] = JSON.parse(run.stdout).problems as {
        compileError?: string;
        score?: { points: number };
        tests: { group: string; name: string; verdict: string }[];
      }[];
      const where = `${who} ${id}`;
      if (cell.status === 'CE') {
        assert.ok(judged.compileError, where);
        continue;
      }
      const verdicts = Object.fromEntries(judged.tests.map((t) => [`${t.group}/${t.name}`, t.verdict]));
      assert.equal(cell.verdicts, verdicts, where);
      const points = judged.score?.points ?? (run.status === 0 ? 100 : 0);
      assert.is(cell.points, points, where);
    }
  },
);

contest("the hostile reader's attempt is real: with the sandbox off, the judge gives it AC", async () => {
  const run = await runInProcess(judgeCommand, [
    '--root',
    join(dir, 'problems'),
    'sum',
    '--solution',
    join(dir, 'source/dave/sum.js'),
    '--no-sandbox',
    '--fresh',
  ]);
  assert.is(run.status, 0, run.stdout);
});

contest('stopped after the first contestant: interrupted, the rows judged in full kept', async () => {
  if (!hasTool('C++', 'g++')) return;
  const stop = new AbortController();
  const root = join(dir, 'problems');
  const result = await judgeContest({
    root,
    dir,
    folder: readContestFolder(dir, ['sum', 'sum-points'], { contestants: [], problems: [] }),
    problemIds: ['sum', 'sum-points'],
    signal: stop.signal,
    onCell: () => stop.abort(),
  });
  assert.is(result.interrupted, true);
  assert.equal(
    result.rows.map((r) => [r.contestant, r.total]),
    [['alice', 200]],
  );
});

contest.run();
