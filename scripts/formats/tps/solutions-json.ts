// A TPS task's solutions.json read as TPS's verify.py and invoke.py read it: each solution of solution/ with the
// verdict it must get, and "except", the verdict it must get instead in a subtask; exactly one is the model
// solution, whose outputs are the tests' answers.
import { UserError } from '../../../judge/base/index.ts';
import { readJsonFile } from './json-lines.ts';

export const SOLUTIONS_JSON = 'solutions.json';

/** The verdicts solutions.json may name (verify.py's valid_verdicts). */
export const TPS_VERDICTS = [
  'model_solution',
  'correct',
  'time_limit',
  'memory_limit',
  'incorrect',
  'runtime_error',
  'failed',
  'time_limit_and_runtime_error',
  'partially_correct',
] as const;

export type TpsVerdict = (typeof TPS_VERDICTS)[number];

export interface TpsSolution {
  /** Its file name in solution/. */
  file: string;
  verdict: TpsVerdict;
  /** The verdict it must get instead, by subtask. */
  except: Record<string, TpsVerdict>;
  line: number;
}

/** solutions.json of the package `pkg`, read and checked against the subtasks' names; the model solution first. */
export function readSolutionsJson(pkg: string, subtasks: readonly string[]): TpsSolution[] {
  const file = readJsonFile(pkg, SOLUTIONS_JSON);
  const data = file.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new UserError(`${SOLUTIONS_JSON}:1: must map each solution's file name to its verdict`);
  const verdictAt = (path: string[], value: unknown): TpsVerdict => {
    if (TPS_VERDICTS.includes(value as TpsVerdict)) return value as TpsVerdict;
    throw new UserError(`${file.at(path)} must be one of ${TPS_VERDICTS.join(', ')}, got ${JSON.stringify(value)}`);
  };
  const solutions = Object.entries(data as Record<string, unknown>).map(([name, raw]): TpsSolution => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new UserError(`${file.at([name])} must be an object with "verdict"`);
    const fields = raw as Record<string, unknown>;
    const verdict = verdictAt([name, 'verdict'], fields.verdict);
    const given = fields.except ?? {};
    if (typeof given !== 'object' || given === null || Array.isArray(given))
      throw new UserError(`${file.at([name, 'except'])} must map subtasks to verdicts`);
    // Made from entries, so that a subtask named __proto__ is a key like any other.
    const except: Record<string, TpsVerdict> = Object.fromEntries(
      Object.entries(given as Record<string, unknown>).map(([subtask, v]) => {
        if (!subtasks.includes(subtask))
          throw new UserError(`${file.at([name, 'except', subtask])}: no subtask of subtasks.json is named so`);
        return [subtask, verdictAt([name, 'except', subtask], v)];
      }),
    );
    return { file: name, verdict, except, line: file.lineOf([name]) };
  });
  const models = solutions.filter((s) => s.verdict === 'model_solution');
  if (models.length !== 1)
    throw new UserError(
      `${SOLUTIONS_JSON}:${models[1]?.line ?? 1}: field "verdict": exactly one solution must be the model_solution, ${models.length === 0 ? 'none is' : `${models.map((m) => m.file).join(', ')} are`}`,
    );
  return [models[0], ...solutions.filter((s) => s !== models[0])];
}
