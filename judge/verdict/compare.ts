// Output comparison, pure: exact text, except that blanks at line ends and trailing empty lines are ignored; or as
// a problem's `compare` says (tokens, each line's tokens, case, float tolerances).
import type { Checker, OutputComparison } from '../../problems/_authoring/index.ts';

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
  return firstDifference(normalizedLines(expected), normalizedLines(actual));
}

/**
 * Splits output into lines as CMS's white diff sees them (cms/grading/steps/whitediff.py): each line's runs of ASCII
 * whitespace made one space and its ends stripped, the lines left empty at the end dropped.
 */
export function whiteDiffLines(text: string): string[] {
  const lines = text.split('\n').map((line) =>
    line
      .split(/[ \t\v\f\r]+/)
      .filter(Boolean)
      .join(' '),
  );
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The first line two lists of lines differ at (1-based), with both sides of it. `blankPastEnd`: an empty line where
 * the other side has ended is no difference (CMS's white diff reads on until a line holds something).
 */
function firstDifference(want: string[], got: string[], blankPastEnd = false): Comparison {
  const count = Math.max(want.length, got.length);
  for (let i = 0; i < count; i++) {
    if (blankPastEnd && (want[i] ?? '') === (got[i] ?? '')) continue;
    if (want[i] !== got[i]) return { same: false, line: i + 1, expected: want[i], actual: got[i] };
  }
  return { same: true };
}

/** Whitespace as Kattis's default validator sees it (isspace in the C locale): no other character separates tokens. */
const SPACE = '[ \\t\\n\\v\\f\\r]';
const TOKENS = new RegExp(`${SPACE}+|[^ \\t\\n\\v\\f\\r]+`, 'g');
const STARTS_WITH_SPACE = new RegExp(`^${SPACE}`);

/** Letters folded as strcasecmp folds them in the C locale: A-Z only (É and the Kelvin sign stay as they are). */
const asciiLower = (token: string) => token.replace(/[A-Z]/g, (c) => c.toLowerCase());

// The default validator reads a float with glibc's sscanf("%lf"), which takes an exponent marker with no digits after
// it ("1e", "1.5E+", "0x1p") as no exponent, and "0x." as 0, but not "0x", "." or "0x.p1".
const DECIMAL = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:[eE]([+-]?\d*))?$/;
const HEX = /^([+-]?)0[xX](?:(?:([0-9a-fA-F]+)(?:\.([0-9a-fA-F]*))?|\.([0-9a-fA-F]+))(?:[pP]([+-]?\d*))?|\.)$/;

/** An exponent as sscanf reads it: no digits (a bare sign included) count as 0. */
const exponentOf = (text: string | undefined) => (text === undefined || !/\d/.test(text) ? 0 : Number(text));

/**
 * A token's value where the whole token reads as a finite double, as the default validator's sscanf("%lf") takes it
 * (decimal or hexadecimal, 0x1.8p1); infinities, NaN and what overflows to them are not numbers there. Else null.
 */
export function floatValue(token: string): number | null {
  let value: number;
  const hex = HEX.exec(token);
  const decimal = hex ? null : DECIMAL.exec(token);
  if (hex) {
    const [, sign, whole = '', fraction = hex[4] ?? '', , exponent] = hex;
    const digits = whole + fraction;
    const mantissa = digits === '' ? 0 : Number(BigInt(`0x${digits}`));
    value = mantissa * 2 ** (exponentOf(exponent) - 4 * fraction.length);
    if (sign === '-') value = -value;
  } else if (decimal) value = Number(`${decimal[1]}e${exponentOf(decimal[2])}`);
  else return null;
  return Number.isFinite(value) ? value : null;
}

/**
 * Two tokens agree as Kattis's default validator decides: where a tolerance is set and the answer's token is a
 * number, the output's must be a number within it; otherwise the two are equal, up to ASCII case where asked.
 */
function tokensAgree(want: string, got: string, options: OutputComparison): boolean {
  const { absoluteTolerance: abs, relativeTolerance: rel } = options;
  const expected = abs === undefined && rel === undefined ? null : floatValue(want);
  if (expected !== null) {
    const value = floatValue(got);
    if (value === null) return false;
    const error = Math.abs(expected - value);
    return (abs !== undefined && error <= abs) || (rel !== undefined && error <= rel * Math.abs(expected));
  }
  return options.caseSensitive === false ? asciiLower(want) === asciiLower(got) : want === got;
}

/** The tokens of a text with the line each starts on; with spaceChangeSensitive, the whitespace runs are tokens too. */
function tokenize(text: string, keepSpace: boolean): { token: string; line: number }[] {
  const tokens: { token: string; line: number }[] = [];
  let line = 1;
  for (const match of text.matchAll(TOKENS)) {
    const token = match[0];
    if (keepSpace || !STARTS_WITH_SPACE.test(token)) tokens.push({ token, line });
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
  if (options.by === 'line-tokens') {
    const fold = (text: string) => (options.caseSensitive === false ? asciiLower(text) : text);
    return firstDifference(whiteDiffLines(fold(expected)), whiteDiffLines(fold(actual)), true);
  }
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
    if (
      w &&
      g &&
      (keepSpace && STARTS_WITH_SPACE.test(w.token) ? w.token === g.token : tokensAgree(w.token, g.token, options))
    )
      continue;
    const show = (t: { token: string } | undefined) =>
      t === undefined ? undefined : JSON.stringify(t.token).slice(1, -1);
    return { same: false, line: g?.line ?? got.at(-1)?.line ?? 1, expected: show(w), actual: show(g) };
  }
  return { same: true };
}

/**
 * The comparison as a checker function, for a program that judges where the kit does not (the CMS export's
 * check/checker): accepted where compareWith finds the output the same as the answer, else the first differing line.
 */
export function comparisonChecker(options: OutputComparison | undefined): Checker {
  return (_input, expected, output) => {
    const found = compareWith(options, expected, output);
    if (found.same) return { accepted: true };
    const side = (text: string | undefined) => (text === undefined ? 'nothing' : JSON.stringify(text));
    return {
      accepted: false,
      reason: `line ${found.line}: expected ${side(found.expected)}, got ${side(found.actual)}`,
    };
  };
}
