// The README's figures paragraph (scripts/bench/readme-figures.ts): each figure from the results file, "—" where it is
// not measured, and a section measured beside other work named with its load; the results file merged section by section.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { figuresParagraph } from '../../../scripts/bench/readme-figures.ts';
import { type BenchResults, mergeResults, type SectionResults } from '../../../scripts/bench/results-file.ts';

const section = (figures: Record<string, number>, load?: number): SectionResults => ({
  date: '2026-12-06',
  commit: 'abc1234',
  machine: '2 cores',
  ...(load === undefined ? {} : { load }),
  lines: [],
  figures: Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, { value, shown: `${value} s` }])),
});

const paragraph = suite('figuresParagraph');
paragraph('an unmeasured figure is "—", and an idle section says no load', () => {
  const results: BenchResults = { sections: { 'live-loop': section({ tsEvery: 0.77 }, 0.2) } };
  const text = figuresParagraph(results).replace(/\s+/g, ' ');
  assert.ok(text.includes('0.77 s after the save'), text);
  assert.ok(text.includes('`npm test`: — the first time'), text);
  assert.not.ok(text.includes('load average'), text);
});
paragraph('a section measured beside other work is named with its load average', () => {
  const results: BenchResults = {
    sections: { 'live-loop': section({ tsEvery: 0.77 }, 0.3), 'live-saves': section({ within: 20 }, 9.65) },
  };
  const text = figuresParagraph(results).replace(/\s+/g, ' ');
  assert.ok(text.includes('2026-12-06, live-saves at load average 9.7 ('), text);
  assert.not.ok(text.includes('live-loop at load'), text);
});
paragraph("the contest's figures: its time, one judge a contestant's, and what the contest adds", () => {
  const contest = section({}, 0.4);
  contest.figures = {
    contestants: { value: 40, shown: '40' },
    contest: { value: 95, shown: '95 s' },
    oneByOne: { value: 120, shown: '120 s' },
    added: { value: -0.208, shown: '\u221220.8%' },
  };
  const text = figuresParagraph({ sections: { contest } }).replace(/\s+/g, ' ');
  assert.ok(
    text.includes('`npm run contest`: 40 contestants in 95 s, `npm run judge` one at a time 120 s (\u221220.8%).'),
    text,
  );
});
paragraph.run();

const merged = suite('mergeResults');
merged('a section measured again replaces its old self; one this machine could not measure keeps it', () => {
  const old: BenchResults = {
    sections: { 'live-saves': section({ within: 20 }), 'live-loop': section({ tsEvery: 0.7 }) },
  };
  const unmeasured = { ...section({}), unmeasured: 'no Chromium' };
  const kept = mergeResults(old, { 'live-saves': unmeasured, 'live-loop': section({ tsEvery: 0.5 }) }, ['live-loop']);
  assert.equal(kept.sections['live-saves'], old.sections['live-saves']);
  assert.is(kept.sections['live-loop'].figures.tsEvery.value, 0.5);
  assert.equal(Object.keys(kept.sections), ['live-loop', 'live-saves']);
  // Never measured before: the section says why it is not.
  const first = mergeResults({ sections: {} }, { 'live-saves': unmeasured }, []);
  assert.is(first.sections['live-saves'].unmeasured, 'no Chromium');
});
merged.run();
