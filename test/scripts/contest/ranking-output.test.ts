// The ranking written out: the terminal's table with its tie rule, CSV quoted for a spreadsheet (a name never a
// formula), JSON, and a cell's line of progress.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  type Cell,
  formatCsv,
  formatJson,
  formatTable,
  progressLine,
  rankRows,
  type Row,
  TIE_RULE,
  totalOf,
} from '../../../scripts/contest/index.ts';

const PROBLEMS = [
  { id: 'sum', title: 'Sum', max: 100 },
  { id: 'points', title: 'Points', max: 100 },
];
const row = (contestant: string, sum: Cell, points: Cell): Row => ({
  contestant,
  cells: { sum, points },
  total: totalOf({ sum, points }),
});
const RANKED = rankRows([
  row(
    'alice',
    { status: 'judged', points: 100, max: 100, verdict: 'AC' },
    { status: 'judged', points: 100 / 3, max: 100, verdict: 'WA', failedAt: 'hand/big' },
  ),
  row('=cmd|"x",y', { status: 'CE', points: 0, max: 100, reason: 'error' }, { status: 'missing', points: 0, max: 100 }),
  row(
    'bob\x1b[2J',
    { status: 'judged', points: 0, max: 100, verdict: 'TLE' },
    { status: 'missing', points: 0, max: 100 },
  ),
]);

const table = suite('formatTable');
table(
  'rank, contestant, each problem, total, aligned; CE and missing by name; the most points and the tie rule',
  () => {
    assert.is(
      formatTable(PROBLEMS, RANKED),
      [
        'rank  contestant  sum   points   total',
        '   1  alice       100    33.33  133.33',
        '   2  =cmd|"x",y   CE  missing       0',
        '   2  bob\\x1b[2J    0  missing       0',
        `of sum 100, points 100; ${TIE_RULE}`,
        '',
      ].join('\n'),
    );
  },
);

const csv = suite('formatCsv');
csv("RFC 4180's quoting, exact points, each result; a name beginning as a formula is written as text", () => {
  assert.is(
    formatCsv(PROBLEMS, RANKED),
    [
      'rank,contestant,sum,points,total,sum result,points result',
      `1,alice,100,${100 / 3},${totalOf({ a: { status: 'judged', points: 100 + 100 / 3, max: 0 } })},AC,WA`,
      `2,"'=cmd|""x"",y",0,0,0,CE,missing`,
      '2,bob\x1b[2J,0,0,0,TLE,missing',
      '',
    ].join('\r\n'),
  );
});

const json = suite('formatJson');
json('the problems, the tie rule and the ranked rows with every cell, read back the same', () => {
  const read = JSON.parse(formatJson({ problems: PROBLEMS }, RANKED));
  assert.equal(read, JSON.parse(JSON.stringify({ problems: PROBLEMS, tieRule: TIE_RULE, ranking: RANKED })));
  assert.is(read.ranking[1].contestant, '=cmd|"x",y');
});

const progress = suite('progressLine');
progress(
  'the contestant, problem, verdict and where, points, tests run and remembered; control characters shown',
  () => {
    assert.is(
      progressLine('bob\x1b', 'sum', {
        status: 'judged',
        points: 0,
        max: 100,
        verdict: 'WA',
        failedAt: 'sample/2',
        verdicts: { 'sample/1': 'AC', 'sample/2': 'WA' },
        run: 1,
      }),
      '  bob\\x1b  sum  WA at sample/2  0/100  2 tests: 1 run, 1 remembered\n',
    );
    assert.is(
      progressLine('c', 'sum', { status: 'CE', points: 0, max: 100, reason: 'a.cpp:1:1: error: x' }),
      '  c  sum  CE: a.cpp:1:1: error: x  0/100\n',
    );
  },
);

table.run();
csv.run();
json.run();
progress.run();
