// A TPS task's problem.json read as TPS's scripts read it (scripts/internal/problem_data.sh, verify.py): the short
// name, title, task type and limits, and the flags whose defaults follow the type (has_grader, has_checker,
// has_manager), each field checked and a bad one named at its line.
import { UserError } from '../../../judge/base/index.ts';
import { type JsonFile, readJsonFile } from './json-lines.ts';

export const PROBLEM_JSON = 'problem.json';

export interface TpsProblem {
  /** The short name: the solution is compiled as <name>.<ext>, beside the grader's <name>.h. */
  name: string;
  title: string;
  /** Batch, OutputOnly, Communication, TwoSteps, or another word TPS runs as a batch task. */
  type: string;
  timeMs: number;
  memoryMb: number;
  hasGrader: boolean;
  /** The grader's file name without its extension (grader/<lang>/<graderName>.<ext>). */
  graderName: string;
  hasChecker: boolean;
  hasManager: boolean;
  /** Where a field is, for messages: "problem.json:4: field "type"". */
  at: JsonFile['at'];
}

/** A name TPS writes into file names and C++ identifiers: letters, digits and '_', not starting with a digit. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** problem.json of the package `pkg`, read and checked. */
export function readProblemJson(pkg: string): TpsProblem {
  const file = readJsonFile(pkg, PROBLEM_JSON);
  const data = file.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new UserError(`${PROBLEM_JSON}:1: must be an object of fields ("name", "type", "time_limit", ...)`);
  const fields = data as Record<string, unknown>;
  const bad = (field: string, must: string): never => {
    const given = field in fields ? `, got ${JSON.stringify(fields[field])}` : ' (it is missing)';
    throw new UserError(`${file.at([field])} must be ${must}${given}`);
  };
  const text = (field: string, pattern: RegExp | null, must: string): string => {
    const v = fields[field];
    return typeof v === 'string' && v !== '' && (pattern === null || pattern.test(v)) ? v : bad(field, must);
  };
  const positive = (field: string, must: string): number => {
    const v = fields[field];
    return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : bad(field, must);
  };
  // A flag TPS takes as "true" or "false", its default where it is not given.
  const flag = (field: string, otherwise: boolean): boolean => {
    const v = fields[field];
    if (v === undefined) return otherwise;
    return typeof v === 'boolean' ? v : bad(field, 'true or false');
  };
  const name = text('name', IDENTIFIER, "the task's short name (letters, digits and '_')");
  const type = text('type', null, 'the task type: Batch, OutputOnly, Communication or TwoSteps');
  const timeS = positive('time_limit', 'the time limit in seconds, a number above 0');
  const memoryMb = positive('memory_limit', 'the memory limit in MB, a number above 0');
  if (!Number.isInteger(memoryMb)) bad('memory_limit', 'a whole number of MB');
  const title = fields.title === undefined ? name : text('title', null, 'the task title');
  const graderName =
    fields.grader_name === undefined ? 'grader' : text('grader_name', IDENTIFIER, "a name (letters, digits and '_')");
  // problem_data.sh: an output-only task has no grader; a communication task a manager and no checker.
  const outputOnly = type.startsWith('Output');
  const communication = type.startsWith('Communicat');
  return {
    name,
    title,
    type,
    timeMs: Math.round(timeS * 1000),
    memoryMb,
    hasGrader: flag('has_grader', !outputOnly),
    graderName,
    hasChecker: flag('has_checker', !communication),
    hasManager: flag('has_manager', communication),
    at: file.at,
  };
}
