// The tests of a problem's own programs, for verify: each validator test accepted or refused as it says (run as a test
// of its group is), and each checker test given the verdict it expects (testlib's OK, WA, PE, or the checker's
// failure), as a Polygon package holds its validator and checker to them.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { prepareChecker } from '../../judge/core/index.ts';
import type { Problem } from '../../judge/registry/index.ts';
import { PRESENTATION_ERROR, runChecker } from '../../judge/run/index.ts';
import { checkInput } from '../../judge/validate/index.ts';
import type { CheckerTestVerdict } from '../../problems/_authoring/index.ts';

/**
 * What a row of verify says of one of a problem's own checks (its invalid inputs, its bounds, its validator's and its
 * checker's own tests): the row's label, whether it holds, and in words.
 */
export interface ProgramTestsRow {
  label: string;
  ok: boolean;
  said: string;
  /** What verify's last lines say when it does not hold (by default: "the <label> do not hold: <said>"). */
  fault?: string;
}

/** Every validator test, against what it says; null where the problem has none. */
export function validatorTestsRow(root: string, problem: Problem): ProgramTestsRow | null {
  const tests = problem.validatorTests ?? [];
  if (tests.length === 0) return null;
  const wrong = tests.flatMap((test) => {
    const refused = checkInput(problem, readFileSync(test.input, 'utf8'), test.group);
    if ((refused === null) === test.valid) return [];
    const as = test.group === undefined ? '' : ` as a test of ${test.group}`;
    const got = refused === null ? 'accepted' : `refused (${refused.message})`;
    return [`${relative(root, test.input)}${as}: ${got}, expected ${test.valid ? 'valid' : 'invalid'}`];
  });
  return {
    label: '(validator tests)',
    ok: wrong.length === 0,
    said: wrong.length === 0 ? `all ${tests.length} as expected` : `${wrong.length} of ${tests.length}: ${wrong[0]}`,
  };
}

/** Every checker test, against the verdict it expects; null where the problem has none. */
export async function checkerTestsRow(root: string, problem: Problem): Promise<ProgramTestsRow | null> {
  const tests = problem.checkerTests ?? [];
  if (tests.length === 0 || !problem.checkerProgram) return null;
  const program = await prepareChecker(root, problem);
  const wrong: string[] = [];
  for (const test of tests) {
    const checked = await runChecker({
      program,
      contract: problem.checkerProgram.contract,
      inputFile: test.input,
      answerFile: test.answer,
      output: readFileSync(test.output, 'utf8'),
      args: problem.checkerProgram.args,
    });
    const got: CheckerTestVerdict =
      'failure' in checked
        ? 'crashed'
        : checked.verdict.accepted
          ? 'ok'
          : checked.verdict.reason.startsWith(PRESENTATION_ERROR)
            ? 'presentation-error'
            : 'wrong-answer';
    if (got !== test.verdict) wrong.push(`${relative(root, test.output)}: ${got}, expected ${test.verdict}`);
  }
  return {
    label: '(checker tests)',
    ok: wrong.length === 0,
    said: wrong.length === 0 ? `all ${tests.length} as expected` : `${wrong.length} of ${tests.length}: ${wrong[0]}`,
  };
}
