// Reads a Kattis problem package (the legacy format, and the 2023-07/2025-09 format where it differs) into a plan:
// what the problem folder, its tests and its solutions will hold, and a line for everything the kit cannot take.
// Reads only; writing the plan is import-package.ts's.
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import { UserError } from '../../../judge/base/index.ts';
import { glob } from '../../../judge/core/index.ts';
import { SUBMISSION_FOLDERS, type SubmissionFolder } from '../../../judge/registry/index.ts';
import { SOLUTION_EXTENSIONS } from '../../../judge/build/index.ts';
import type { OutputComparison } from '../../../problems/_authoring/index.ts';
import type { PackagePlan, PackageProgram, PackageSubmission } from '../plan.ts';
import { type Constants, readConstants, substituteConstants, substituteFiles } from './constants.ts';
import { readKitSettings } from './kit-settings.ts';
import { INVALID_IN_KIT, KATTIS_FILE_NAME, KIT_SETTINGS_FILE } from './package-format.ts';
import { type GroupScoring, legacyScoringPlan, scoringPlan } from './scoring-plan.ts';

/** problem.yaml's keys this reader understands; any other is named among what is not taken. */
const KNOWN_KEYS = new Set([
  'problem_format_version',
  'type',
  'name',
  'uuid',
  'version',
  'author',
  'credits',
  'source',
  'source_url',
  'license',
  'rights_owner',
  'limits',
  'validation',
  'validator_flags',
  'keywords',
  'languages',
  'grading',
  'embargo_until',
  'allow_file_writing',
  'constants',
]);

/** A legacy scoring package's testdata.yaml keys for its default grader (scoring-plan.ts: legacyScoringPlan). */
const LEGACY_SCORING_KEYS = ['on_reject', 'grading', 'grader_flags', 'accept_score', 'reject_score', 'range'];

/** Files that describe a test but are not one; the kit keeps only .in and .ans. */
const ANNOTATIONS = new Set([
  '.desc',
  '.hint',
  '.png',
  '.jpg',
  '.jpeg',
  '.svg',
  '.interaction',
  '.out',
  '.args',
  '.files',
]);

/** Python 2, as a shebang says (the spec's rule for .py files): not the Python the judge runs. */
const isPython2 = (file: string) =>
  extname(file).toLowerCase() === '.py' && /^#!.*python2/.test(readFileSync(file, 'utf8').split('\n', 1)[0]);

/** Whether the judge runs a program file: Node.js files are bundled, the languages of its table compiled. */
function runnable(file: string): boolean {
  return SOLUTION_EXTENSIONS.includes(extname(file).toLowerCase()) && !isPython2(file);
}

function readYaml(file: string, shown: string, constants?: Constants): Record<string, unknown> {
  let value: unknown;
  try {
    const text = readFileSync(file, 'utf8');
    value = parse(constants ? substituteConstants(text, constants).text : text);
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const at = error.linePos?.[0];
      throw new UserError(`${shown}${at ? `:${at.line}` : ''}: not YAML: ${error.message.split('\n')[0]}`);
    }
    throw error;
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new UserError(`${shown}: expected a map of keys, got ${Array.isArray(value) ? 'a list' : typeof value}`);
  return value as Record<string, unknown>;
}

/** A positive number read from a field, or a one-line error naming the file and the field. */
function positive(value: unknown, shown: string, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0)
    throw new UserError(`${shown}: field "${field}" must be a positive number, got ${JSON.stringify(value)}`);
  return n;
}

const words = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];

/**
 * One program of a program folder (input_validators/, output_validators/, submissions/<x>/): a file the kit runs,
 * or a folder holding exactly one such file (headers and other files beside it go along). Else why not, in words.
 */
function programOf(pkg: string, path: string): PackageProgram | string {
  const full = join(pkg, path);
  const gone = danglingLink(full);
  if (gone !== null) return `a symbolic link to ${gone}, which is not there`;
  if (!statSync(full).isDirectory()) {
    if (runnable(full)) return { main: path, folder: null };
    if (isPython2(full)) return 'Python 2 (its shebang says so), which the judge does not run';
    return `${extname(path) || 'no extension'}, a language the judge does not run`;
  }
  const files = readdirSync(full).filter((f) => !f.startsWith('.'));
  if (hasBuildOrRun(full)) return 'a program built and run by its own build or run script, which the kit does not run';
  const missing = files.filter((f) => danglingLink(join(full, f)) !== null);
  if (missing.length > 0)
    return `${missing.map((f) => `${f} is a symbolic link to ${danglingLink(join(full, f))}, which is not there`).join('; ')}`;
  const mains = files.filter((f) => statSync(join(full, f)).isFile() && runnable(join(full, f)));
  if (mains.length === 1) return { main: join(path, mains[0]), folder: path };
  return mains.length === 0
    ? 'no source file in a language the judge runs'
    : `several source files (${mains.join(', ')}): the kit runs a program of one file`;
}

/** Where a symbolic link points when nothing is there (a package copied without the file it links to), else null. */
function danglingLink(path: string): string | null {
  try {
    if (!lstatSync(path).isSymbolicLink() || existsSync(path)) return null;
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/** A program folder with its own `build` or `run` script (the package format's way for any language). */
const hasBuildOrRun = (folder: string) => ['build', 'run'].some((f) => existsSync(join(folder, f)));

const isFolder = (path: string) => danglingLink(path) === null && statSync(path).isDirectory();

/** The entries of a program folder, sorted, without hidden or misnamed ones (which judges ignore too). */
function entries(pkg: string, folder: string): string[] {
  const full = join(pkg, folder);
  if (!existsSync(full) || !statSync(full).isDirectory()) return [];
  return readdirSync(full)
    .filter((name) => KATTIS_FILE_NAME.test(name))
    .sort();
}

/**
 * submissions/submissions.yaml: each glob pattern's `score` (a number, or a range of two) given to the submissions
 * it matches (a pattern matches a path under submissions/, or a folder everything in it), where the problem is
 * scored; its other requirements are named as not taken, each folder keeping its default.
 */
function readSubmissionScores(
  pkg: string,
  submissions: PackageSubmission[],
  scoring: boolean,
  constants: Constants,
  notTaken: string[],
): void {
  const shown = 'submissions/submissions.yaml';
  const meta = readYaml(join(pkg, shown), shown, constants);
  const unread = new Set<string>();
  for (const [pattern, value] of Object.entries(meta)) {
    const settings = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    for (const key of Object.keys(settings)) if (key !== 'score' || !scoring) unread.add(key);
    if (!scoring || settings.score === undefined) continue;
    const given = settings.score;
    const range = Array.isArray(given) ? given.map(Number) : [Number(given), Number(given)];
    if (range.length !== 2 || !range.every(Number.isFinite))
      throw new UserError(
        `${shown}: "${pattern}": score must be a number or a list of two, got ${JSON.stringify(given)}`,
      );
    const wanted = pattern.replace(/\/+$/, '');
    for (const s of submissions) {
      const path = (s.folder ?? s.main).replace(/^submissions\//, '');
      if (glob(wanted).test(path) || path.startsWith(`${wanted}/`)) s.score = [range[0], range[1]];
    }
  }
  if (unread.size > 0)
    notTaken.push(`${shown}: ${[...unread].sort().join(', ')} not taken; each folder keeps its default`);
}

/** Reads the package at `pkg` into a plan; a package the kit cannot judge at all is a UserError. */
/** Whether a folder is a Kattis package: problem.yaml at its root. */
export const isKattisPackage = (dir: string) => existsSync(join(dir, 'problem.yaml'));

export function readPackage(pkg: string): PackagePlan {
  const yamlFile = join(pkg, 'problem.yaml');
  if (!existsSync(yamlFile)) throw new UserError(`${pkg}: not a Kattis package (no problem.yaml)`);
  const shown = 'problem.yaml';
  const meta = readYaml(yamlFile, shown);
  const constants = readConstants(readFileSync(yamlFile, 'utf8'), shown);
  const notTaken: string[] = [];
  const format = String(meta.problem_format_version ?? 'legacy');
  const legacy = format.startsWith('legacy');
  // Where a group's settings are, and so how it is graded: testdata.yaml and problemtools' default grader in the
  // legacy format and 2023-07 (problemtools reads both so); test_group.yaml and its max_score in 2025-09.
  const groupFile = legacy || format.startsWith('2023-07') ? 'testdata.yaml' : 'test_group.yaml';
  const graded = groupFile === 'testdata.yaml';
  for (const key of Object.keys(meta))
    if (!KNOWN_KEYS.has(key)) notTaken.push(`problem.yaml: key "${key}" is not one the kit reads`);

  const types = words(meta.type);
  const validation = words(meta.validation ?? 'default');
  if (types.includes('multi-pass') || types.includes('submit-answer'))
    throw new UserError(
      `${shown}: type ${types.join(' ')}: the kit cannot judge ${types.includes('multi-pass') ? 'multi-pass' : 'submit-answer'} problems (nothing written)`,
    );
  const interactive =
    types.includes('interactive') || (validation[0] === 'custom' && validation.includes('interactive'));
  const scoring = types.includes('scoring') || validation.includes('score');
  if (existsSync(join(pkg, 'graders')))
    notTaken.push("graders/: the kit runs no custom grader (groups are scored by the default grader's rules)");
  if (existsSync(join(pkg, 'static_validator')))
    notTaken.push("static_validator/: the kit runs no static validator (a submission's source earns no score)");

  const names = meta.name;
  const name =
    typeof names === 'string'
      ? names
      : names && typeof names === 'object'
        ? String((names as Record<string, unknown>).en ?? Object.values(names as Record<string, unknown>)[0] ?? '')
        : '';

  const limits = (meta.limits ?? {}) as Record<string, unknown>;
  let timeMs: number | null = null;
  let timeSource: string | null = null;
  const timelimitFile = join(pkg, '.timelimit');
  let timelimitSeconds: number | null = null;
  if (existsSync(timelimitFile)) {
    const seconds = positive(readFileSync(timelimitFile, 'utf8').trim(), '.timelimit', 'seconds');
    timelimitSeconds = seconds ?? null;
    // A difference from problemtools, said on import: it verifies with a limit derived from the accepted submissions.
    if (seconds !== undefined)
      [timeMs, timeSource] = [
        Math.round(seconds * 1000),
        `.timelimit (${seconds} s); problemtools prints it in the statement but verifies with a limit it derives`,
      ];
  }
  const declared = positive(limits.time_limit, shown, 'limits.time_limit');
  if (declared !== undefined) {
    [timeMs, timeSource] = [Math.round(declared * 1000), `limits.time_limit (${declared} s)`];
    timelimitSeconds = null;
  }
  const multipliers = (limits.time_multipliers ?? {}) as Record<string, unknown>;
  const timeMultiplier = legacy
    ? (positive(limits.time_multiplier, shown, 'limits.time_multiplier') ?? 5)
    : (positive(multipliers.ac_to_time_limit, shown, 'limits.time_multipliers.ac_to_time_limit') ?? 2);
  // problemtools judges submissions again with the limit times this, and passes a folder's verdict got only so
  // (2025-09's default 1.5; legacy's time_safety_margin, 2).
  const timeLimitToTle = legacy
    ? (positive(limits.time_safety_margin, shown, 'limits.time_safety_margin') ?? 2)
    : (positive(multipliers.time_limit_to_tle, shown, 'limits.time_multipliers.time_limit_to_tle') ?? 1.5);
  const timeResolutionMs = (positive(limits.time_resolution, shown, 'limits.time_resolution') ?? 1) * 1000;

  const statementFolder = [legacy ? 'problem_statement' : 'statement', 'problem_statement', 'statement'].find((f) =>
    existsSync(join(pkg, f)),
  );
  // Without a name in problem.yaml, the LaTeX statement's \problemname gives it, as problemtools takes it.
  const texName = (() => {
    if (!statementFolder) return '';
    const tex = ['problem.en.tex', 'problem.tex'].find((f) => existsSync(join(pkg, statementFolder, f)));
    return tex
      ? (/\\problemname\{([^}]*)\}/.exec(readFileSync(join(pkg, statementFolder, tex), 'utf8'))?.[1] ?? '')
      : '';
  })();
  const markdown = statementFolder
    ? ['problem.en.md', 'problem.md'].find((f) => existsSync(join(pkg, statementFolder, f)))
    : undefined;

  // A group's testdata.yaml (legacy) or test_group.yaml: its validator arguments are taken by group, for its
  // subgroups too (problem.ts's groups); any other setting is named as not taken.
  const inputArgsByGroup: Record<string, string[] | Record<string, string[]>> = {};
  const scoringByGroup: Record<string, GroupScoring> = {};
  const legacyByGroup: Record<string, Record<string, unknown>> = {};
  const outputArgsByGroup: Record<string, string[]> = {};
  const groupSettings = (group: string, file: string) => {
    const shownFile = `data/${group ? `${group}/` : ''}${file}`;
    const settings = readYaml(join(pkg, shownFile), shownFile, constants);
    const input = settings.input_validator_args ?? settings.input_validator_flags;
    if (input !== undefined && input !== null)
      inputArgsByGroup[group] =
        typeof input === 'object' && !Array.isArray(input)
          ? Object.fromEntries(Object.entries(input as Record<string, unknown>).map(([name, a]) => [name, words(a)]))
          : words(input);
    const output = settings.output_validator_args ?? settings.output_validator_flags;
    if (output !== undefined && output !== null) outputArgsByGroup[group] = words(output);
    // A scoring problem's keys (2025-09), made the kit's scoring once every group is read (scoring-plan.ts); every
    // folder with a test_group.yaml is there, since that file is what makes a folder of secret a test data group.
    const { max_score: maxScore, score_aggregation: aggregation, require_pass: requirePass } = settings;
    scoringByGroup[group] = { maxScore, aggregation, requirePass };
    legacyByGroup[group] = settings;
    const taken = [
      'input_validator_args',
      'input_validator_flags',
      'output_validator_args',
      'output_validator_flags',
      ...(scoring && !graded ? ['max_score', 'score_aggregation', 'require_pass'] : []),
      ...(scoring && graded ? LEGACY_SCORING_KEYS : []),
    ];
    const rest = Object.keys(settings).filter((key) => !taken.includes(key));
    if (rest.length > 0)
      notTaken.push(`${shownFile}: ${rest.join(', ')} not taken (the kit takes the validators' arguments by group)`);
  };
  // The other format's file: not read, as the format's own judges do not (a 2025-09 folder with a testdata.yaml
  // and no test_group.yaml is no test data group, and its tests count in the group around it).
  const otherGroupFile = (group: string, file: string) =>
    notTaken.push(
      `data/${group ? `${group}/` : ''}${file}: not a file of the ${graded ? 'legacy and 2023-07 formats' : `${format} format`}, which read${graded ? '' : 's'} ${groupFile}: not read`,
    );
  const tests: PackagePlan['tests'] = [];
  const skipped = new Map<string, number>();
  const dataDir = join(pkg, 'data');
  const walk = (rel: string) => {
    for (const entry of entries(pkg, join('data', rel))) {
      const path = join(rel, entry);
      const full = join(dataDir, path);
      const gone = danglingLink(full);
      if (gone !== null) notTaken.push(`data/${path}: a symbolic link to ${gone}, which is not there`);
      else if (statSync(full).isDirectory()) walk(path);
      else if (entry.endsWith('.in') || entry.endsWith('.ans')) tests.push({ from: join('data', path), to: path });
      else if (entry === groupFile) groupSettings(rel, entry);
      else if (entry === 'testdata.yaml' || entry === 'test_group.yaml') otherGroupFile(rel, entry);
      else skipped.set(extname(entry) || entry, (skipped.get(extname(entry) || entry) ?? 0) + 1);
    }
  };
  // Invalid inputs: data/invalid_input/ (2025-09), or kit/invalid_input/ where the kit's export kept them beside a
  // legacy package, whose data/ holds sample and secret only. A nested one is named by its path, '-' for '/'.
  const invalidInputs: { from: string; name: string }[] = [];
  const invalid = (folder: string, rel = '') => {
    for (const entry of entries(pkg, join(folder, rel))) {
      const path = join(rel, entry);
      if (isFolder(join(pkg, folder, path))) invalid(folder, path);
      else if (entry.endsWith('.in'))
        invalidInputs.push({ from: join(folder, path), name: path.slice(0, -3).replaceAll(sep, '-') });
    }
  };
  invalid(INVALID_IN_KIT);
  for (const top of entries(pkg, 'data')) {
    if (top === 'invalid_input') invalid(join('data', top));
    else if (top === 'sample' || top === 'secret') walk(top);
    else if (isFolder(join(dataDir, top)))
      notTaken.push(`data/${top}/: the kit judges data/sample and data/secret only`);
    else if (top === groupFile) groupSettings('', top);
    else if (top === 'testdata.yaml' || top === 'test_group.yaml') otherGroupFile('', top);
    else notTaken.push(`data/${top}: not a test group`);
  }
  for (const [ext, count] of skipped)
    notTaken.push(
      `${count} ${ext} file${count === 1 ? '' : 's'} under data/: ${ext === '.yaml' ? "a test's own settings (its arguments, its validators' arguments)" : ANNOTATIONS.has(ext) ? 'annotations' : 'not test files'}, not taken`,
    );
  if (tests.length === 0) throw new UserError(`${pkg}: no tests under data/sample or data/secret (nothing written)`);
  // A legacy or 2023-07 package scores by its default grader's testdata.yaml keys; a 2025-09 one by test_group.yaml.
  const grading = (meta.grading ?? {}) as Record<string, unknown>;
  const inData = tests.map((t) => t.to);
  const scored = !scoring
    ? undefined
    : graded
      ? legacyScoringPlan(inData, legacyByGroup, grading, validation.includes('score'), notTaken)
      : scoringPlan(inData, scoringByGroup, notTaken);
  if (!tests.some((t) => t.to.startsWith('secret/') && t.to.endsWith('.in')))
    notTaken.push('data/secret/: no tests there; only the samples are judged, which Kattis would not accept');
  // An interactive test's answer file is the interactor's to read; where the package has none, it gets an empty one.
  if (interactive) {
    const answers = new Set(tests.filter((t) => t.to.endsWith('.ans')).map((t) => t.to.slice(0, -4)));
    const missing = tests.filter((t) => t.to.endsWith('.in') && !answers.has(t.to.slice(0, -3)));
    for (const t of missing) tests.push({ from: null, to: `${t.to.slice(0, -3)}.ans` });
    if (missing.length > 0) notTaken.push(`${missing.length} interactive tests without .ans: given an empty one each`);
  }

  const validators: PackageProgram[] = [];
  const validatorFolder = existsSync(join(pkg, 'input_validators')) ? 'input_validators' : 'input_format_validators';
  for (const entry of entries(pkg, validatorFolder)) {
    const program = programOf(pkg, join(validatorFolder, entry));
    if (typeof program === 'string')
      notTaken.push(
        `${validatorFolder}/${entry}: ${/\.(ctd|viva)$/.test(entry) ? `${extname(entry)} validators are not run by the kit` : program}`,
      );
    else validators.push(program);
  }

  // The output validator: legacy output_validators/<name>, or the newer format's output_validator/ itself.
  let outputValidator: PackageProgram | null = null;
  const custom = legacy ? validation[0] === 'custom' : existsSync(join(pkg, 'output_validator'));
  if (custom) {
    // The newer formats' output_validator/ is the program itself; the 2023-07 draft put a program folder inside it.
    const single = existsSync(join(pkg, 'output_validator'));
    const candidates =
      single && (typeof programOf(pkg, 'output_validator') !== 'string' || hasBuildOrRun(join(pkg, 'output_validator')))
        ? ['output_validator']
        : entries(pkg, single ? 'output_validator' : 'output_validators').map((e) =>
            join(single ? 'output_validator' : 'output_validators', e),
          );
    if (candidates.length > 1)
      notTaken.push(
        `output_validators/: ${candidates.length} validators; the kit runs the first, ${basename(candidates[0])}`,
      );
    const program = candidates[0] ? programOf(pkg, candidates[0]) : 'none in the package';
    if (typeof program === 'string') {
      if (interactive)
        throw new UserError(`${candidates[0] ?? 'output_validators/'}: the interactor: ${program} (nothing written)`);
      notTaken.push(
        `${candidates[0] ?? 'output_validators/'}: ${program}; outputs are compared by Kattis's default rules instead`,
      );
    } else outputValidator = program;
  }

  // problemtools passes problem.yaml's validator_flags, then the group's output validator arguments.
  const validatorArgs = [...words(meta.validator_flags), ...(outputArgsByGroup[''] ?? [])];
  let compare = outputValidator || interactive ? null : defaultComparison(validatorArgs, notTaken);
  let memoryMb = positive(limits.memory, shown, 'limits.memory') ?? 2048;
  let outputMb = positive(limits.output, shown, 'limits.output') ?? 8;
  // A package the kit exported: its own limits, comparison and accepted solution, where the package still agrees.
  const kit = readKitSettings(pkg, {
    memory: memoryMb,
    output: outputMb,
    // The limit the export wrote: .timelimit (legacy), or problem.yaml's time_limit (2025-09).
    timelimit: timelimitSeconds ?? (legacy ? null : (declared ?? null)),
    validatorFlags: validatorArgs.join(' '),
    custom: outputValidator !== null || interactive,
  });
  if (kit?.limits) {
    [timeMs, memoryMb, outputMb] = [kit.limits.timeMs, kit.limits.memoryMb, kit.limits.outputMb];
    timeSource = `${KIT_SETTINGS_FILE}, the kit's own`;
  }
  if (kit?.compare) compare = kit.compare;
  const compareFrom = kit?.compare ? 'kit' : 'default';
  const groups: PackagePlan['groups'] = {};
  for (const [group, args] of Object.entries(inputArgsByGroup)) groups[group] = { validatorArgs: args };
  for (const [group, args] of Object.entries(outputArgsByGroup)) {
    if (group === '') continue;
    const all = [...words(meta.validator_flags), ...args];
    groups[group] = {
      ...groups[group],
      ...(compare === null ? { outputValidatorArgs: all } : { compare: defaultComparison(all, notTaken) }),
    };
  }

  const submissions: PackageSubmission[] = [];
  for (const folder of entries(pkg, 'submissions')) {
    if (!isFolder(join(pkg, 'submissions', folder))) {
      if (folder !== 'submissions.yaml')
        notTaken.push(`submissions/${folder}: a file where folders of submissions are expected`);
      continue;
    }
    if (!(folder in SUBMISSION_FOLDERS)) {
      notTaken.push(`submissions/${folder}/: a folder whose verdict the kit does not know`);
      continue;
    }
    if (folder === 'partially_accepted' && !scoring) {
      notTaken.push("submissions/partially_accepted/: a scoring problem's folder, in a pass-fail problem");
      continue;
    }
    for (const entry of entries(pkg, join('submissions', folder))) {
      const program = programOf(pkg, join('submissions', folder, entry));
      if (typeof program === 'string') notTaken.push(`submissions/${folder}/${entry}: ${program}`);
      else {
        const name = program.folder === null ? entry : `${entry}${extname(program.main)}`;
        submissions.push({ ...program, expect: folder as SubmissionFolder, name });
      }
    }
  }
  if (existsSync(join(pkg, 'submissions', 'submissions.yaml')))
    readSubmissionScores(pkg, submissions, scoring, constants, notTaken);
  const included = withIncludes(pkg, submissions, notTaken);

  return {
    origin: 'Kattis package',
    format,
    testOrder: 'kattis',
    // problemtools only warns of a test with Windows line ends, and judges its bytes as they are.
    lineEnds: { kept: 'as problemtools judges it, warning of non-standard line breaks' },
    defaultComparison: "Kattis's default",
    name: name || texName,
    interactive,
    limits: {
      timeMs,
      memoryMb,
      outputMb,
      timeLimitToTle,
    },
    timeSource,
    timeMultiplier,
    timeResolutionMs,
    statementFolder: statementFolder ?? null,
    statementMarkdown:
      statementFolder && markdown
        ? substituteConstants(readFileSync(join(pkg, statementFolder, markdown), 'utf8'), constants).text
        : null,
    tests,
    ...(invalidInputs.length > 0 ? { invalidInputs } : {}),
    validators,
    outputValidator,
    validatorArgs,
    groups,
    ...(scored ? { scoring: scored } : {}),
    compare,
    compareFrom,
    submissions: included,
    rewrite: (to, from) =>
      substituteFiles(to, constants).map(
        (u) =>
          `${join(from, relative(to, u.file))}:${u.line}: ${u.sequence} names no constant of problem.yaml; left as written`,
      ),
    preferredAccepted: kit?.accepted ?? null,
    said: [
      ...(kit?.said ?? []),
      ...(constants.size > 0
        ? [
            `constants: ${[...constants.keys()].filter((k) => !k.includes('.')).join(', ')} substituted into the validators, submissions and statement`,
          ]
        : []),
    ],
    notTaken,
  };
}

/** The language codes of include/<language>/ (the format's languages table) of the files the judge runs. */
const INCLUDE_LANGUAGE: Record<string, string> = {
  '.py': 'python3',
  '.py3': 'python3',
  '.cpp': 'cpp',
  '.cc': 'cpp',
  '.cxx': 'cpp',
  '.c': 'c',
  '.java': 'java',
  '.kt': 'kotlin',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.ts': 'typescript',
};

/** The files under a folder of the package, as paths relative to it, sorted; none where it is not there. */
function filesUnder(pkg: string, folder: string): string[] {
  const full = join(pkg, folder);
  if (!existsSync(full) || !isFolder(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(full, name)).isFile())
    .sort();
}

/**
 * Each submission with the included files it is judged with: include/default/'s and include/<its language>/'s, the
 * language's replacing the default's of the same name (as problemtools adds both). The kit judges a program of one
 * source file with the files of its folder beside it: a Python submission imports them, a C or C++ one includes
 * them as headers; where they hold another source to compile with it, or the language is another, the kit cannot add
 * them, and such submissions are left out (one line a language), never made the accepted solution.
 */
function withIncludes(pkg: string, submissions: PackageSubmission[], notTaken: string[]): PackageSubmission[] {
  if (!existsSync(join(pkg, 'include')) || !isFolder(join(pkg, 'include'))) return submissions;
  const languages = readdirSync(join(pkg, 'include')).filter((name) => isFolder(join(pkg, 'include', name)));
  const known = new Set([...Object.values(INCLUDE_LANGUAGE), 'default']);
  for (const name of languages.filter((l) => !known.has(l)).sort())
    notTaken.push(`include/${name}/: files for a language the kit does not run`);
  const filesOf = (language: string) =>
    new Map(filesUnder(pkg, join('include', language)).map((f) => [f, join('include', language, f)]));
  const cannot = new Map<string, { why: string; names: string[] }>();
  const dataBeside = new Set<string>();
  const taken: PackageSubmission[] = [];
  for (const s of submissions) {
    const language = INCLUDE_LANGUAGE[extname(s.main).toLowerCase()] ?? '';
    const files = new Map([...filesOf('default'), ...(language ? filesOf(language) : [])]);
    if (files.size === 0) {
      taken.push(s);
      continue;
    }
    const sources = [...files.keys()].filter((f) => SOLUTION_EXTENSIONS.includes(extname(f).toLowerCase()));
    const why =
      language === 'python3'
        ? null
        : language === 'c' || language === 'cpp'
          ? sources.length > 0
            ? `it compiles one source file, and ${sources.join(', ')} would be compiled with it`
            : null
          : `the kit adds included files to Python, C and C++ submissions only`;
    if (why !== null) {
      const entry = cannot.get(language) ?? { why, names: [] };
      entry.names.push(`submissions/${s.expect}/${s.name}`);
      cannot.set(language, entry);
      continue;
    }
    if (language === 'python3') for (const f of files.keys()) if (!f.endsWith('.py')) dataBeside.add(files.get(f)!);
    taken.push({ ...s, include: [...files].map(([to, from]) => ({ from, to })) });
  }
  for (const [language, { why, names }] of cannot)
    notTaken.push(
      `include/: the kit cannot add the included files to a ${language || 'such'} submission (${why}): ${names.join(', ')} left out`,
    );
  for (const file of [...dataBeside].sort())
    notTaken.push(
      `${file}: put beside each Python submission, but the kit runs a program in a scratch folder: one that opens it by its name will not find it`,
    );
  return taken;
}

/**
 * Kattis's default output validator as the kit's comparison: tokens, case-insensitive and blind to amounts of
 * whitespace unless flagged (case_sensitive, space_change_sensitive), with float tolerances where given.
 */
function defaultComparison(args: string[], notTaken: string[]): OutputComparison {
  const compare: OutputComparison = { by: 'tokens', caseSensitive: false };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = () => {
      const v = Number(args[++i]);
      if (!Number.isFinite(v) || v < 0)
        throw new UserError(`validator flags: ${flag} needs a number, got ${JSON.stringify(args[i])}`);
      return v;
    };
    if (flag === 'case_sensitive') compare.caseSensitive = true;
    else if (flag === 'space_change_sensitive') compare.spaceChangeSensitive = true;
    else if (flag === 'float_absolute_tolerance') compare.absoluteTolerance = value();
    else if (flag === 'float_relative_tolerance') compare.relativeTolerance = value();
    else if (flag === 'float_tolerance') compare.absoluteTolerance = compare.relativeTolerance = value();
    else notTaken.push(`validator flag "${flag}": not one of Kattis's default validator's, ignored`);
  }
  return compare;
}
