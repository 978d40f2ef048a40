// What validators share: the shape of a complaint, and reading input as lines of blank-separated tokens.

/** Why an input is not valid: the 1-based line, the field on it, and what was expected. */
export interface Invalid {
  /** 1-based; 0 where it is not known (a validator program says only yes or no). */
  line: number;
  field: string;
  message: string;
}

export type Validator = (input: string) => Invalid | null;

/** One line of a complaint, naming the problem and the file: `bhoj-1460: case.in:3: node 1 count: ...`. */
export function formatInvalid(problemId: string, source: string, invalid: Invalid): string {
  const at = invalid.line > 0 ? `${source}:${invalid.line}` : source;
  return `${problemId}: ${at}: ${invalid.field}: ${invalid.message}`;
}

/**
 * The lines of an input with CR line ends removed and trailing empty lines dropped; the statements accept CRLF,
 * runs of blanks and a missing final newline, so validators do too.
 */
export function inputLines(input: string): string[] {
  const lines = input.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  return lines;
}

/** A line's tokens: what lies between runs of spaces and tabs. */
export function tokensOf(line: string): string[] {
  return line.split(/[ \t]+/).filter((t) => t !== '');
}

/** The greatest integer strictInt reads: nine digits. */
export const STRICT_INT_MAX = 999_999_999;

/** A plain decimal integer without sign or leading zeros, 0 to STRICT_INT_MAX (nine digits at most), or null. */
export function strictInt(token: string | undefined): number | null {
  if (token === undefined || !/^(0|[1-9]\d{0,8})$/.test(token)) return null;
  return Number(token);
}
