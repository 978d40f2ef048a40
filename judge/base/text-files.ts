// Test files and inputs as text: strict UTF-8, or one line saying why a file cannot be used.
import { readFileSync } from 'node:fs';

const utf8 = new TextDecoder('utf-8', { fatal: true });

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
