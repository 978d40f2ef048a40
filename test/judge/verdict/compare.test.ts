import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  compareOutput,
  compareWith,
  comparisonChecker,
  normalizedLines,
  whiteDiffLines,
} from '../../../judge/verdict/compare.ts';

const lines = suite('normalizedLines');
lines('drops blanks at line ends and trailing empty lines', () => {
  assert.equal(normalizedLines('1 \t\r\n2\n\n\n'), ['1', '2']);
});
lines('keeps leading blanks and inner empty lines', () => {
  assert.equal(normalizedLines(' 1\n\n2'), [' 1', '', '2']);
});
lines('white diff: runs of ASCII whitespace one space, line ends stripped, blank lines at the end dropped', () => {
  assert.equal(whiteDiffLines(' a \t b\f\r\n\n c\n \n\u000b\n'), ['a b', '', 'c']);
  assert.equal(whiteDiffLines('a\u00a0b'), ['a\u00a0b'], 'a no-break space is not one of the six');
});
lines.run();

const compare = suite('compareOutput');
compare('equal up to trailing blanks and newlines', () => {
  assert.equal(compareOutput('0\n-1\n', '0  \r\n-1'), { same: true });
});
compare('reports the first differing line with both sides', () => {
  assert.equal(compareOutput('0\n-1\n1\n', '0\n1\n1\n'), { same: false, line: 2, expected: '-1', actual: '1' });
});
compare('missing output lines show as undefined', () => {
  assert.equal(compareOutput('1\n2\n', '1\n'), { same: false, line: 2, expected: '2', actual: undefined });
  assert.equal(compareOutput('1\n', '1\n2\n'), { same: false, line: 2, expected: undefined, actual: '2' });
});
compare('leading blanks and case count', () => {
  assert.is(compareOutput('1', ' 1').same, false);
  assert.is(compareOutput('AC', 'ac').same, false);
});
compare('empty output against an empty answer is the same', () => {
  assert.is(compareOutput('', '\n').same, true);
});
compare.run();

const withOptions = suite('compareWith');
withOptions('no options: the exact line comparison', () => {
  assert.equal(compareWith(undefined, '1 2\n', '1 2  \n\n'), { same: true });
  assert.equal(compareWith(undefined, '1 2\n', '1  2\n'), { same: false, line: 1, expected: '1 2', actual: '1  2' });
});
withOptions('tokens: any whitespace equals any other, the difference named by its token and line', () => {
  const tokens = { by: 'tokens' } as const;
  assert.equal(compareWith(tokens, '1 2\n3\n', '1\n2   3'), { same: true });
  assert.equal(compareWith(tokens, '1 2\n3\n', '1 2\n4\n'), { same: false, line: 2, expected: '3', actual: '4' });
  assert.equal(compareWith(tokens, '1 2\n', '1 2 3\n'), { same: false, line: 1, expected: undefined, actual: '3' });
  assert.equal(compareWith(tokens, '1 2\n', '1\n'), { same: false, line: 1, expected: '2', actual: undefined });
});
withOptions('case: sensitive unless told otherwise, by lines or by tokens', () => {
  assert.is(compareWith({ by: 'tokens' }, 'Yes\n', 'YES\n').same, false);
  assert.is(compareWith({ by: 'tokens', caseSensitive: false }, 'Yes\n', 'YES\n').same, true);
  assert.equal(compareWith({ by: 'lines', caseSensitive: false }, 'Yes\nno\n', 'YES\nmaybe\n'), {
    same: false,
    line: 2,
    expected: 'no',
    actual: 'maybe',
  });
});
withOptions('tolerances: a number within either is accepted, in any notation; words stay exact', () => {
  const abs = { by: 'tokens', absoluteTolerance: 1e-6 } as const;
  assert.is(compareWith(abs, '0.0314\n', '3.14000000e-2\n').same, true);
  assert.is(compareWith(abs, '1.0000000\n', '1.0000009\n').same, true);
  assert.is(compareWith(abs, '1.0000000\n', '1.0000011\n').same, false);
  const rel = { by: 'tokens', relativeTolerance: 1e-3 } as const;
  assert.is(compareWith(rel, '1000\n', '1000.9\n').same, true);
  assert.is(compareWith(rel, '1000\n', '1001.1\n').same, false);
  assert.is(compareWith(rel, 'nan\n', 'nan\n').same, true);
  assert.is(compareWith(rel, 'x1\n', 'x1.0\n').same, false);
  assert.is(compareWith({ by: 'tokens' }, '0.5\n', '0.50\n').same, false, 'without a tolerance numbers are text');
});
withOptions(
  "line-tokens: CMS's white diff, line by line, blanks within and around a line and blank lines at the end aside",
  () => {
    const white = { by: 'line-tokens' } as const;
    assert.is(compareWith(white, '1 2\n3\n', '  1 \t 2\r\n3\v\n \n\n').same, true);
    // A line break is not a blank: the tokens of two lines are not one line's.
    assert.equal(compareWith(white, '1 2\n3\n', '1\n2 3\n'), { same: false, line: 1, expected: '1 2', actual: '1' });
    // An empty line inside counts as a line; one after the answer's last is output too long only where it holds a token.
    assert.equal(compareWith(white, '1\n2\n', '1\n\n2\n'), { same: false, line: 2, expected: '2', actual: '' });
    assert.equal(compareWith(white, '1\n', '1\n\n2\n'), { same: false, line: 3, expected: undefined, actual: '2' });
    assert.is(compareWith(white, 'Yes\n', 'YES\n').same, false, 'case counts, as in CMS');
    assert.is(compareWith({ ...white, caseSensitive: false }, 'Yes\n', 'YES\n').same, true);
  },
);
withOptions('space-change sensitive: whitespace must match run for run', () => {
  const strict = { by: 'tokens', spaceChangeSensitive: true } as const;
  assert.is(compareWith(strict, '1 2\n', '1 2\n').same, true);
  assert.equal(compareWith(strict, '1 2\n', '1  2\n'), { same: false, line: 1, expected: ' ', actual: '  ' });
});
withOptions.run();

const comparison = suite('comparisonChecker');
comparison('accepts what the comparison finds the same; names the first differing line otherwise', () => {
  const tokens = comparisonChecker({ by: 'tokens', absoluteTolerance: 0.01 });
  assert.equal(tokens('', '1.000 2\n', '1.005\n2\n'), { accepted: true });
  assert.equal(tokens('', '1 2\n', '1 3\n'), { accepted: false, reason: 'line 1: expected "2", got "3"' });
  const lines = comparisonChecker({ by: 'lines', caseSensitive: false });
  assert.equal(lines('', 'Yes\n', 'YES  \n'), { accepted: true });
  assert.equal(lines('', 'a\nb\n', 'a\n'), { accepted: false, reason: 'line 2: expected "b", got nothing' });
});

comparison.run();
