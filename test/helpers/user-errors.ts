// Bad input refused as the kit refuses it: a UserError whose one line is exactly the one expected (its file, line
// and field), for each case of a reader's table of bad inputs; or the line itself, for an async reader's refusal.
import * as assert from 'uvu/assert';
import { UserError } from '../../judge/base/index.ts';

/** Each `input` of `cases` refused by `read` with a UserError saying exactly its `message`. */
export function assertRefusals<T>(cases: readonly [input: T, message: string][], read: (input: T) => unknown): void {
  for (const [input, message] of cases)
    assert.throws(
      () => read(input),
      (error: Error) => error instanceof UserError && error.message === message,
      message,
    );
}

/**
 * The one line a call (an async reader's too) refuses its input with: its UserError's message, failing the test where
 * it throws anything else; 'read' where it returns, so that an assertion on the line shows what happened.
 */
export async function refusalOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    assert.instance(error, UserError);
    return (error as Error).message;
  }
  return 'read';
}
