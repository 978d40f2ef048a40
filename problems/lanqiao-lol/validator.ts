// Validator for lanqiao-lol inputs: a count 1..9, then that many rows over L, O, * of length 1..19 without LOL.
import { inputLines, strictInt, tokensOf, type Invalid } from '../_authoring/index.ts';
import { rowMistake } from '../_lol/rows.ts';
import { MAX_LENGTH, MAX_ROWS } from './rows.ts';

export function validate(input: string): Invalid | null {
  const lines = inputLines(input);
  const first = tokensOf(lines[0] ?? '');
  const n = strictInt(first[0]);
  if (first.length !== 1 || n === null)
    return { line: 1, field: 'n', message: `expected one integer, got "${lines[0] ?? ''}"` };
  if (n < 1 || n > MAX_ROWS) return { line: 1, field: 'n', message: `${n} is outside 1..${MAX_ROWS}` };
  if (lines.length !== n + 1)
    return {
      line: Math.min(lines.length, n + 1) + 1,
      field: 'rows',
      message: `expected ${n} rows after n, found ${lines.length - 1}`,
    };
  for (let k = 1; k <= n; k++) {
    const tokens = tokensOf(lines[k]);
    const field = `row ${k}`;
    if (tokens.length !== 1)
      return { line: k + 1, field, message: `expected one row of L, O and *, got ${tokens.length} words` };
    const mistake = rowMistake(tokens[0], MAX_LENGTH);
    if (mistake) return { line: k + 1, field, message: mistake };
  }
  return null;
}
