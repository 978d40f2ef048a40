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

/** An integer field's bounds and its reader: `read(token)` gives the value, or one message of what was read and allowed. */
export interface IntField<T extends number | bigint> {
  min: T;
  max: T;
  read(token: string | undefined): { value: T } | { message: string };
}

/** An integer as contests write it: an optional minus, no plus, no leading zero, no "-0". */
const INTEGER = /^(0|-?[1-9]\d*)$/;

/** The most characters of a token a message repeats. */
const SHOWN_TOKEN = 24;

function readInteger(token: string | undefined, min: bigint, max: bigint): bigint | string {
  const allowed = `expected an integer in ${min}..${max}`;
  if (token === undefined || token === '') return `${allowed}, got nothing`;
  const shown =
    token.length > SHOWN_TOKEN ? `"${token.slice(0, SHOWN_TOKEN)}..." (${token.length} characters)` : `"${token}"`;
  if (!INTEGER.test(token)) return `${allowed}, got ${shown} (digits with an optional minus; no plus, no leading zero)`;
  const value = BigInt(token);
  return value < min || value > max ? `${allowed}, got ${shown}` : value;
}

/**
 * An integer field from `min` to `max`, both included, as contest statements bound them (`int(-1e9, 1e9)`): signed,
 * in decimal, as testlib reads one (no plus sign, no leading zero, no "-0"). The bounds must be safe integers (to
 * 2^53 - 1); past that, bigInt.
 */
export function int(min: number, max: number): IntField<number> {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max)
    throw new RangeError(`int(${min}, ${max}): bounds must be safe integers, min <= max (bigInt reads past 2^53)`);
  return {
    min,
    max,
    read(token) {
      const read = readInteger(token, BigInt(min), BigInt(max));
      return typeof read === 'string' ? { message: read } : { value: Number(read) };
    },
  };
}

/** An integer field read as a bigint, for bounds past 2^53 (64-bit values and beyond): `bigInt(-(2n ** 63n), 2n ** 63n - 1n)`. */
export function bigInt(min: bigint, max: bigint): IntField<bigint> {
  if (min > max) throw new RangeError(`bigInt(${min}, ${max}): min must be <= max`);
  return {
    min,
    max,
    read(token) {
      const read = readInteger(token, min, max);
      return typeof read === 'string' ? { message: read } : { value: read };
    },
  };
}
