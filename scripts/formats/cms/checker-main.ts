// The entry of the CMS export's check/checker: the problem's checker function, or the kit's comparison as one
// (judge/verdict's comparisonChecker), as a program keeping CMS's checker contract (cms/grading/steps/trusted.py's checker_step): `checker input correct_output
// contestant_output`, the outcome on stdout, the message on stderr, exit 0. Bundled into one Node.js file with it.
import { readFileSync } from 'node:fs';
import type { Checker } from '../../../problems/_authoring/index.ts';
import { standardManagerOutput } from './standard-manager-output.ts';

/**
 * Runs `check` on the files CMS names: exit 0 with the standard manager output; a checker that throws, or gives a
 * verdict CMS cannot take, exits 1 with why on stderr (CMS then reports the evaluation failed, as the kit names a
 * checker that breaks).
 */
export function runCmsChecker(check: Checker, passFail: boolean): void {
  const [input, answer, output] = process.argv.slice(2).map((file) => readFileSync(file, 'utf8'));
  try {
    const written = standardManagerOutput(check(input, answer, output), passFail);
    process.stdout.write(written.stdout);
    process.stderr.write(written.stderr);
  } catch (error) {
    process.stderr.write(`the checker failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
