// Output comparison, pure: exact text, except that blanks at line ends and trailing empty lines are ignored; or as
// a problem's `compare` says (tokens, case, float tolerances).
import type { OutputComparison } from '../../problems/_authoring/index.ts';

export type Comparison =
  | { same: true }
  | { same: false; line: number; expected: string | undefined; actual: string | undefined };

/** Splits output into lines with trailing blanks (space, tab, CR) removed and trailing empty lines dropped. */
export function normalizedLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.replace(/[ \t\r]+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Compares two outputs; on a difference, reports the first differing line (1-based) and both sides of it. */
export function compareOutput(expected: string, actual: string): Comparison {
  const want = normalizedLines(expected);
  const got = normalizedLines(actual);
  const count = Math.max(want.length, got.length);
  for (let i = 0; i < count; i++) {
    if (want[i] !== got[i]) return { same: false, line: i + 1, expected: want[i], actual: got[i] };
  }
  return { same: true };
}

/** A decimal or exponent number as judges print them; Kattis's default validator takes such tokens as floats. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Two tokens agree: equal (up to case where asked), or numbers within a tolerance that is set. */
function tokensAgree(want: string, got: string, options: OutputComparison): boolean {
  if (options.caseSensitive === false ? want.toLowerCase() === got.toLowerCase() : want === got) return true;
  const { absoluteTolerance: abs, relativeTolerance: rel } = options;
  if ((abs === undefined && rel === undefined) || !NUMBER.test(want) || !NUMBER.test(got)) return false;
  const a = Number(want);
  const b = Number(got);
  const error = Math.abs(a - b);
  return (abs !== undefined && error <= abs) || (rel !== undefined && error <= rel * Math.abs(a));
}

/** The tokens of a text with the line each starts on; with spaceChangeSensitive, the whitespace runs are tokens too. */
function tokenize(text: string, keepSpace: boolean): { token: string; line: number }[] {
  const tokens: { token: string; line: number }[] = [];
  let line = 1;
  for (const match of text.matchAll(/\s+|\S+/g)) {
    const token = match[0];
    if (keepSpace || !/^\s/.test(token)) tokens.push({ token, line });
    line += token.split('\n').length - 1;
  }
  return tokens;
}

/**
 * Compares output with the answer as the problem's `compare` says (lines, exactly, where it sets none): by lines (compareOutput, with case folded where asked), or by
 * tokens as Kattis's default output validator does. A difference names the output's line and both sides.
 */
export function compareWith(options: OutputComparison | undefined, expected: string, actual: string): Comparison {
  if (options === undefined || (options.by === 'lines' && options.caseSensitive !== false))
    return compareOutput(expected, actual);
  if (options.by === 'lines') {
    const folded = compareOutput(expected.toLowerCase(), actual.toLowerCase());
    if (folded.same) return folded;
    return {
      ...folded,
      expected: normalizedLines(expected)[folded.line - 1],
      actual: normalizedLines(actual)[folded.line - 1],
    };
  }
  const keepSpace = options.spaceChangeSensitive === true;
  const want = tokenize(expected, keepSpace);
  const got = tokenize(actual, keepSpace);
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    const w = want[i];
    const g = got[i];
    if (w && g && (keepSpace && /^\s/.test(w.token) ? w.token === g.token : tokensAgree(w.token, g.token, options)))
      continue;
    const show = (t: { token: string } | undefined) =>
      t === undefined ? undefined : JSON.stringify(t.token).slice(1, -1);
    return { same: false, line: g?.line ?? got.at(-1)?.line ?? 1, expected: show(w), actual: show(g) };
  }
  return { same: true };
}
