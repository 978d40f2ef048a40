// The page's state and its actions, in Node: what the reader sees opened, focused and listed after each event from the
// server and each action of theirs (the page drawn from this state in Chromium: page.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  applyLive,
  details,
  initStore,
  ordered,
  playByHand,
  shown,
  stepFailure,
  toggleTest,
  togglePassed,
  ui,
} from '../../../../judge/page/browser/store.ts';
import type { PageData, PageProblem, PageRow } from '../../../../judge/page/page-data.ts';
import { pageRow as row } from '../../../helpers/page-rows.ts';

const problem = (id: string, tests: PageRow[]): PageProblem => ({
  id,
  title: id,
  limits: { timeMs: 1000, wallMs: 3000, memoryMb: 64 },
  accepted: tests.filter((t) => t.verdict === 'AC').length,
  total: tests.length,
  counts: {},
  dataErrors: [],
  tests,
});

const data = (...problems: PageProblem[]): PageData => ({ title: 't', generated: '', ok: false, problems, errors: [] });

/** Two problems: a's second and fourth tests fail, b's first. */
const twoProblems = () =>
  data(
    problem('a', [row('s/1', 'AC'), row('s/2', 'WA'), row('s/3', 'AC'), row('s/4', 'TLE')]),
    problem('b', [row('s/1', 'RE'), row('s/2', 'AC')]),
  );

const init = suite('initStore');
init("opens each problem's first failing test, and nothing where every test passed", () => {
  initStore(
    data(problem('a', [row('s/1', 'AC'), row('s/2', 'WA'), row('s/3', 'RE')]), problem('b', [row('s/1', 'AC')])),
    true,
    false,
  );
  assert.equal(ui().opened, { a: 's/2', b: undefined });
  assert.equal(
    [ui().live, ui().narrow, ui().verdictShown, ui().order, ui().focused],
    [true, false, 'all', 'suite', null],
  );
});
init.run();

const live = suite('applyLive');
live(
  'a problem added as the page runs (received) is named, so the page brings it into view; a snapshot names none',
  () => {
    initStore(data(problem('a', [row('s/1', 'AC')])), true, false);
    const head = { id: 'cf-1-a', title: 'received', limits: { timeMs: 1000, wallMs: 3000, memoryMb: 64 } };
    assert.equal(applyLive([{ kind: 'problem', at: 1, head }]), ['cf-1-a']);
    assert.equal(applyLive([{ kind: 'test', at: 1, row: row('s/1', 'WA') }]), []);
    assert.equal(applyLive([{ kind: 'snapshot', data: data(problem('a', []), problem('b', [])) }]), []);
  },
);
live('a failing row that arrives is opened; a problem no event touched keeps its very objects', () => {
  initStore(data(problem('a', [row('s/1', 'AC')]), problem('b', [row('s/1', 'AC')])), true, false);
  const b = ui().data.problems[1];
  applyLive([{ kind: 'test', at: 0, row: row('s/2', 'WA') }]);
  assert.equal(ui().opened, { a: 's/2', b: undefined });
  assert.equal(
    ui().data.problems[0].tests.map((t) => t.key),
    ['s/1', 's/2'],
  );
  assert.is(ui().data.problems[1], b, 'b untouched: its components are not drawn again');
});
live('a test the reader closed stays closed when failures arrive; one they opened stays open', () => {
  initStore(data(problem('a', [row('s/1', 'WA')])), true, false);
  assert.is(toggleTest('a', 's/1'), false, 'closed');
  applyLive([{ kind: 'test', at: 0, row: row('s/2', 'RE') }]);
  assert.is(ui().opened.a, undefined);
  initStore(data(problem('a', [row('s/1', 'WA'), row('s/2', 'WA')])), true, false);
  assert.is(toggleTest('a', 's/2'), true, 'opened');
  applyLive([{ kind: 'test', at: 0, row: row('s/2', 'AC') }]);
  assert.is(ui().opened.a, 's/2', 'the reader chose it: it stays open though it passes now');
});
live('until the reader chooses, the open test follows the first failure as results replace rows', () => {
  initStore(data(problem('a', [row('s/1', 'AC'), row('s/2', 'WA')])), true, false);
  applyLive([{ kind: 'test', at: 0, row: row('s/2', 'AC') }]);
  assert.is(ui().opened.a, undefined, 'no failure left');
  applyLive([{ kind: 'test', at: 0, row: row('s/1', 'MLE') }]);
  assert.is(ui().opened.a, 's/1');
});
live('a snapshot replaces the data whole; a row copied as a run starts keeps its fetched detail', () => {
  initStore(data(problem('a', [row('s/1', 'AC')])), true, false);
  applyLive([{ kind: 'snapshot', data: twoProblems() }]);
  assert.equal(ui().opened, { a: 's/2', b: 's/1' });
  const before = ui().data.problems[0].tests[1];
  const detail = { input: '1\n', expected: '2\n', actual: '3\n', cases: [] };
  details.set(before, detail);
  // A run of a starts: its rows are the previous run's, marked stale, each a new object.
  applyLive([{ kind: 'problem', at: 0, head: { judged: 0, confirmed: 0 } }]);
  const after = ui().data.problems[0].tests[1];
  assert.is.not(after, before);
  assert.equal([after.stale, before.stale], [true, undefined]);
  assert.is(details.get(after), detail);
});
live('provisional answers become rows with the verdict alone, and the failing one is opened', () => {
  initStore(data(problem('a', [])), true, false);
  applyLive([
    { kind: 'answers', at: 0, verdicts: { 's/1': 'AC', 'hand/x': 'WA' }, disagreements: { 's/1': 'differs' } },
  ]);
  const tests = ui().data.problems[0].tests;
  assert.equal(
    tests.map((t) => [t.group, t.name, t.verdict, t.provisional, t.cpuMs, t.disagreement]),
    [
      ['s', '1', 'AC', true, null, 'differs'],
      ['hand', 'x', 'WA', true, null, undefined],
    ],
  );
  assert.is(ui().opened.a, 'hand/x');
});
live.run();

const toggle = suite('toggleTest');
toggle('opens a test and focuses it, closes it when it is the one open; either way the reader chose', () => {
  initStore(twoProblems(), false, false);
  assert.is(toggleTest('a', 's/3'), true);
  assert.equal([ui().opened.a, ui().focused, ui().chosen], ['s/3', { problem: 'a', key: 's/3' }, { a: true }]);
  assert.is(toggleTest('a', 's/3'), false);
  assert.equal([ui().opened.a, ui().chosen], [undefined, { a: true }]);
});
toggle.run();

const step = suite('stepFailure');
step('n goes from failure to failure across problems in the order shown, and round again; p goes back', () => {
  initStore(twoProblems(), false, false);
  const keys = (direction: 1 | -1, times: number) =>
    Array.from({ length: times }, () => {
      const at = stepFailure(direction);
      return at && `${at.problem}:${at.key}`;
    });
  // a:s/2, a's first failure, is open already as the page loads: n starts past it.
  assert.equal(keys(1, 4), ['a:s/4', 'b:s/1', 'a:s/2', 'a:s/4']);
  assert.equal(keys(-1, 2), ['a:s/2', 'b:s/1']);
  assert.equal(ui().opened, { a: 's/2', b: 's/1' });
  assert.equal(ui().focused, { problem: 'b', key: 's/1' });
});
step('the first n goes past the failure the page opened by itself; p from it goes back round', () => {
  initStore(twoProblems(), false, false);
  assert.equal(ui().opened, { a: 's/2', b: 's/1' }, "each problem's first failure opened as the page loads");
  assert.equal(stepFailure(1), { problem: 'a', key: 's/4' });
  initStore(twoProblems(), false, false);
  assert.equal(stepFailure(-1), { problem: 'b', key: 's/1' });
});
step('from a passed test opened, n goes to the failure after it and p to the one before', () => {
  initStore(twoProblems(), false, false);
  toggleTest('a', 's/3');
  assert.equal(stepFailure(1), { problem: 'a', key: 's/4' });
  toggleTest('a', 's/3');
  assert.equal(stepFailure(-1), { problem: 'a', key: 's/2' });
});
step('only the tests shown count, in the order chosen; null when nothing fails', () => {
  initStore(twoProblems(), false, false);
  ui().verdictShown = 'TLE';
  assert.equal(
    [stepFailure(1), stepFailure(1)],
    [
      { problem: 'a', key: 's/4' },
      { problem: 'a', key: 's/4' },
    ],
  );
  initStore(data(problem('a', [row('s/1', 'WA', { cpuMs: 5 }), row('s/2', 'RE', { cpuMs: 50 })])), false, false);
  ui().order = 'time';
  assert.equal(stepFailure(1), { problem: 'a', key: 's/2' }, 'the slowest first');
  initStore(data(problem('a', [row('s/1', 'AC')])), false, false);
  assert.is(stepFailure(1), null);
  assert.is(ui().focused, null);
});
step.run();

const lists = suite('shown and ordered');
lists('a verdict, the failing or all; by suite, CPU time or memory, the largest first and the unmeasured last', () => {
  const tests = [
    row('s/1', 'AC', { cpuMs: 30, peakRssKb: 10 }),
    row('s/2', 'WA', { cpuMs: 10, peakRssKb: 30 }),
    row('s/3', 'TLE', { cpuMs: 20, peakRssKb: 20 }),
    row('s/4', 'WA', { cpuMs: null, peakRssKb: null }),
  ];
  const keys = (rows: PageRow[]) => rows.map((t) => t.key);
  assert.equal(keys(tests.filter((t) => shown(t, 'failing'))), ['s/2', 's/3', 's/4']);
  assert.equal(keys(tests.filter((t) => shown(t, 'WA'))), ['s/2', 's/4']);
  assert.is(tests.filter((t) => shown(t, 'all')).length, 4);
  assert.is(ordered(tests, 'suite'), tests);
  assert.equal(keys(ordered(tests, 'time')), ['s/1', 's/3', 's/2', 's/4']);
  assert.equal(keys(ordered(tests, 'memory')), ['s/2', 's/3', 's/1', 's/4']);
  assert.equal(keys(tests), ['s/1', 's/2', 's/3', 's/4'], 'the list itself left as it was');
});
lists.run();

const actions = suite('togglePassed and playByHand');
actions(
  'passed tests shown and hidden again; each ask to play by hand counted, so the same input starts a new game',
  () => {
    initStore(twoProblems(), true, false);
    togglePassed('a');
    assert.equal(ui().showPassed, { a: true });
    togglePassed('a');
    assert.equal(ui().showPassed, {});
    playByHand('b', '3\n');
    playByHand('b', '3\n');
    assert.equal(ui().handPlay, { b: { input: '3\n', asked: 2 } });
  },
);
actions.run();
