// Output comparison, pure: exact text, except that blanks at line ends and trailing empty lines are ignored.

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
