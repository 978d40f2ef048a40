// Turns a problem's generated inputs into tests: each input validated, answered by the accepted solution and
// confirmed by the second solver. Pure apart from running the solvers; `npm run gen` writes the result.
import { UserError } from '../../kit/errors.ts';
import { confirmAnswer, toolsFor } from './problem-tools.ts';
import { formatInvalid } from './validation.ts';

/** The group generated tests live in: testdata/<id>/random/. */
export const GENERATED_GROUP = 'random';

export interface GeneratedTest {
  name: string;
  input: string;
  answer: string;
}

export interface GeneratedSuite {
  tests: GeneratedTest[];
  /** Answer lines the second solver agreed with, and lines it could not decide (too large for it). */
  confirmed: number;
  unconfirmed: number;
}

export function buildGeneratedTests(id: string, options: { confirm: boolean } = { confirm: true }): GeneratedSuite {
  const tools = toolsFor(id);
  const tests: GeneratedTest[] = [];
  const names = new Set<string>();
  let confirmed = 0;
  let unconfirmed = 0;
  for (const { name, input } of tools.generate()) {
    if (names.has(name)) throw new UserError(`${id}: the generator made two cases named ${name}`);
    names.add(name);
    const invalid = tools.validate(input);
    if (invalid) throw new UserError(`generator made an invalid case: ${formatInvalid(id, `${GENERATED_GROUP}/${name}.in`, invalid)}`);
    const answer = tools.accepted(input);
    if (options.confirm) {
      const check = confirmAnswer(tools, input, answer);
      if ('line' in check) {
        throw new UserError(
          `${id}: ${GENERATED_GROUP}/${name}: the accepted solution and the second solver disagree on answer line ${check.line}: ${check.accepted} vs ${check.reference}`,
        );
      }
      confirmed += check.confirmed;
      unconfirmed += check.unconfirmed;
    }
    tests.push({ name, input, answer });
  }
  return { tests, confirmed, unconfirmed };
}
