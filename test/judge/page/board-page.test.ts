// A board page (npm run contest --html) as written: each cell's report is the judge's --html data of its run, each
// test's shared texts held once however many runs it has; and every text from outside (names, titles, notes, a
// compiler's lines, a program's output) stays data in the page: never markup, never a script's end. The page in
// Chromium is test/scripts/contest/ranking-page.e2e.test.ts's.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type ProblemReport } from '../../../judge/core/index.ts';
import { type BoardData, reportOf, sharedKey } from '../../../judge/page/board-data.ts';
import { type BoardSource, boardData, boardHtml } from '../../../judge/page/board-page.ts';
import { pageProblem } from '../../../judge/page/html-report.ts';
import { HOSTILE_STRINGS, PLANTED } from '../../helpers/hostile-text.ts';
import { embedded } from '../../helpers/html-report.ts';

let root = '';
/** The fixture contest's pass-fail problem judged twice: the root's right solution, and bob's wrong one. */
let runs: ProblemReport[] = [];
const board = suite('a board page');
board.before(async () => {
  root = mkdtempSync(join(tmpdir(), 'board-page-'));
  cpSync(resolve('test/fixtures/contest/problems'), root, { recursive: true });
  for (const solution of [join(root, 'solutions/sum.ts'), resolve('test/fixtures/contest/source/bob/sum.ts')]) {
    const report = await judge({ root, problemIds: ['sum'], solution });
    runs.push(report.problems[0]);
  }
});
board.after(() => {
  rmSync(root, { recursive: true, force: true });
  runs = [];
});

/** A board whose every text is one of the hostile strings, a cell opening both runs and one opening bob's alone. */
function hostileBoard(): BoardSource {
  const text = (k: number) => HOSTILE_STRINGS[k % HOSTILE_STRINGS.length];
  return {
    title: text(10),
    notes: HOSTILE_STRINGS,
    head: HOSTILE_STRINGS.slice(0, 3),
    rows: [
      {
        cells: [
          { text: text(10), title: text(0) },
          {
            text: text(1),
            cls: 'WA',
            title: text(11),
            opens: {
              title: text(10),
              notes: HOSTILE_STRINGS,
              ok: false,
              runs: runs.map((report, k) => ({ report, name: text(k + 5) })),
            },
          },
          { text: text(2), cls: 'WA', opens: { title: text(3), notes: [], ok: false, runs: [{ report: runs[1] }] } },
        ],
      },
      { cells: [{ text: 'missing', cls: 'missing' }] },
    ],
    root,
  };
}

board("each cell opens its runs as the judge's --html holds them; a test's texts held once", async () => {
  const data = await boardData(hostileBoard());
  const [both, bob] = [data.rows[0].cells[1].opens!, data.rows[0].cells[2].opens!];
  assert.is(data.rows[1].cells[0].opens, undefined, 'a cell given nothing to open opens nothing');
  assert.equal(Object.keys(data.shared).sort(), [sharedKey('sum', 'sample/1'), sharedKey('sum', 'sample/2')]);
  for (const t of [...both.problems, ...bob.problems].flatMap((p) => p.tests))
    assert.equal(
      ['input', 'expected', 'cases'].filter((field) => field in t),
      [],
    );
  // Put back together, each run is what the judge's --html page holds of it, test for test.
  for (const [report, opened] of [
    [both, runs],
    [bob, [runs[1]]],
  ] as const) {
    const whole = reportOf(data, report);
    assert.is(whole.problems.length, opened.length);
    for (const [k, run] of opened.entries()) {
      const expected = await pageProblem(run, root);
      const { id, problem, ...got } = whole.problems[k];
      const { id: expectedId, ...rest } = expected;
      assert.is(problem, 'sum');
      assert.is(id, report === bob ? 'sum' : `sum · ${HOSTILE_STRINGS[k + 5]}`);
      assert.is(expectedId, 'sum');
      assert.equal(got, rest);
    }
  }
  assert.equal(
    bob.problems[0].tests.map((t) => t.verdict),
    ['WA', 'WA'],
  );
  assert.is(bob.problems[0].tests[0].actual, '6\n');
});

board(
  'every text from outside is data: the page holds two scripts, no markup of its own, and gives each back',
  async () => {
    const source = hostileBoard();
    const page = await boardHtml(source);
    assert.is(page.match(/<script/gi)?.length, 2);
    assert.is(page.match(/<\/script/gi)?.length, 2);
    assert.not.match(page, /<(script|link|img)[^>]+(src|href)=/i, 'nothing is loaded from elsewhere');
    // The title is the page's one text as written (RCDATA: only a `</title` ends it, and no `<` is left in it).
    const title = /<title>(.*?)<\/title>/s.exec(page)?.[1] ?? '';
    assert.not.match(title, '<');
    assert.not.ok(page.replace(title, '').includes(PLANTED), 'no planted statement is in the page as written');
    // A title that reads as an entity stays as written: its & is escaped too.
    const entity = await boardHtml({ ...source, title: 'a &lt; b' });
    assert.match(entity, '<title>a &amp;lt; b</title>');
    const data = embedded(page) as unknown as BoardData;
    assert.is(data.title, source.title);
    assert.equal(data.notes, HOSTILE_STRINGS);
    assert.equal(data.head, source.head);
    assert.equal(
      data.rows.map((row) => row.cells.map((c) => [c.text, c.title])),
      source.rows.map((row) => row.cells.map((c) => [c.text, c.title])),
    );
    assert.equal(data.rows[0].cells[1].opens?.notes, HOSTILE_STRINGS);
    assert.equal(
      data.rows[0].cells[1].opens?.problems.map((p) => p.id),
      [`sum · ${HOSTILE_STRINGS[5]}`, `sum · ${HOSTILE_STRINGS[6]}`],
    );
  },
);

board.run();
