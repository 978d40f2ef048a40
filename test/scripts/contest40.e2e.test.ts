// npm run contest on forty contestants (scripts/bench/forty-contestants.ts: the kit's galleries in C++, Python,
// TypeScript and Java on the five problems, some files missing, one not compiling, a hostile one reading the answers
// and one importing the kit's solver), on the tests of CONTEST_GROUPS: every cell is what npm run judge --untrusted
// gives that file on the same tests, the hostile and the importer earn nothing they did not solve, a missing file is
// named missing and the compile error is CE. Its ranking page, opened offline in Chromium, leads from every cell with
// a file to that file's tests, with the same verdicts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CONTEST_GROUPS,
  CONTEST_PROBLEMS,
  CONTESTANTS,
  HOSTILE,
  IMPORTER,
  makeFortyContestants,
  NOT_COMPILING,
} from '../../scripts/bench/forty-contestants.ts';
import { contestCommand } from '../../scripts/contest.ts';
import type { RankedRow } from '../../scripts/contest/index.ts';
import { judgeCommand } from '../../scripts/judge.ts';
import { hasTool } from '../helpers/compilers.ts';
import { openCell, openedTests, openPage, tableOf } from '../helpers/board-page.ts';
import { pagesFor } from '../helpers/browser.ts';
import { runInProcess } from '../helpers/run-command.ts';

const groups = CONTEST_GROUPS.flatMap((group) => ['--group', group]);

const forty = suite('contest, forty contestants');
const pages = pagesFor(forty);

forty('every cell as npm run judge --untrusted gives its file; the hostile and the importer earn nothing', async () => {
  for (const tool of ['g++', 'python3', 'javac'] as const) if (!hasTool('the forty contestants', tool)) return;
  const dir = mkdtempSync(join(tmpdir(), 'contest40-'));
  try {
    const made = makeFortyContestants(resolve('.'), dir);
    const html = join(dir, 'ranking.html');
    const outputs = ['--json', join(dir, 'ranking.json'), '--html', html];
    const run = await runInProcess(contestCommand, [dir, '--fresh', ...groups, ...outputs]);
    assert.is(run.status, 0, run.stderr);
    const { problems, ranking } = JSON.parse(readFileSync(join(dir, 'ranking.json'), 'utf8')) as {
      problems: { id: string }[];
      ranking: RankedRow[];
    };
    assert.is(ranking.length, CONTESTANTS);
    const row = (name: string) => ranking.find((r) => r.contestant === name) as RankedRow;

    for (const r of ranking)
      for (const id of CONTEST_PROBLEMS) {
        const cell = r.cells[id];
        const where = `${r.contestant} ${id}`;
        if (made.missing[r.contestant].includes(id)) {
          assert.equal([cell.status, cell.points], ['missing', 0], where);
          continue;
        }
        assert.is(cell.file, join('source', made.files[r.contestant][id].slice(join(dir, 'source').length + 1)), where);
        const judged = await runInProcess(judgeCommand, [
          id,
          '--solution',
          made.files[r.contestant][id],
          '--untrusted',
          '--fresh',
          ...groups,
          '--json',
        ]);
        assert.ok(judged.status === 0 || judged.status === 1, `${where}: ${judged.stderr}`);
        const [report] = JSON.parse(judged.stdout).problems as {
          compileError?: string;
          score?: { points: number };
          tests: { group: string; name: string; verdict: string }[];
        }[];
        if (report.compileError !== undefined) {
          assert.is(cell.status, 'CE', where);
          continue;
        }
        assert.equal(
          cell.verdicts,
          Object.fromEntries(report.tests.map((t) => [`${t.group}/${t.name}`, t.verdict])),
          where,
        );
        assert.is(cell.points, report.score?.points ?? (judged.status === 0 ? 100 : 0), where);
      }

    // The compile error is CE; the files that import the kit's solver are CE at the import, refused.
    assert.is(row(NOT_COMPILING).cells['bhoj-1460'].status, 'CE');
    for (const id of ['bhoj-1460', 'leetcode-913']) {
      const cell = row(IMPORTER).cells[id];
      assert.equal([cell.status, cell.points], ['CE', 0]);
      assert.match(cell.reason ?? '', `solutions/${id}.ts" refused`);
    }
    // The hostile reads no answer: no test AC, no point, on any problem.
    for (const id of CONTEST_PROBLEMS) {
      const cell = row(HOSTILE).cells[id];
      assert.is(cell.points, 0, id);
      assert.not.ok(Object.values(cell.verdicts ?? {}).includes('AC'), id);
    }
    assert.is(row(HOSTILE).total, 0);

    // The page: every cell with a file opens that file's tests, with the verdicts above (a missing one opens nothing).
    const page = await pages.open({ offline: true });
    if (!page) return;
    const { errors, requests } = await openPage(page, html);
    const table = await tableOf(page);
    assert.equal(table.head, ['rank', 'contestant', ...problems.map((p) => p.id), 'total']);
    assert.is(table.rows.length, CONTESTANTS);
    let opened = 0;
    for (const [r, ranked] of ranking.entries())
      for (const [k, { id }] of problems.entries()) {
        const cell = ranked.cells[id];
        const where = `${ranked.contestant} ${id} on the page`;
        assert.is(table.rows[r][k + 2].link, cell.status !== 'missing', where);
        if (cell.status === 'missing') continue;
        await openCell(page, r, k + 2);
        const tests = await openedTests(page);
        if (cell.status === 'CE') assert.ok(tests[id]?.ce !== undefined, where);
        else assert.equal(tests[id]?.verdicts, cell.verdicts, where);
        opened++;
      }
    assert.is(opened, CONTESTANTS * CONTEST_PROBLEMS.length - Object.values(made.missing).flat().length);
    assert.equal(errors, []);
    assert.equal(requests, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

forty.run();
