// A TPS task's subtasks.json read as TPS's scripts read it (get_test_validators.py, invoke.py, verify.py): each
// subtask's index, score and validators, the global validators every test goes through, and the subtask-sensitive
// ones run once for each subtask holding a test, told it through their {subtask} placeholder.
import { UserError } from '../../../judge/base/index.ts';
import { type JsonFile, readJsonFile } from './json-lines.ts';

export const SUBTASKS_JSON = 'subtasks.json';

export interface TpsSubtask {
  name: string;
  index: number;
  score: number;
  /** Its validators' command lines ("validator-small.cpp", "val.py arg1"), as subtasks.json writes them. */
  validators: string[];
}

export interface TpsSubtasks {
  /** In the file's order. */
  subtasks: TpsSubtask[];
  global: string[];
  /** Command lines holding "{subtask}" (Python's format: "{{" and "}}" are braces). */
  sensitive: string[];
  at: JsonFile['at'];
}

/** subtasks.json of the package `pkg`, read and checked. */
export function readSubtasksJson(pkg: string): TpsSubtasks {
  const file = readJsonFile(pkg, SUBTASKS_JSON);
  const data = file.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new UserError(`${SUBTASKS_JSON}:1: must be an object with "subtasks" and "global_validators"`);
  const fields = data as Record<string, unknown>;
  const commands = (path: (string | number)[], value: unknown): string[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== ''))
      throw new UserError(`${file.at(path)} must be a list of validator command lines, got ${JSON.stringify(value)}`);
    return value as string[];
  };
  const given = fields.subtasks;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw new UserError(`${file.at(['subtasks'])} must map each subtask's name to its index, score and validators`);
  const subtasks = Object.entries(given as Record<string, unknown>).map(([name, raw]): TpsSubtask => {
    const path = ['subtasks', name];
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new UserError(`${file.at(path)} must be an object with "index", "score" and "validators"`);
    const { index, score, validators } = raw as Record<string, unknown>;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0)
      throw new UserError(
        `${file.at([...path, 'index'])} must be a whole number at least 0, got ${JSON.stringify(index)}`,
      );
    if (typeof score !== 'number' || !Number.isFinite(score) || score < 0)
      throw new UserError(`${file.at([...path, 'score'])} must be a number at least 0, got ${JSON.stringify(score)}`);
    return { name, index, score, validators: commands([...path, 'validators'], validators) };
  });
  const sensitive = commands(['subtask_sensitive_validators'], fields.subtask_sensitive_validators);
  sensitive.forEach((command, k) => {
    if (forSubtask(command, 'x') === null)
      throw new UserError(
        `${file.at(['subtask_sensitive_validators', k])}: "${command}" has a placeholder other than {subtask}`,
      );
  });
  return {
    subtasks,
    global: commands(['global_validators'], fields.global_validators),
    sensitive,
    at: file.at,
  };
}

/**
 * A subtask-sensitive validator's command line for one subtask, as Python's str.format fills it: {subtask} its name,
 * "{{" and "}}" single braces. Null where it holds another placeholder (TPS stops there).
 */
export function forSubtask(command: string, subtask: string): string | null {
  let out = '';
  for (let at = 0; at < command.length; at++) {
    const c = command[at];
    if ((c === '{' || c === '}') && command[at + 1] === c) {
      out += c;
      at++;
    } else if (c === '{' && command.startsWith('{subtask}', at)) {
      out += subtask;
      at += '{subtask}'.length - 1;
    } else if (c === '{' || c === '}') return null;
    else out += c;
  }
  return out;
}
