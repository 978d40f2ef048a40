// A Hydro problem export (a folder per problem: problem.yaml with pid and title, problem_<lang>.md, testdata/ with
// its config.yaml and case files, additional_file/) read into the plan the import writes as a problem folder: its
// subtasks as the kit's scoring (subtasks.ts), each subtask's cases as a test group subtask<id>. What the kit does
// not take is named in one line each; what it cannot judge at all is a UserError, with nothing written.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, type Node as YamlNode, parseDocument } from 'yaml';
import { UserError } from '../../../judge/base/index.ts';
import type { PackagePlan } from '../plan.ts';
import {
  type HydroCase,
  type HydroSubtask,
  hydroScoring,
  normalized,
  subtaskName,
  subtasksFromNames,
} from './subtasks.ts';

/** Whether a folder is a Hydro problem export: problem.yaml beside testdata/, and no Kattis data/. */
export function isHydroExport(dir: string): boolean {
  const folder = (name: string) => existsSync(join(dir, name)) && statSync(join(dir, name)).isDirectory();
  return existsSync(join(dir, 'problem.yaml')) && folder('testdata') && !folder('data');
}

/** config.yaml's keys the kit reads; the others are named as not taken, with what they would have done. */
const CONFIG_KEYS = new Set(['type', 'time', 'memory', 'subtasks', 'cases', 'checker_type', 'checker', 'detail']);
const NOT_TAKEN: Record<string, string> = {
  validator: 'an input validator in testlib, not run by the kit',
  filename: 'file input and output, not taken: the solution reads stdin and writes stdout',
  user_extra_files: 'files given to the submission, not taken',
  judge_extra_files: 'files for the checker, not taken',
  langs: 'the languages allowed, not taken (the kit judges any it runs)',
  time_limit_rate: 'per-language time factors, not taken',
  memory_limit_rate: 'per-language memory factors, not taken',
};

/** A YAML file read with line numbers: the value, and the line of each path of keys ("subtasks.1.cases.0.input"). */
function readYamlLines(
  file: string,
  shown: string,
): { value: Record<string, unknown>; lineOf: (path: (string | number)[]) => number } {
  const counter = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: counter });
  if (doc.errors.length > 0) {
    const [error] = doc.errors;
    throw new UserError(`${shown}:${error.linePos?.[0].line ?? 1}: not YAML: ${error.message.split('\n')[0]}`);
  }
  const value = doc.toJS() as unknown;
  if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value)))
    throw new UserError(`${shown}: expected a map of keys`);
  const lineOf = (path: (string | number)[]) => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as YamlNode | undefined;
      if (node && typeof node === 'object' && 'range' in node && node.range) return counter.linePos(node.range[0]).line;
    }
    return 1;
  };
  return { value: (value ?? {}) as Record<string, unknown>, lineOf };
}

/** Hydro's time ("1s", "500ms", a number of ms) in ms, or a one-line error naming the file, line and field. */
function timeMs(value: unknown, where: string): number {
  if (typeof value === 'number' && value > 0) return value;
  const m = /^([0-9]+(?:\.[0-9]*)?)([mu]?)s?$/i.exec(String(value));
  if (!m || Number(m[1]) <= 0) throw new UserError(`${where}: "${String(value)}" is not a time (as 1s or 500ms)`);
  return Math.floor(Number(m[1]) * { '': 1000, m: 1, u: 0.001 }[m[2].toLowerCase() as '' | 'm' | 'u']);
}

/** Hydro's memory ("256m", "1g", "512MB", a number of MB) in MB, or a one-line error. */
function memoryMb(value: unknown, where: string): number {
  if (typeof value === 'number' && value > 0) return value;
  const m = /^([0-9]+(?:\.[0-9]*)?)([kmg])b?$/i.exec(String(value));
  if (!m || Number(m[1]) <= 0) throw new UserError(`${where}: "${String(value)}" is not an amount of memory (as 256m)`);
  return Math.ceil(Number(m[1]) * { k: 1 / 1024, m: 1, g: 1024 }[m[2].toLowerCase() as 'k' | 'm' | 'g']);
}

/** A case's test name in its group: its input file's name without the input ending. */
const baseName = (input: string) => input.replace(/(\.in\.txt|\.in|\.txt)$/i, '') || input;

export function readHydroExport(pkg: string): PackagePlan {
  const notTaken: string[] = [];
  const meta = readYamlLines(join(pkg, 'problem.yaml'), 'problem.yaml').value;
  const title = typeof meta.title === 'string' ? meta.title : '';
  const pid = typeof meta.pid === 'string' ? meta.pid.toLowerCase() : undefined;
  const files = readdirSync(join(pkg, 'testdata')).filter((f) => statSync(join(pkg, 'testdata', f)).isFile());
  const configFile = join(pkg, 'testdata', 'config.yaml');
  const shown = 'testdata/config.yaml';
  const { value: config, lineOf } = existsSync(configFile)
    ? readYamlLines(configFile, shown)
    : { value: {}, lineOf: () => 1 };
  const at = (path: (string | number)[]) => `${shown}:${lineOf(path)}: field "${path.join('.')}"`;

  const type = config.type ?? 'default';
  if (type !== 'default')
    throw new UserError(
      `${at(['type'])}: a ${String(type)} problem, which the kit cannot judge from a Hydro export (nothing written)`,
    );
  for (const key of Object.keys(config))
    if (!CONFIG_KEYS.has(key)) notTaken.push(`${shown}: ${key}: ${NOT_TAKEN[key] ?? 'a key the kit does not read'}`);
  const checkerType = String(config.checker_type ?? 'default');
  if (checkerType !== 'default')
    notTaken.push(
      `${shown}: checker_type ${checkerType}${config.checker ? ` (${String(config.checker)})` : ''} not taken: outputs are compared line by line, as Hydro's default checker compares`,
    );

  // The subtasks: config.yaml's, its top-level cases as one sum subtask, or the files' names.
  const given = config.subtasks;
  if (given !== undefined && !Array.isArray(given)) throw new UserError(`${at(['subtasks'])} must be a list`);
  const fromConfig = Array.isArray(given) && given.length > 0;
  const listed = Array.isArray(config.cases) && config.cases.length > 0;
  const raw: HydroSubtask[] = fromConfig
    ? (given as unknown[]).map((s, i) => subtaskOf(s, ['subtasks', i], at))
    : listed
      ? [{ type: 'sum', cases: casesOf(config.cases, ['cases'], at) }]
      : subtasksFromNames(files.filter((f) => f !== 'config.yaml'));
  if (raw.every((s) => s.cases.length === 0))
    throw new UserError(
      `${pkg}/testdata: no test cases (in config.yaml, or named as Hydro names them) (nothing written)`,
    );
  const present = new Set(files);
  for (const [i, s] of raw.entries())
    for (const [j, c] of s.cases.entries())
      for (const side of ['input', 'output'] as const)
        if (!present.has(c[side]))
          throw new UserError(
            `${fromConfig ? at(['subtasks', i, 'cases', j, side]) : listed ? at(['cases', j, side]) : `testdata/${c.input}`}: no file "${c[side]}" in testdata/ (nothing written)`,
          );
  const subtasks = normalized(raw);

  // Limits: config.yaml's, else a subtask's where all give the same, else Hydro's defaults (1 s, 256 MB).
  const limitOf = (key: 'time' | 'memory', parse: (v: unknown, where: string) => number, fallback: number) => {
    const own = subtasks.map((s) =>
      s[key] === undefined ? undefined : parse(s[key], `${shown}: subtask ${s.id} ${key}`),
    );
    if (config[key] !== undefined) {
      const limit = parse(config[key], at([key]));
      for (const [i, v] of own.entries())
        if (v !== undefined && v !== limit)
          notTaken.push(
            `${shown}: subtask ${subtasks[i].id}'s ${key} not taken (the kit gives a problem one ${key} limit, ${limit})`,
          );
      return { limit, from: `config.yaml ${key}` };
    }
    const values = [...new Set(own.filter((v) => v !== undefined))];
    if (values.length === 1 && own.every((v) => v !== undefined))
      return { limit: values[0] as number, from: `every subtask's ${key}` };
    if (values.length > 0)
      notTaken.push(
        `${shown}: the subtasks' own ${key} limits not taken (the kit gives a problem one, Hydro's default ${fallback})`,
      );
    return { limit: fallback, from: `Hydro's default` };
  };
  const time = limitOf('time', timeMs, 1000);
  const memory = limitOf('memory', memoryMb, 256);
  if (subtasks.some((s) => s.cases.some((c) => 'time' in c || 'memory' in c)))
    notTaken.push(`${shown}: cases' own time and memory limits not taken (the kit gives a problem one)`);

  // Each subtask's cases as the test group subtask<id>; a case in two subtasks is a test in each.
  const tests: PackagePlan['tests'] = [];
  const names = new Map<string, string>();
  for (const s of subtasks) {
    const used = new Set<string>();
    for (const c of s.cases) {
      let name = baseName(c.input);
      while (used.has(name)) name = `${name}-again`;
      used.add(name);
      names.set(`${s.id}\n${c.input}`, name);
      const to = `${subtaskName(s.id as number)}/${name}`;
      tests.push(
        { from: join('testdata', c.input), to: `${to}.in` },
        { from: join('testdata', c.output), to: `${to}.ans` },
      );
    }
  }
  const scoring = hydroScoring(
    subtasks,
    (id, c: HydroCase) => `${subtaskName(id)}/${names.get(`${id}\n${c.input}`)}`,
    notTaken,
  );

  const statements = readdirSync(pkg).filter((f) => /^problem(_[\w-]+)?\.md$/.test(f));
  const statement =
    ['problem_en.md', 'problem.md', 'problem_zh.md'].find((f) => statements.includes(f)) ?? statements.sort()[0];
  const attachments = existsSync(join(pkg, 'additional_file')) ? 'additional_file' : null;
  return {
    origin: 'Hydro problem export',
    format: fromConfig || listed ? 'config.yaml' : "Hydro's file names",
    defaultComparison: "Hydro's default checker",
    ...(pid && /^[a-z0-9][a-z0-9-]*$/.test(pid) ? { id: pid } : {}),
    name: title,
    interactive: false,
    limits: { timeMs: time.limit, memoryMb: memory.limit, outputMb: 64 },
    timeSource: `${time.from}; memory: ${memory.from}`,
    unvalidated: 'a Hydro export carries no input validator the kit runs',
    timeMultiplier: 1,
    timeResolutionMs: 1000,
    statementFolder: attachments,
    statementMarkdown: statement ? readFileSync(join(pkg, statement), 'utf8') : null,
    tests,
    validators: [],
    outputValidator: null,
    groups: {},
    ...(scoring ? { scoring } : {}),
    validatorArgs: [],
    compare: { by: 'lines' },
    compareFrom: 'default',
    submissions: [],
    preferredAccepted: null,
    said: [],
    notTaken,
  };
}

/** One of config.yaml's subtasks, checked field by field. */
function subtaskOf(value: unknown, path: (string | number)[], at: (p: (string | number)[]) => string): HydroSubtask {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UserError(`${at(path)} must be a map`);
  const s = value as Record<string, unknown>;
  const number = (key: string) => {
    const v = s[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new UserError(`${at([...path, key])} must be a number ≥ 0`);
    return v;
  };
  const type = s.type ?? 'min';
  if (type !== 'min' && type !== 'max' && type !== 'sum')
    throw new UserError(`${at([...path, 'type'])} must be min, max or sum, got ${JSON.stringify(type)}`);
  const ifs = s.if === undefined ? [] : Array.isArray(s.if) ? s.if : [s.if];
  if (ifs.some((i) => !Number.isInteger(Number(i))))
    throw new UserError(`${at([...path, 'if'])} must list subtask ids`);
  return {
    ...(number('id') === undefined ? {} : { id: number('id') }),
    ...(number('score') === undefined ? {} : { score: number('score') }),
    type,
    if: ifs.map(Number),
    ...(s.time === undefined ? {} : { time: s.time as string }),
    ...(s.memory === undefined ? {} : { memory: s.memory as string }),
    cases: casesOf(s.cases, [...path, 'cases'], at),
  };
}

function casesOf(value: unknown, path: (string | number)[], at: (p: (string | number)[]) => string): HydroCase[] {
  if (!Array.isArray(value)) throw new UserError(`${at(path)} must be a list of cases`);
  return value.map((c, i) => {
    const o = (c ?? {}) as Record<string, unknown>;
    for (const side of ['input', 'output'])
      if (typeof o[side] !== 'string' || o[side] === '')
        throw new UserError(`${at([...path, i, side])} must name a file of testdata/`);
    if (o.score !== undefined && (typeof o.score !== 'number' || o.score < 0))
      throw new UserError(`${at([...path, i, 'score'])} must be a number ≥ 0`);
    return {
      input: o.input as string,
      output: o.output as string,
      ...(typeof o.score === 'number' ? { score: o.score } : {}),
      ...(o.time !== undefined ? { time: o.time } : {}),
      ...(o.memory !== undefined ? { memory: o.memory } : {}),
    } as HydroCase;
  });
}
