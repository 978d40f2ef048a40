// The entry of the CMS export's check/checker: the problem's checker function, or the kit's comparison, as a program
// keeping CMS's checker contract (cms/grading/steps/trusted.py's checker_step): `checker input correct_output
// contestant_output`, the outcome on stdout, the message on stderr, exit 0. Bundled into one Node.js file with it.
import { readFileSync } from 'node:fs';
import type { Checker, OutputComparison } from '../../../problems/_authoring/index.ts';
import type { compareWith } from '../../../judge/verdict/index.ts';
import { standardManagerOutput } from './standard-manager-output.ts';

/**
 * The kit's comparison as a checker: accepted where `compare` (judge/verdict's compareWith, which the bundle's entry
 * imports from its own file: the verdict face brings the judge's runner with it) finds the output the same.
 */
export function comparisonChecker(compare: typeof compareWith, options: OutputComparison | undefined): Checker {
  return (_input, expected, output) => {
    const found = compare(options, expected, output);
    if (found.same) return { accepted: true };
    const side = (text: string | undefined) => (text === undefined ? 'nothing' : JSON.stringify(text));
    return {
      accepted: false,
      reason: `line ${found.line}: expected ${side(found.expected)}, got ${side(found.actual)}`,
    };
  };
}

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
