// A C++ program folder of a Kattis package built as Kattis builds one (every C++ source in it, one program) and run in
// Kattis's validator contracts, each run in a working folder of its own, which is then looked at for the file a
// program planted by a hostile name makes (hostile-text.ts). Shared by the wrapper's unit test and the Polygon
// import's test of the same names exported to Kattis.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { PLANTED_FILE } from './hostile-text.ts';

/** Builds `folder`'s C++ sources as one program, `folder/program`, failing the test on a compile error; its path. */
export function buildKattisProgram(folder: string): string {
  const sources = readdirSync(folder).filter((file) => /\.(cc|cpp|cxx)$/.test(file));
  const built = spawnSync('g++', ['-o', 'program', ...sources], { cwd: folder, encoding: 'utf8' });
  assert.is(built.status, 0, built.stderr);
  return join(folder, 'program');
}

/** Runs `program` in a new folder under `scratch` with `files` written there; fails the test if a planted one ran. */
function runIn(scratch: string, program: string, args: string[], files: Record<string, string>, stdin: string) {
  const work = mkdtempSync(join(scratch, 'run-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(work, name), text);
  mkdirSync(join(work, 'feedback'));
  const { status } = spawnSync(program, args, { cwd: work, input: stdin });
  assert.not.ok(existsSync(join(work, PLANTED_FILE)), 'the program planted by a file name ran');
  return { status, work };
}

/** An output validator's exit and judge message on `output`, as Kattis calls it: input answer feedback_dir < output. */
export function runOutputValidator(
  scratch: string,
  program: string,
  test: { input: string; answer: string; output: string },
): [number | null, string] {
  const { status, said } = runOutputValidatorScored(scratch, program, test);
  return [status, said];
}

/** runOutputValidator, with the score files it wrote (score_multiplier.txt, score.txt), null where it wrote none. */
export function runOutputValidatorScored(
  scratch: string,
  program: string,
  test: { input: string; answer: string; output: string },
): { status: number | null; said: string; multiplier: string | null; score: string | null } {
  const files = { in: test.input, ans: test.answer };
  const { status, work } = runIn(scratch, program, ['in', 'ans', 'feedback'], files, test.output);
  const read = (name: string) => {
    const file = join(work, 'feedback', name);
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
  };
  return {
    status,
    said: read('judgemessage.txt') ?? '',
    multiplier: read('score_multiplier.txt'),
    score: read('score.txt'),
  };
}

/** An input validator's exit on `input`, on its stdin as Kattis gives it. */
export function runInputValidator(scratch: string, program: string, input: string): number | null {
  return runIn(scratch, program, [], {}, input).status;
}
