// The registry: the one place that finds problems. It lists the folders under problems/ (a folder whose name
// starts with "_" is shared code, not a problem), loads each problems/<id>/problem.ts and checks what it declares.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError } from '../base/index.ts';
import {
  CHECKER_CONTRACTS,
  type Bound,
  type Checker,
  type CheckerContract,
  type CheckerProgram,
  type CheckerTest,
  type CheckerTestVerdict,
  type InputFormat,
  type GroupSettings,
  type OutputComparison,
  type Interaction,
  type PasteForm,
  type ProblemDefinition,
  type ProblemLimits,
  type ProblemTask,
  type Validator,
  type ValidatorTest,
} from '../../problems/_authoring/index.ts';
import { checkScoring } from './scoring.ts';

/** A problem as the kit uses it: what its problem.ts declares, checked, with every limit filled in and its folder. */
export type Problem = Omit<ProblemDefinition, 'limits' | 'tasks' | 'interaction' | 'checker' | 'validators'> & {
  limits: Required<Omit<ProblemLimits, 'timeLimitToTle'>> & Pick<ProblemLimits, 'timeLimitToTle'>;
  /** A checker function (run in-process). */
  checker?: Checker;
  /** A checker program, its file made absolute. */
  checkerProgram?: Required<CheckerProgram>;
  tasks: Record<string, ProblemTask>;
  /** Interactive problems only, every setting filled in but the jury, whose file is made absolute where declared. */
  interaction?: Required<Omit<Interaction, 'jury'>> & Pick<Interaction, 'jury'>;
  /** Input validator programs, their files made absolute; none where the problem has only validate(). */
  validators: string[];
  /** problems/<id>/ */
  folder: string;
};

/** A problem's id, its folder's name: lower-case letters, digits and '-', starting with a letter or digit. */
export const PROBLEM_ID = /^[a-z0-9][a-z0-9-]*$/;

export function problemFile(root: string, id: string): string {
  return join(root, 'problems', id, 'problem.ts');
}

/** Ids of every problem folder under problems/ that has a problem.ts, sorted; shared folders ("_...") are not problems. */
export function listProblemIds(root: string): string[] {
  const dir = join(root, 'problems');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name) && existsSync(problemFile(root, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/** The problems a command names, or every problem when it names none. */
export function namedOrAll(root: string, ids: readonly string[]): string[] {
  return ids.length > 0 ? [...ids] : listProblemIds(root);
}

/** The wall-clock cap of a problem that sets none: twice the CPU limit plus one second. */
export function defaultWallMs(timeMs: number): number {
  return 2 * timeMs + 1000;
}

/** Throws a one-line UserError for an unknown id, listing the known ones. */
export function checkProblemId(root: string, id: string): void {
  if (!PROBLEM_ID.test(id) || !existsSync(problemFile(root, id))) {
    const known = listProblemIds(root);
    throw new UserError(
      `unknown problem id '${id}' (no ${relative(root, problemFile(root, id))}); known ids: ${known.join(', ') || 'none'}`,
    );
  }
}

export async function loadProblem(root: string, id: string): Promise<Problem> {
  checkProblemId(root, id);
  const file = problemFile(root, id);
  const shown = relative(root, file);
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (error) {
    // esbuild's message puts the file, line and column of a syntax error on its second line.
    const message = (error as Error).message
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 2)
      .join(' ');
    throw new UserError(`${shown}: cannot load: ${message}`);
  }
  return checkDefinition(shown, id, module.default, join(root, 'problems', id));
}

/** Every problem under the root, loaded. */
export async function loadAllProblems(root: string): Promise<Problem[]> {
  return Promise.all(listProblemIds(root).map((id) => loadProblem(root, id)));
}

function checkDefinition(file: string, id: string, value: unknown, folder: string): Problem {
  const fail = (field: string, message: string): never => {
    throw new UserError(`${file}: field "${field}" ${message}`);
  };
  if (typeof value !== 'object' || value === null)
    throw new UserError(`${file}: the default export must be the problem, made with defineProblem({...})`);
  const d = value as Partial<ProblemDefinition> & Record<string, unknown>;
  const text = (field: 'title' | 'onlineJudge' | 'bundleTarget'): string => {
    const v = d[field];
    return typeof v === 'string' && v !== '' ? v : fail(field, `must be a non-empty string, got ${JSON.stringify(v)}`);
  };
  const limits = (d.limits ?? fail('limits', 'is missing: { timeMs, memoryMb, outputMb }')) as unknown as Record<
    string,
    unknown
  >;
  const positive = (field: string, optional = false): number | undefined => {
    const v = limits[field];
    if (v === undefined && optional) return undefined;
    return typeof v === 'number' && Number.isFinite(v) && v > 0
      ? v
      : fail(`limits.${field}`, `must be a positive number, got ${JSON.stringify(v)}`);
  };
  const hook = <T>(field: string, optional: boolean): T | undefined => {
    const v = d[field];
    if (v === undefined && optional) return undefined;
    if (field === 'stress' ? typeof v !== 'object' || v === null : typeof v !== 'function')
      fail(field, `must be ${field === 'stress' ? 'a stress subject' : 'a function'}`);
    return v as T;
  };
  if (d.id !== id) fail('id', `must be "${id}", the folder's name, got ${JSON.stringify(d.id)}`);
  const timeMs = positive('timeMs')!;
  const tle = positive('timeLimitToTle', true);
  const validators = checkValidatorPrograms(d.validators, folder, fail);
  const problem: Problem = {
    id,
    title: text('title'),
    onlineJudge: text('onlineJudge'),
    folder,
    limits: {
      timeMs,
      wallMs: positive('wallMs', true) ?? defaultWallMs(timeMs),
      memoryMb: positive('memoryMb')!,
      outputMb: positive('outputMb')!,
      ...(tle === undefined ? {} : { timeLimitToTle: tle }),
    },
    bundleTarget: text('bundleTarget'),
    validate: hook<Validator>('validate', true),
    validators,
    groups: checkGroups(d.groups, folder, validators, fail),
    input: checkInputFormat(d.input, fail),
    picture: hook('picture', true),
    generate: hook('generate', true),
    stress: hook('stress', true),
    tasks: (d.tasks ?? {}) as Record<string, ProblemTask>,
  };
  if (!/^node\d+$/.test(problem.bundleTarget))
    fail('bundleTarget', `must look like node12 (an esbuild target), got "${problem.bundleTarget}"`);
  if (d.pasteForm !== undefined) problem.pasteForm = checkPasteForm(d.pasteForm, fail);
  if (d.inputLayout !== undefined && d.inputLayout !== 'strict' && d.inputLayout !== 'lenient')
    fail('inputLayout', `must be "strict" or "lenient", got ${JSON.stringify(d.inputLayout)}`);
  if (d.inputLayout === 'strict') problem.inputLayout = 'strict';
  if (d.bounds !== undefined) problem.bounds = checkBounds(d.bounds, fail);
  if (d.unvalidated !== undefined) {
    if (typeof d.unvalidated !== 'string' || d.unvalidated.trim() === '')
      fail('unvalidated', `must be a reason, in words, got ${JSON.stringify(d.unvalidated)}`);
    problem.unvalidated = d.unvalidated;
  }
  if (d.imported !== undefined) {
    if (typeof d.imported !== 'string' || d.imported.trim() === '')
      fail('imported', `must name what the problem was imported from, got ${JSON.stringify(d.imported)}`);
    problem.imported = d.imported;
  }
  if (!problem.validate && problem.validators.length === 0 && problem.unvalidated === undefined)
    fail(
      'validate',
      'is missing: a problem checks its inputs with validate(input), validator programs, or both (or says why not in `unvalidated`)',
    );
  if (d.testOrder !== undefined && d.testOrder !== 'natural' && d.testOrder !== 'kattis')
    fail('testOrder', `must be "natural" or "kattis", got ${JSON.stringify(d.testOrder)}`);
  if (d.testOrder !== undefined) problem.testOrder = d.testOrder;
  if (d.game !== undefined) {
    if (typeof d.game !== 'boolean') fail('game', `must be true or false, got ${JSON.stringify(d.game)}`);
    problem.game = d.game;
  }
  if (d.files !== undefined) problem.files = checkFiles(d.files, fail);
  if (d.interaction !== undefined) problem.interaction = checkInteraction(d.interaction, folder, fail);
  if (typeof d.checker === 'function') problem.checker = d.checker as Checker;
  else if (d.checker !== undefined) problem.checkerProgram = checkCheckerProgram(d.checker, folder, fail);
  if (d.compare !== undefined) problem.compare = checkComparison(d.compare, fail);
  if (d.scoring !== undefined) problem.scoring = checkScoring(d.scoring, fail);
  if (d.validatorContract !== undefined) {
    if (d.validatorContract !== 'kattis' && d.validatorContract !== 'testlib')
      fail('validatorContract', `must be "kattis" or "testlib", got ${JSON.stringify(d.validatorContract)}`);
    problem.validatorContract = d.validatorContract;
  }
  if (d.validatorTests !== undefined) problem.validatorTests = checkValidatorTests(d.validatorTests, folder, fail);
  if (d.checkerTests !== undefined) problem.checkerTests = checkCheckerTests(d.checkerTests, folder, fail);
  return problem;
}

/** The validators' own tests, their files made absolute. */
function checkValidatorTests(
  value: unknown,
  folder: string,
  fail: (field: string, message: string) => never,
): ValidatorTest[] {
  if (!Array.isArray(value)) fail('validatorTests', 'must be a list of { input, valid, group? }');
  return (value as unknown[]).map((entry, i) => {
    const field = `validatorTests[${i}]`;
    const { input, valid, group } = (entry ?? {}) as Partial<ValidatorTest>;
    if (typeof valid !== 'boolean') fail(`${field}.valid`, `must be true or false, got ${JSON.stringify(valid)}`);
    if (group !== undefined && typeof group !== 'string') fail(`${field}.group`, 'must be a test group');
    return {
      input: programIn(folder, input, `${field}.input`, fail),
      valid: valid as boolean,
      ...(group === undefined ? {} : { group }),
    };
  });
}

const CHECKER_TEST_VERDICTS: readonly CheckerTestVerdict[] = ['ok', 'wrong-answer', 'presentation-error', 'crashed'];

/** The checker's own tests, their files made absolute. */
function checkCheckerTests(
  value: unknown,
  folder: string,
  fail: (field: string, message: string) => never,
): CheckerTest[] {
  if (!Array.isArray(value)) fail('checkerTests', 'must be a list of { input, output, answer, verdict }');
  return (value as unknown[]).map((entry, i) => {
    const field = `checkerTests[${i}]`;
    const test = (entry ?? {}) as Partial<CheckerTest>;
    if (!CHECKER_TEST_VERDICTS.includes(test.verdict as CheckerTestVerdict))
      fail(
        `${field}.verdict`,
        `must be one of ${CHECKER_TEST_VERDICTS.join(', ')}, got ${JSON.stringify(test.verdict)}`,
      );
    return {
      input: programIn(folder, test.input, `${field}.input`, fail),
      output: programIn(folder, test.output, `${field}.output`, fail),
      answer: programIn(folder, test.answer, `${field}.answer`, fail),
      verdict: test.verdict as CheckerTestVerdict,
    };
  });
}

/** An interactive problem's idleness period when it sets none (ProblemDefinition.interaction). */
const IDLE_MS = 1000;

function checkInteraction(
  value: unknown,
  folder: string,
  fail: (field: string, message: string) => never,
): NonNullable<Problem['interaction']> {
  if (typeof value !== 'object' || value === null)
    fail('interaction', 'must be an object: { idleMs?, jury?, args?, contract? }');
  const { idleMs = IDLE_MS, jury, args = [], contract = 'kattis' } = value as Interaction;
  if (typeof idleMs !== 'number' || !Number.isFinite(idleMs) || idleMs <= 0)
    fail('interaction.idleMs', `must be a positive number, got ${JSON.stringify(idleMs)}`);
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string'))
    fail('interaction.args', 'must be a list of strings');
  if (contract !== 'kattis' && contract !== 'testlib')
    fail('interaction.contract', `must be "kattis" or "testlib", got ${JSON.stringify(contract)}`);
  if (jury === undefined) {
    if (contract === 'testlib') fail('interaction.contract', 'testlib names a jury program: give interaction.jury');
    return { idleMs, args, contract };
  }
  return { idleMs, args, contract, jury: programIn(folder, jury, 'interaction.jury', fail) };
}

/** A file named relative to the problem's folder, made absolute; one that is not there stops the problem. */
function programIn(
  folder: string,
  path: unknown,
  field: string,
  fail: (field: string, message: string) => never,
): string {
  if (typeof path !== 'string' || path === '') fail(field, "must name a file in the problem's folder");
  const file = join(folder, path as string);
  if (!existsSync(file)) fail(field, `names ${path}, which is not in the problem's folder`);
  return file;
}

function checkValidatorPrograms(
  value: unknown,
  folder: string,
  fail: (field: string, message: string) => never,
): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail('validators', 'must be a list of program files');
  return (value as unknown[]).map((path, i) => programIn(folder, path, `validators[${i}]`, fail));
}

/** The groups' settings, checked; each of validatorRuns' programs made absolute, and one of the validators. */
function checkGroups(
  value: unknown,
  folder: string,
  validators: readonly string[],
  fail: (field: string, message: string) => never,
): Record<string, GroupSettings> {
  if (value === undefined) return {};
  const strings = (v: unknown) => Array.isArray(v) && v.every((a) => typeof a === 'string');
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail('groups', 'must map test groups to their settings');
  const checked: Record<string, GroupSettings> = {};
  for (const [group, settings] of Object.entries(value as Record<string, GroupSettings>)) {
    const field = `groups['${group}']`;
    for (const key of Object.keys(settings ?? {}))
      if (!GROUP_SETTINGS.includes(key))
        fail(`${field}.${key}`, `is not a setting: a group has ${GROUP_SETTINGS.join(', ')}`);
    const { validatorArgs: v, validatorRuns: runs, outputValidatorArgs: o, compare } = settings;
    if (v !== undefined && !strings(v) && !(typeof v === 'object' && v !== null && Object.values(v).every(strings)))
      fail(`${field}.validatorArgs`, 'must be a list of strings, or a map of validator names to lists of strings');
    if (o !== undefined && !strings(o)) fail(`${field}.outputValidatorArgs`, 'must be a list of strings');
    if (compare !== undefined) checkComparison(compare, (f, m) => fail(`${field}.${f}`, m));
    if (runs !== undefined && !Array.isArray(runs)) fail(`${field}.validatorRuns`, 'must be a list of runs');
    checked[group] = {
      ...settings,
      ...(runs === undefined
        ? {}
        : {
            validatorRuns: runs.map((run, k) => {
              const at = `${field}.validatorRuns[${k}]`;
              if (typeof run !== 'object' || run === null) fail(at, 'must be { program, args }');
              const { program, args } = run;
              const file = programIn(folder, program, `${at}.program`, fail);
              if (!validators.includes(file)) fail(`${at}.program`, `names ${program}, which is not one of validators`);
              if (!strings(args)) fail(`${at}.args`, 'must be a list of strings');
              return { program: file, args };
            }),
          }),
    };
  }
  return checked;
}

/** What a group may set (GroupSettings). */
const GROUP_SETTINGS = ['validatorArgs', 'validatorRuns', 'outputValidatorArgs', 'compare'];

/** A group's setting: its own, else its nearest parent group's, else the '' entry's; undefined where none sets it. */
export function groupSetting<K extends keyof GroupSettings>(
  problem: Pick<Problem, 'groups'>,
  group: string | undefined,
  key: K,
): GroupSettings[K] | undefined {
  const groups = problem.groups ?? {};
  let at = group ?? '';
  for (;;) {
    const value = groups[at]?.[key];
    if (value !== undefined || at === '') return value;
    at = at.includes('/') ? at.slice(0, at.lastIndexOf('/')) : '';
  }
}

function checkCheckerProgram(
  value: unknown,
  folder: string,
  fail: (field: string, message: string) => never,
): Required<CheckerProgram> {
  const { program, contract, args = [] } = (value ?? {}) as Partial<CheckerProgram>;
  if (typeof program !== 'string' || program === '')
    fail('checker', 'must be a function, or { program, contract } naming a checker program');
  const file = programIn(folder, program, 'checker.program', fail);
  if (!CHECKER_CONTRACTS.includes(contract as CheckerContract))
    fail('checker.contract', `must be one of ${CHECKER_CONTRACTS.join(', ')}, got ${JSON.stringify(contract)}`);
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string'))
    fail('checker.args', 'must be a list of strings');
  return { program: file, contract: contract as CheckerProgram['contract'], args };
}

/** A file name a problem reads or writes: a plain name in the run's folder, no path. */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

function checkFiles(
  value: unknown,
  fail: (field: string, message: string) => never,
): { input?: string; output?: string } {
  const files = (value ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(files)) {
    if (key !== 'input' && key !== 'output') fail(`files.${key}`, 'is not a field: files has input and output');
    if (typeof files[key] !== 'string' || !FILE_NAME.test(files[key] as string))
      fail(`files.${key}`, `must be a plain file name such as input.txt, got ${JSON.stringify(files[key])}`);
  }
  return files as { input?: string; output?: string };
}

/** A built-in comparison checked field by field; `fail` gets the field (compare.by, ...) and what is wrong with it. */
export function checkComparison(value: unknown, fail: (field: string, message: string) => never): OutputComparison {
  const c = (value ?? {}) as Partial<OutputComparison> & Record<string, unknown>;
  if (c.by !== 'lines' && c.by !== 'tokens' && c.by !== 'line-tokens')
    fail('compare.by', `must be "lines", "tokens" or "line-tokens", got ${JSON.stringify(c.by)}`);
  for (const flag of ['caseSensitive', 'spaceChangeSensitive'] as const)
    if (c[flag] !== undefined && typeof c[flag] !== 'boolean') fail(`compare.${flag}`, 'must be true or false');
  for (const tolerance of ['absoluteTolerance', 'relativeTolerance'] as const) {
    const v = c[tolerance];
    if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v) || v < 0))
      fail(`compare.${tolerance}`, `must be a number at least 0, got ${JSON.stringify(v)}`);
  }
  if (c.spaceChangeSensitive && c.by !== 'tokens') fail('compare.spaceChangeSensitive', 'applies to by: "tokens" only');
  return c as OutputComparison;
}

function checkInputFormat(
  value: unknown,
  fail: (field: string, message: string) => never,
): InputFormat<unknown> | undefined {
  if (value === undefined) return undefined;
  const format = value as Partial<InputFormat<unknown>>;
  if (typeof format.read !== 'function' || typeof format.write !== 'function')
    fail('input', 'must have read(text) and write(cases) functions');
  return format as InputFormat<unknown>;
}

function checkPasteForm(value: unknown, fail: (field: string, message: string) => never): PasteForm {
  const form = (value ?? {}) as Record<string, unknown>;
  if (typeof form.functionName !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(form.functionName))
    fail('pasteForm.functionName', 'must be a JavaScript identifier');
  if (form.argument !== 'json-line') fail('pasteForm.argument', 'must be "json-line"');
  if (form.returns !== 'number') fail('pasteForm.returns', 'must be "number"');
  return { functionName: form.functionName as string, argument: 'json-line', returns: 'number' };
}

/** The task of this name that some problem declares (problems that share one declare the same object). */
export async function findTask(root: string, name: string): Promise<ProblemTask> {
  for (const problem of await loadAllProblems(root)) {
    const task = problem.tasks[name];
    if (task) return task;
  }
  throw new UserError(`no problem declares the task '${name}'`);
}

/** problem.ts's bounds, each a field's name, its range and the function giving its values. */
function checkBounds(value: unknown, fail: (field: string, message: string) => never): Bound[] {
  if (!Array.isArray(value)) return fail('bounds', 'must be a list of { field, min, max, values }');
  return value.map((bound: unknown, i) => {
    const at = `bounds[${i}]`;
    const b = (typeof bound === 'object' && bound !== null ? bound : fail(at, 'must be an object')) as Record<
      string,
      unknown
    >;
    if (typeof b.field !== 'string' || b.field.trim() === '') fail(`${at}.field`, 'must name the field');
    for (const side of ['min', 'max'])
      if (typeof b[side] !== 'number' || !Number.isFinite(b[side])) fail(`${at}.${side}`, 'must be a number');
    if ((b.min as number) > (b.max as number)) fail(at, `min ${b.min} is above max ${b.max}`);
    if (typeof b.values !== 'function') fail(`${at}.values`, "must be a function giving the field's values");
    return b as unknown as Bound;
  });
}
