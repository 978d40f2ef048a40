// Saves one new test case: validated, answered by the accepted solution, confirmed by the second solver, written
// atomically to testdata/<id>/manual/NAME.{in,ans}. Shared by `add-case` and `stress --save`; writes nothing on error.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { UserError, createFileAtomic } from '../../judge/base/index.ts';
import {
  GROUPS,
  loadProblem,
  type Problem,
  TEST_NAME,
  TEST_NAME_RULE,
  testdataDir,
} from '../../judge/registry/index.ts';
import { formatInvalid } from '../../problems/_authoring/index.ts';
import { checkInput } from '../../judge/validate/index.ts';
import { confirmer, loadAnswerer } from './answers.ts';

export interface SaveRequest {
  /** The root, holding testdata/. */
  root: string;
  id: string;
  input: string;
  /** Defaults to a name made from a hash of the input. */
  name?: string;
  /** Where the input came from, for messages: a file name or "stdin". */
  source: string;
  /** Check and answer it, but write nothing (the page's "check" before "save"). */
  dryRun?: boolean;
}

export interface SavedCase {
  inFile: string;
  ansFile: string;
  answer: string;
  /** Who confirmed the answer: the second solver, or both players' games against an interactive problem's jury. */
  confirmedBy: string;
  /** Answer lines the second solver agreed with, and lines too large for it. */
  confirmed: number;
  unconfirmed: number;
}

/** A test with the same input anywhere in the problem's data, if there is one. */
function findSameInput(root: string, id: string, input: string): string | null {
  const dir = testdataDir(root, id);
  if (!existsSync(dir)) return null;
  for (const group of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const file of readdirSync(join(dir, group.name)).filter((f) => f.endsWith('.in'))) {
      if (readFileSync(join(dir, group.name, file), 'utf8') === input)
        return relative(root, join(dir, group.name, file));
    }
  }
  return null;
}

/** What an input's answer rests on: the answer, and who confirmed it how far. */
export type CheckedAnswer = Pick<SavedCase, 'answer' | 'confirmedBy' | 'confirmed' | 'unconfirmed'>;

/** The problem, loaded, and the input validated against it: a UserError naming the field where it is not valid. */
async function validInput(root: string, id: string, input: string, source: string): Promise<Problem> {
  const problem = await loadProblem(root, id);
  const invalid = checkInput(problem, input);
  if (invalid) throw new UserError(`invalid input, nothing written: ${formatInvalid(id, source, invalid)}`);
  return problem;
}

/** A valid input answered by the accepted solution and confirmed (by the second solver, or both players' games). */
async function answerValid(root: string, problem: Problem, input: string): Promise<CheckedAnswer> {
  const { answer, ...confirmation } = (await loadAnswerer(root, problem))(input);
  if ('disagreement' in confirmation) {
    throw new UserError(
      `${problem.id}: ${confirmation.disagreement}; nothing written: this input may have found a bug`,
    );
  }
  return { answer, confirmedBy: confirmer(problem), ...confirmation };
}

/**
 * An input checked as add-case checks it: validated by the problem's format, answered by the accepted solution and
 * confirmed by the second solver (or both players' games against an interactive problem's jury). Writes nothing.
 */
export async function answerInput(root: string, id: string, input: string, source: string): Promise<CheckedAnswer> {
  return answerValid(root, await validInput(root, id, input, source), input);
}

export async function saveCase(request: SaveRequest): Promise<SavedCase> {
  const { root, id, input } = request;
  // Validated first: a bad input is named before a name or a duplicate is looked at.
  const problem = await validInput(root, id, input, request.source);

  const name = request.name ?? `case-${createHash('sha256').update(input).digest('hex').slice(0, 10)}`;
  if (!TEST_NAME.test(name)) {
    throw new UserError(`--name "${name}": use ${TEST_NAME_RULE}`);
  }
  const dir = testdataDir(root, id, GROUPS.manual);
  const inFile = join(dir, `${name}.in`);
  const ansFile = join(dir, `${name}.ans`);
  for (const f of [inFile, ansFile]) {
    if (existsSync(f))
      throw new UserError(`${relative(root, f)} already exists; choose another --name (nothing written)`);
  }
  const duplicate = findSameInput(root, id, input);
  if (duplicate) throw new UserError(`${duplicate} already holds this input (nothing written)`);

  const saved = { inFile, ansFile, ...(await answerValid(root, problem, input)) };
  if (request.dryRun) return saved;
  mkdirSync(dir, { recursive: true });
  // The answer goes first: should the process die between the two, the judge reports the lone .ans by name.
  createFileAtomic(ansFile, saved.answer);
  try {
    createFileAtomic(inFile, input);
  } catch (error) {
    rmSync(ansFile, { force: true });
    throw error;
  }
  return saved;
}
