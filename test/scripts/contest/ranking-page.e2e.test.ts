// npm run contest --html in headless Chromium, offline, from file://: the fixture contest (test/fixtures/contest) and
// the fixture ICPC round (test/fixtures/contest-icpc, frozen at minute 60) judged, their pages' tables read back
// against --json, and every cell with a link clicked: each opens that contestant's tests on that problem with the
// verdicts --json gives (a compile error its compiler's lines; an ICPC cell each submission judged before the freeze),
// and a cell without a link (a missing file, a try after the freeze) opens nothing. A contestant whose folder is named
// as markup is shown as text, in the table and over its tests: nothing it names runs.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contestCommand } from '../../../scripts/contest.ts';
import { type Cell, type RankedRow, type RankedTeam, scoreCell, shownPoints } from '../../../scripts/contest/index.ts';
import { openCell, openedTests, openPage, tableOf } from '../../helpers/board-page.ts';
import { pagesFor } from '../../helpers/browser.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { runInProcess } from '../../helpers/run-command.ts';

/** A folder's name that is markup (a folder's name holds no slash, so no closing tag). */
const MARKUP_NAME = '<img src=x onerror=alert(1)><script>alert(2)<';

let dir = '';
const pageTests = suite('contest --html in a browser, offline');
const pages = pagesFor(pageTests);
pageTests.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-page-'));
});
pageTests.after(() => rmSync(dir, { recursive: true, force: true }));

pageTests('an OI round: the table is --json, every cell opens its tests, a missing one nothing', async () => {
  if (!hasTool('C++', 'g++')) return;
  const page = await pages.open({ offline: true });
  if (!page) return;
  const oi = join(dir, 'oi');
  cpSync(resolve('test/fixtures/contest'), oi, { recursive: true });
  mkdirSync(join(oi, 'source', MARKUP_NAME));
  cpSync(join(oi, 'source/bob/sum.ts'), join(oi, 'source', MARKUP_NAME, 'sum.ts'));
  const html = join(oi, 'ranking.html');
  const run = await runInProcess(contestCommand, [oi, '--json', join(oi, 'r.json'), '--html', html]);
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, `wrote ${html}\n`);
  const { problems, ranking } = JSON.parse(readFileSync(join(oi, 'r.json'), 'utf8')) as {
    problems: { id: string }[];
    ranking: RankedRow[];
  };
  const { errors, requests } = await openPage(page, html);
  const table = await tableOf(page);
  assert.equal(table.head, ['rank', 'contestant', ...problems.map((p) => p.id), 'total']);
  const shown = (cell: Cell) => (cell.status === 'judged' ? shownPoints(cell.points) : cell.status);
  assert.equal(
    table.rows.map((row) => row.map((c) => c.text)),
    ranking.map((row) => [
      String(row.rank),
      row.contestant,
      ...problems.map((p) => shown(row.cells[p.id])),
      shownPoints(row.total),
    ]),
  );
  assert.ok(
    ranking.some((row) => row.contestant === MARKUP_NAME && row.cells.sum.status === 'judged'),
    'the folder named as markup is a row, its file judged',
  );
  let opened = 0;
  for (const [r, row] of ranking.entries())
    for (const [k, p] of problems.entries()) {
      const cell = row.cells[p.id];
      const col = k + 2;
      assert.is(table.rows[r][col].link, cell.status !== 'missing', `${row.contestant} ${p.id}`);
      if (cell.status === 'missing') continue;
      await openCell(page, r, col);
      const tests = await openedTests(page);
      assert.equal(Object.keys(tests), [p.id]);
      const where = `${row.contestant} ${p.id}`;
      if (cell.status === 'CE') assert.ok(tests[p.id].ce?.includes(cell.reason ?? '?'), where);
      else assert.equal(tests[p.id].verdicts, cell.verdicts, where);
      assert.match((await page.textContent('#opened h1')) ?? '', `${row.contestant} · ${p.id}`);
      opened++;
    }
  assert.is(opened, 8);
  // A cell's address opens it on its own: the page loaded with it opens that cell.
  await page.goto('about:blank');
  await page.goto(`${pathToFileURL(html).href}#cell-0-3`);
  await page.waitForSelector('#opened section.problem');
  assert.match((await page.textContent('#opened h1')) ?? '', `${ranking[0].contestant} · ${problems[1].id}`);
  // The sandbox the files ran in is said above the table, and in each report as the judge's page says it.
  const sandbox = (await page.textContent('p.board-sandbox')) ?? '';
  assert.match(sandbox, /^sandbox: /);
  assert.is(await page.textContent('#opened #sandbox'), sandbox);
  // The line of play is the judge's page's own: the fixture's problems are not games, so a failing test opened shows
  // its diff, as --html does.
  await openCell(page, 1, 2);
  assert.ok((await page.locator('#opened .panel .diffline').count()) > 0, "bob's wrong sum opens on its diff");
  assert.equal(errors, []);
  assert.equal(requests, []);
});

pageTests(
  'an ICPC round frozen at 60: the table is the frozen board, each cell opens the tries before it',
  async () => {
    const page = await pages.open({ offline: true });
    if (!page) return;
    const icpc = join(dir, 'icpc');
    cpSync(resolve('test/fixtures/contest-icpc'), icpc, { recursive: true });
    cpSync(resolve('test/fixtures/contest/problems'), join(icpc, 'problems'), { recursive: true });
    const html = join(icpc, 'board.html');
    const run = await runInProcess(contestCommand, [
      icpc,
      '--freeze',
      '60',
      '--json',
      join(icpc, 'b.json'),
      '--html',
      html,
    ]);
    assert.is(run.status, 0, run.stderr);
    const board = JSON.parse(readFileSync(join(icpc, 'b.json'), 'utf8')) as {
      problems: { id: string }[];
      frozen: { from: number; ranking: RankedTeam[] };
      submissions: { team: string; problem: string; minute: number; file: string; cell?: Cell }[];
    };
    const { problems } = board;
    const { errors, requests } = await openPage(page, html);
    const table = await tableOf(page);
    assert.equal(table.head, ['rank', 'team', 'solved', 'penalty', ...problems.map((p) => p.id)]);
    assert.equal(
      table.rows.map((row) => row.map((c) => c.text)),
      board.frozen.ranking.map((t) => [
        String(t.rank),
        t.team,
        String(t.solved),
        String(t.penalty),
        ...problems.map((p) => scoreCell(t.problems[p.id])),
      ]),
    );
    let opened = 0;
    for (const [r, team] of board.frozen.ranking.entries())
      for (const [k, p] of problems.entries()) {
        const col = k + 4;
        const before = board.submissions.filter(
          (s) => s.team === team.team && s.problem === p.id && s.minute < 60 && s.cell !== undefined,
        );
        const where = `${team.team} ${p.id}`;
        assert.is(table.rows[r][col].link, before.length > 0, where);
        if (before.length === 0) continue;
        await openCell(page, r, col);
        const tests = await openedTests(page);
        assert.is(Object.keys(tests).length, before.length, where);
        for (const s of before) {
          const [id, shown] = Object.entries(tests).find(([id]) => id.endsWith(s.file.split('/').pop() ?? '?')) ?? [];
          assert.ok(shown, `${where}: ${s.file} opened (${Object.keys(tests).join(', ')})`);
          assert.ok(id?.startsWith(`${p.id} · minute ${s.minute} · `), id);
          if (s.cell?.status === 'CE') assert.ok(shown?.ce?.includes(s.cell.reason ?? '?'), s.file);
          else assert.equal(shown?.verdicts, s.cell?.verdicts, s.file);
        }
        // A try from the freeze on (on a problem not solved before it) is named, its verdict not shown.
        const notes = (await page.locator('#opened > p.board-note').allTextContents()).join('\n');
        const after = board.submissions.filter(
          (s) => s.team === team.team && s.problem === p.id && s.minute >= 60 && team.problems[p.id].solvedAt === null,
        );
        assert.is(
          notes,
          after
            .map((s) => `${s.file}: submitted at minute ${s.minute}, after the freeze at minute 60: pending`)
            .join('\n'),
        );
        opened++;
      }
    assert.ok(opened >= 4, `${opened} cells opened`);
    assert.equal(errors, []);
    assert.equal(requests, []);
  },
);

pageTests.run();
