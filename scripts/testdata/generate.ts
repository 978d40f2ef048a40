// Turns a problem's generated inputs into tests: each input validated, answered by the accepted solution and
// confirmed by the second solver. Pure apart from running the solvers; `npm run gen` writes the result.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { UserError, writeFileAtomic } from '../../judge/base/index.ts';
import { GROUPS, TEST_NAME, TEST_NAME_RULE, testdataDir, type Problem } from '../../judge/registry/index.ts';
import { formatInvalid } from '../../problems/_authoring/index.ts';
import { checkInput } from '../../judge/validate/index.ts';
import { confirmer, loadAnswerer } from './answers.ts';

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

export async function buildGeneratedTests(
  root: string,
  problem: Problem,
  options: { confirm: boolean } = { confirm: true },
): Promise<GeneratedSuite> {
  const { id } = problem;
  if (!problem.generate) throw new UserError(`${id}: problem.ts declares no generator (generate)`);
  const answerer = await loadAnswerer(root, problem);
  const tests: GeneratedTest[] = [];
  const names = new Set<string>();
  let confirmed = 0;
  let unconfirmed = 0;
  const cases = problem.generate();
  if (cases.length === 0) throw new UserError(`${id}: the generator made no cases (generate() returned an empty list)`);
  for (const { name, input } of cases) {
    if (!TEST_NAME.test(name))
      throw new UserError(`${id}: the generator made a case named "${name}": use ${TEST_NAME_RULE}`);
    if (names.has(name)) throw new UserError(`${id}: the generator made two cases named ${name}`);
    names.add(name);
    const invalid = checkInput(problem, input, GROUPS.random);
    if (invalid)
      throw new UserError(
        `generator made an invalid case: ${formatInvalid(id, `${GROUPS.random}/${name}.in`, invalid)}`,
      );
    const check = answerer(input, options);
    if ('disagreement' in check) throw new UserError(`${id}: ${GROUPS.random}/${name}: ${check.disagreement}`);
    if (options.confirm) {
      confirmed += check.confirmed;
      unconfirmed += check.unconfirmed;
    }
    tests.push({ name, input, answer: check.answer });
  }
  return { tests, confirmed, unconfirmed };
}

export interface WriteSummary {
  dir: string;
  tests: number;
  written: number;
  removed: number;
  /** Who confirmed the answers (see confirmer). */
  confirmedBy: string;
  confirmed: number;
  unconfirmed: number;
}

/**
 * Makes testdata/<id>/random/ hold exactly the generated tests: changed files rewritten, stale ones removed. With
 * `confirm: false` the answers are the accepted solution's (or the jury's) alone (a scaffold whose players are stubs).
 */
export async function writeGeneratedTests(
  root: string,
  problem: Problem,
  options: { confirm: boolean } = { confirm: true },
): Promise<WriteSummary> {
  const suite = await buildGeneratedTests(root, problem, options);
  const dir = testdataDir(root, problem.id, GROUPS.random);
  mkdirSync(dir, { recursive: true });
  const wanted = new Set(suite.tests.flatMap((t) => [`${t.name}.in`, `${t.name}.ans`]));
  let removed = 0;
  for (const file of readdirSync(dir)) {
    if (!wanted.has(file)) {
      rmSync(join(dir, file));
      removed++;
    }
  }
  let written = 0;
  for (const test of suite.tests) {
    if (writeIfChanged(join(dir, `${test.name}.in`), test.input)) written++;
    if (writeIfChanged(join(dir, `${test.name}.ans`), test.answer)) written++;
  }
  return {
    dir,
    tests: suite.tests.length,
    written,
    removed,
    confirmedBy: confirmer(problem),
    confirmed: suite.confirmed,
    unconfirmed: suite.unconfirmed,
  };
}

function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  writeFileAtomic(file, content);
  return true;
}
