import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compareOutput, normalizedLines } from '../../../judge/verdict/compare.ts';

const lines = suite('normalizedLines');
lines('drops blanks at line ends and trailing empty lines', () => {
  assert.equal(normalizedLines('1 \t\r\n2\n\n\n'), ['1', '2']);
});
lines('keeps leading blanks and inner empty lines', () => {
  assert.equal(normalizedLines(' 1\n\n2'), [' 1', '', '2']);
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
