// The page's one reducer, in Node: a run that replaces another under way dims the rows it has not judged yet, and the
// run's counts tell provisional failures apart (the page drawn from them in Chromium: browser/page.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyEvent, provisionalOf } from '../../../judge/page/apply-event.ts';
import type { PageData, PageProblem } from '../../../judge/page/page-data.ts';
import type { LiveEvent } from '../../../judge/page/protocol.ts';
import { pageRow as row } from '../../helpers/page-rows.ts';

/** A page with one problem `p` of three tests, all AC from its last run, and the run's state. */
function page(): PageData {
  const p: PageProblem = {
    id: 'p',
    title: 'p',
    limits: { timeMs: 1000, wallMs: 3000, memoryMb: 64 },
    accepted: 3,
    total: 3,
    counts: { AC: 3 },
    dataErrors: [],
    tests: ['s/1', 's/2', 's/3'].map((key) => row(key, 'AC')),
  };
  return { title: 't', generated: '', ok: true, problems: [p], errors: [] };
}

const apply = (data: PageData, ...events: LiveEvent[]) => {
  let now = data;
  for (const event of events) now = applyEvent(now, event).data;
  return now;
};
const status: LiveEvent = { kind: 'status', status: { state: 'judging', seconds: 0, judging: ['p'] }, ok: false };
const stale = (data: PageData) => data.problems[0].tests.map((t) => t.stale === true);

const runs = suite('a run of a problem');
runs('dims every row of the last run; a save in the middle of a run dims what that run had judged', () => {
  let data = apply(page(), status, { kind: 'problem', at: 0, head: { judged: 0, confirmed: 0, run: 1 } });
  assert.equal(stale(data), [true, true, true]);
  data = apply(data, { kind: 'answers', at: 0, verdicts: { 's/1': 'WA', 's/2': 'WA' } });
  data = apply(data, { kind: 'problem', at: 0, head: { judged: 2, accepted: 0, counts: { WA: 2 } } });
  assert.equal(stale(data), [false, false, true], 'the answers are this run’s');
  // Saved again before this run is over: its answers are the last run's now, until the new run replaces them.
  data = apply(data, { kind: 'problem', at: 0, head: { judged: 0, run: 2, counts: {} } });
  assert.equal(stale(data), [true, true, true]);
  data = apply(data, { kind: 'answers', at: 0, verdicts: { 's/2': 'AC' } });
  data = apply(data, { kind: 'problem', at: 0, head: { judged: 1, accepted: 1, counts: { AC: 1 } } });
  assert.equal(stale(data), [true, false, true], 'a head of the same run dims nothing again');
  // The run over: what is left of the last run is the problem's result again.
  data = apply(data, { kind: 'problem', at: 0, head: { accepted: 3, counts: { AC: 3 } }, unset: ['judged'] });
  assert.equal(stale(data), [false, false, false]);
});
runs.run();

const counts = suite("the run's counts");
counts('tell the failures that rest on a provisional answer from those confirmed', () => {
  const head = {
    ...{ judged: 3, confirmed: 1, accepted: 1, run: 1 },
    ...{ counts: { AC: 1, WA: 2 }, provisionalCounts: { AC: 1, WA: 1 } },
  };
  const data = apply(page(), status, { kind: 'problem', at: 0, head });
  assert.equal(provisionalOf(data.problems[0]), { answers: 2, failed: 1 });
  const { answered, confirmed, total, failed, failedProvisional } = data.status!;
  assert.equal(
    { answered, confirmed, total, failed, failedProvisional },
    {
      ...{ answered: 3, confirmed: 1, total: 3 },
      ...{ failed: 2, failedProvisional: 1 },
    },
  );
  // Done: nothing provisional is left.
  const done = apply(data, { kind: 'problem', at: 0, head: {}, unset: ['judged', 'confirmed', 'provisionalCounts'] });
  assert.is(done.status!.failedProvisional, 0);
});
counts.run();
