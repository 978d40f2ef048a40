// Test files and inputs as text: strict UTF-8, or one line saying why a file cannot be used.
import { readFileSync } from 'node:fs';

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** For output: a byte-order mark is kept, as bytes it is. */
const utf8WithMark = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Reads a test file as UTF-8 text, or says in one line why it cannot be used. */
export function readTestText(file: string): { text: string } | { error: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return { error: `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  return decodeTestText(bytes);
}

/** Bytes as UTF-8 text, or the one-line reason they are not. */
export function decodeTestText(bytes: Uint8Array): { text: string } | { error: string } {
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    return { error: 'not UTF-8 text' };
  }
}

/**
 * A program's output as text without losing a byte: valid UTF-8 as it reads, and each byte that is not part of a
 * valid sequence as the lone surrogate U+DC00 + byte (Python's "surrogateescape"), which no valid text holds. Two
 * outputs are equal as text exactly when they are equal as bytes, as Kattis compares them; an invalid byte never
 * passes for the U+FFFD a lossy decoder would make of it.
 */
export function decodeOutput(bytes: Uint8Array): string {
  try {
    return utf8WithMark.decode(bytes);
  } catch {
    // some byte is not UTF-8: decoded sequence by sequence below
  }
  let text = '';
  let start = 0;
  for (let i = 0; i < bytes.length; ) {
    const length = sequenceLength(bytes, i);
    if (length > 0) {
      i += length;
      continue;
    }
    text += utf8WithMark.decode(bytes.subarray(start, i)) + String.fromCharCode(0xdc00 + bytes[i]);
    start = ++i;
  }
  return text + utf8WithMark.decode(bytes.subarray(start));
}

/** The length of the valid UTF-8 sequence starting at i (no overlong forms, surrogates or code points past U+10FFFF), or 0. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  if (b < 0x80) return 1;
  const next = (k: number, low = 0x80, high = 0xbf) =>
    i + k < bytes.length && bytes[i + k] >= low && bytes[i + k] <= high;
  if (b >= 0xc2 && b <= 0xdf) return next(1) ? 2 : 0;
  if (b >= 0xe0 && b <= 0xef) {
    const low = b === 0xe0 ? 0xa0 : 0x80;
    const high = b === 0xed ? 0x9f : 0xbf;
    return next(1, low, high) && next(2) ? 3 : 0;
  }
  if (b >= 0xf0 && b <= 0xf4) {
    const low = b === 0xf0 ? 0x90 : 0x80;
    const high = b === 0xf4 ? 0x8f : 0xbf;
    return next(1, low, high) && next(2) && next(3) ? 4 : 0;
  }
  return 0;
}
