// The page's counts in words, in Node: while a run is judged, provisional answers are told apart from confirmed
// verdicts in the header, a problem's head and the sidebar (the same drawn in Chromium: page.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chipText, judgingLine, problemCounts, sidebarJudging } from '../../../../judge/page/browser/counts.ts';
import type { PageProblem, PageStatus } from '../../../../judge/page/page-data.ts';

/** A problem of 180 tests while judged: 180 answered, 7 confirmed (5 AC, 2 WA), 12 more WA provisional. */
const judged = (extra: Partial<PageProblem> = {}): PageProblem => ({
  id: 'bhoj-1460',
  title: 'Cat and Mouse',
  limits: { timeMs: 1000, wallMs: 3000, memoryMb: 64 },
  accepted: 166,
  total: 180,
  counts: { AC: 166, WA: 14 },
  provisionalCounts: { AC: 161, WA: 12 },
  judged: 180,
  confirmed: 7,
  dataErrors: [],
  tests: [],
  ...extra,
});

const words = suite('the counts in words');
words('the header: answered, confirmed and failed so far, the provisional failures said so', () => {
  const status: PageStatus = {
    ...{ state: 'judging', answered: 180, confirmed: 7, total: 180 },
    ...{ failed: 14, failedProvisional: 12, seconds: 0 },
  };
  assert.is(judgingLine(status), 'judging: 180 of 180 answered, 7 confirmed, 14 failed so far (12 provisional)');
  assert.is(
    judgingLine({ ...status, failed: 0, failedProvisional: 0 }),
    'judging: 180 of 180 answered, 7 confirmed, 0 failed so far',
  );
});
words("a problem's head: its line, and its verdicts confirmed and provisional apart", () => {
  const { line, chips } = problemCounts(judged());
  assert.is(line, 'judging: 180 of 180 answered, 7 confirmed, 14 failed so far (12 provisional)');
  assert.equal(chips.map(chipText), ['AC 5', 'WA 2', 'AC 161 provisional', 'WA 12 provisional']);
  // Done: every verdict confirmed.
  const done = problemCounts(judged({ judged: undefined, provisionalCounts: undefined, accepted: 166 }));
  assert.equal([done.line, done.chips.map(chipText)], ['166/180 AC', ['AC 166', 'WA 14']]);
});
words('the sidebar: answers and confirmations, and failures as they come, the provisional said so', () => {
  assert.equal(sidebarJudging(judged()), [
    { text: 'judging: 180/180 answered, 7 confirmed', cls: 'judging' },
    { text: 'failed 14 (12 provisional)', cls: 'WA' },
  ]);
  assert.equal(sidebarJudging(judged({ accepted: 180, counts: { AC: 180 }, provisionalCounts: { AC: 173 } })), [
    { text: 'judging: 180/180 answered, 7 confirmed', cls: 'judging' },
  ]);
  assert.is(sidebarJudging(judged({ judged: undefined })), null);
});
words('never "judged" while judging, and never AC of a provisional answer without saying so', () => {
  const problem = judged({ accepted: 180, counts: { AC: 180 }, provisionalCounts: { AC: 173 } });
  const said = [problemCounts(problem).line, ...problemCounts(problem).chips.map(chipText)];
  said.push(...(sidebarJudging(problem) ?? []).map((s) => s.text));
  for (const text of said) {
    assert.not.match(text, /judged/, text);
    if (/\bAC\b/.test(text)) assert.match(text, /^AC 7$|provisional/, text);
  }
});
words.run();
