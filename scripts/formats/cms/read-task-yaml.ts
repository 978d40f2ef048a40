// A CMS task's task.yaml read as CMS's italy_yaml loader reads it (cmscontrib/loaders/italy_yaml.py, get_task): YAML
// 1.1, as PyYAML reads it (yes/no are booleans, 010 is 8), each field under its English or Italian name, the first
// given taken. A value CMS's loader could not use is a UserError naming the file, the line and the field; what the
// kit has no place for (tokens, how CMS runs a contest) is a line each of what is not taken. Pure: text in, fields out.
import { isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import { UserError } from '../../../judge/base/index.ts';

/** task.yaml's fields as the kit judges by them. */
export interface TaskYamlFields {
  /** Where the fields were read: task.yaml, or the deprecated ../<task>.yaml. */
  shown: string;
  /** The short name (name, nome_breve) and the title (title, nome). */
  name: string;
  title: string;
  /** time_limit (timeout), in seconds; null where none is given. */
  timeSeconds: number | null;
  /** memory_limit (memlimit), in MiB; null where none is given. */
  memoryMb: number | null;
  /** The files a Batch submission reads and writes: input.txt and output.txt unless set, '' for stdin and stdout. */
  infile: string;
  outfile: string;
  outputOnly: boolean;
  /** n_input: how many tests; null where none is given (gen/GEN counts them). */
  nInput: number | null;
  /** total_value: what a task scored by Sum is worth in all (100 by default). */
  totalValue: number;
  /** public_testcases (risultati): every test, or the tests by number. */
  publicTestcases: 'all' | number[];
  /** score_type and score_type_parameters, where given with n_input too (else CMS's loader ignores them). */
  scoreType: { name: string; parameters: unknown; line: number } | null;
  /** output_only_testcases or output_optional_testcases given: a BatchAndOutput task, some outputs submitted as files. */
  batchAndOutput: boolean;
  /** Whether the file names num_processes or user_io (a Communication task's settings). */
  communication: boolean;
  /** The line of a field, for messages that name it later (the first line where it is not there). */
  lineOf: (field: string) => number;
  /** One line each: what the kit does not take, and why. */
  notTaken: string[];
}

/** CMS's tokens: a contestant plays one to see a submission's full result. */
const TOKEN_KEYS = [
  'token_mode',
  'token_max_number',
  'token_min_interval',
  'token_gen_initial',
  'token_gen_number',
  'token_gen_interval',
  'token_gen_max',
  'token_initial',
  'token_total',
  'token_gen_time',
  'token_max',
];

/** How CMS runs a contest around the task (what contestants see, how often they submit), not how it is judged. */
const CONTEST_KEYS = [
  'feedback_level',
  'score_mode',
  'max_submission_number',
  'max_user_test_number',
  'min_submission_interval',
  'min_user_test_interval',
  'score_precision',
  'primary_language',
  'version',
];

/** Every other field the loader (or cmsMake, only_gen) reads. */
const READ_KEYS = [
  'name',
  'nome_breve',
  'title',
  'nome',
  'time_limit',
  'timeout',
  'memory_limit',
  'memlimit',
  'infile',
  'outfile',
  'output_only',
  'n_input',
  'total_value',
  'public_testcases',
  'risultati',
  'score_type',
  'score_type_parameters',
  'num_processes',
  'user_io',
  'output_only_testcases',
  'output_optional_testcases',
  'only_gen',
];

const KNOWN = new Set([...TOKEN_KEYS, ...CONTEST_KEYS, ...READ_KEYS]);

/** A plain file name, as the kit's problem.ts takes one (`files`). */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** task.yaml's text read into its fields; `shown` names the file in messages. */
export function parseTaskYaml(text: string, shown: string): TaskYamlFields {
  const counter = new LineCounter();
  // PyYAML reads YAML 1.1 and lets a later key replace an earlier one.
  const doc = parseDocument(text, { version: '1.1', uniqueKeys: false, lineCounter: counter });
  if (doc.errors.length > 0) {
    const [error] = doc.errors;
    throw new UserError(
      `${shown}:${error.linePos?.[0].line ?? 1}: not YAML: ${error.message.split('\n')[0].replace(/:$/, '')}`,
    );
  }
  if (doc.contents !== null && !isMap(doc.contents))
    throw new UserError(`${shown}:1: expected a map of fields (name: ..., time_limit: ...)`);
  // Each field's value as plain data, and the line of its key; a later key replaces an earlier one.
  const fields = new Map<string, { value: unknown; line: number }>();
  for (const pair of isMap(doc.contents) ? doc.contents.items : []) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = isScalar(pair.key) && pair.key.range ? counter.linePos(pair.key.range[0]).line : 1;
    fields.set(key, { value: isNode(pair.value) ? pair.value.toJS(doc) : null, line });
  }
  const lineOf = (field: string) => fields.get(field)?.line ?? 1;
  // The first of a field's names that is given, as the loader's load() takes it.
  const given = (...names: string[]) => {
    const name = names.find((n) => fields.has(n));
    return name === undefined ? undefined : { name, ...fields.get(name)! };
  };
  const wrong = (field: { name: string; line: number; value: unknown }, needs: string): never => {
    throw new UserError(`${shown}:${field.line}: field "${field.name}" ${needs}, got ${shownValue(field.value)}`);
  };

  const textOf = (names: string[], what: string): string => {
    const field = given(...names);
    if (field === undefined)
      throw new UserError(`${shown}: no field "${names[0]}" (or "${names[1]}"): CMS's loader needs the task's ${what}`);
    if (typeof field.value !== 'string' && typeof field.value !== 'number') wrong(field, `must be the task's ${what}`);
    return String(field.value);
  };
  const number = (names: string[], what: string): number | null => {
    const field = given(...names);
    if (field === undefined || field.value === null) return null;
    // float() as the loader converts it: a number, or a string that reads as one.
    const n = typeof field.value === 'string' && field.value.trim() !== '' ? Number(field.value) : field.value;
    if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) wrong(field, `must be ${what}`);
    return n as number;
  };
  const fileName = (name: string, fallback: string): string => {
    const field = given(name);
    if (field === undefined) return fallback;
    // An empty value is the standard stream, as cmsMake reads it (the loader would pass None on and fail).
    if (field.value === null || field.value === '') return '';
    if (typeof field.value !== 'string' || !FILE_NAME.test(field.value))
      wrong(field, 'must be a plain file name such as input.txt, or empty for the standard stream');
    return field.value as string;
  };
  // Tests by number, as the loader splits them: "0, 3"; `all` where the field may say so.
  const testNumbers = (names: string[], all: boolean): number[] | 'all' => {
    const field = given(...names);
    if (field === undefined || field.value === null || field.value === '') return [];
    if (all && field.value === 'all') return 'all';
    const parts = typeof field.value === 'string' ? field.value.split(',').map((p) => p.trim()) : null;
    if (parts === null || !parts.every((p) => /^\d+$/.test(p)))
      wrong(field, `must be ${all ? '"all" or ' : ''}test numbers separated by commas ("0, 3")`);
    return parts!.map(Number);
  };

  const name = textOf(['name', 'nome_breve'], 'short name');
  const title = textOf(['title', 'nome'], 'title');
  const timeSeconds = number(['time_limit', 'timeout'], 'a positive number of seconds');
  const memoryField = given('memory_limit', 'memlimit');
  // The loader multiplies the MiB given: a number, never a string.
  if (memoryField && (typeof memoryField.value !== 'number' || !(memoryField.value > 0)))
    wrong(memoryField, 'must be a positive number of MiB');
  const memoryMb = memoryField ? (memoryField.value as number) : null;
  const outputOnlyField = given('output_only');
  if (outputOnlyField && outputOnlyField.value !== null && typeof outputOnlyField.value !== 'boolean')
    wrong(outputOnlyField, 'must be true or false');
  const nInputField = given('n_input');
  let nInput: number | null = null;
  if (nInputField) {
    // int() as the loader converts it: a whole number, or a string of one.
    const n = typeof nInputField.value === 'string' ? Number(nInputField.value.trim()) : nInputField.value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) wrong(nInputField, 'must be a whole number of tests');
    nInput = n as number;
  }
  const totalField = given('total_value');
  const total = totalField ? number(['total_value'], 'a positive number of points') : null;
  if (totalField && total === null) wrong(totalField, 'must be a positive number of points');

  const notTaken: string[] = [];
  const scoreFields = ['score_type', 'score_type_parameters', 'n_input'].filter((f) => fields.has(f));
  let scoreType: TaskYamlFields['scoreType'] = null;
  if (scoreFields.length === 3) {
    const type = given('score_type')!;
    if (typeof type.value !== 'string') wrong(type, 'must name a score type (Sum, GroupMin, ...)');
    scoreType = { name: type.value as string, parameters: fields.get('score_type_parameters')!.value, line: type.line };
  } else if (fields.has('score_type') || fields.has('score_type_parameters'))
    notTaken.push(
      `${shown}:${lineOf(fields.has('score_type') ? 'score_type' : 'score_type_parameters')}: ${scoreFields.join(', ')} without ${['score_type', 'score_type_parameters', 'n_input'].filter((f) => !fields.has(f)).join(' and ')}: CMS's loader takes a score type only with all three, and ignores it, as the kit does`,
    );

  // A group's fields in the file's order, the first's line named.
  const present = (keys: string[]) => [...fields.keys()].filter((k) => keys.includes(k));
  const tokens = present(TOKEN_KEYS);
  if (tokens.length > 0)
    notTaken.push(
      `${shown}:${lineOf(tokens[0])}: ${tokens.join(', ')}: CMS's tokens (a contestant plays one to see a submission's full result) have no place where every result is shown`,
    );
  const contest = present(CONTEST_KEYS);
  if (contest.length > 0)
    notTaken.push(
      `${shown}:${lineOf(contest[0])}: ${contest.join(', ')}: how CMS runs the contest (feedback, submissions, display), not how a submission is judged`,
    );
  for (const key of fields.keys())
    if (!KNOWN.has(key)) notTaken.push(`${shown}:${lineOf(key)}: field "${key}" is not one CMS's loader reads`);

  // BatchAndOutput's tests, whose outputs a contestant submits as files.
  const outputFiles = ['output_only_testcases', 'output_optional_testcases'].filter(
    (name) => testNumbers([name], false).length > 0,
  );
  return {
    shown,
    name,
    title,
    timeSeconds,
    memoryMb,
    infile: fileName('infile', 'input.txt'),
    outfile: fileName('outfile', 'output.txt'),
    outputOnly: outputOnlyField?.value === true,
    nInput,
    totalValue: total ?? 100,
    publicTestcases: testNumbers(['public_testcases', 'risultati'], true),
    scoreType,
    batchAndOutput: outputFiles.length > 0,
    communication: fields.has('num_processes') || fields.has('user_io'),
    lineOf,
    notTaken,
  };
}

/** A value as a message shows it: JSON, cut short. */
function shownValue(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}
