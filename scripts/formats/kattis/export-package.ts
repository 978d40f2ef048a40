// The engine of `npm run export -- <id> --kattis DIR [--format VERSION]`: a problem as a Kattis problem package,
// written whole into a hidden folder beside DIR and renamed into place at the end, in the version asked: legacy (the
// default, which problemtools and DOMjudge read; a problem scored in points as a legacy scoring package graded by
// problemtools' default grader), 2023-07 (problemtools' 2023-07-draft: the newer problem.yaml, the same grading) or
// 2025-09 (BAPCtools; groups that hold points, aggregations and requirements).
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { stringify } from 'yaml';
import { UserError } from '../../../judge/base/index.ts';
import { groupMatches, judge } from '../../../judge/core/index.ts';
import {
  acceptedFile,
  requiredAcceptedFile,
  GROUPS,
  groupSetting,
  invalidInputs,
  juryFile,
  loadJury,
  loadPlay,
  loadProblem,
  loadSuite,
  type Problem,
  secondSolverFile,
  type SubmissionFolder,
  TAG_FOLDERS,
  type TagFolder,
  submissionFiles,
  submissionScores,
  type TestCase,
  testKey,
  wrongFiles,
} from '../../../judge/registry/index.ts';
import { bundleKattisValidator, bundleSolution, languageOf } from '../../../judge/build/index.ts';
import { exchangeInProcess, exchangeLines } from '../../../judge/run/index.ts';
import type { Verdict } from '../../../judge/verdict/index.ts';
import { expectedPoints, expectedVerdicts } from '../../testdata/index.ts';
import { groupArguments, legacyArguments, scoredLayout } from './scored-layout.ts';
import { statementTex } from './statement-tex.ts';
import { writeCmsCheckerWrapper, writeTestlibWrapper } from './contract-wrappers.ts';
import type { ExportOptions } from '../plan.ts';
import {
  FORMAT_VERSION,
  INVALID_IN_KIT,
  KATTIS_FORMATS,
  type KattisFormat,
  KATTIS_FILE_NAME,
  KATTIS_SHORT_NAME,
  KIT_SETTINGS_FILE,
  type KitSettings,
} from './package-format.ts';
import { requireDeclaredExport } from '../declared-export.ts';
import { yamlScalar } from '../yaml-scalar.ts';

/**
 * problemtools limits a submission's address space (RLIMIT_AS) to the memory limit, where the kit limits resident
 * memory. Node.js reserves address space far beyond what it uses: measured with `ulimit -v`, Node.js 8.17 and 20.20
 * do not start under 512 MiB, and every version from 8.17 to 22.23 starts under 768 MiB. So a package whose
 * submissions are Node.js bundles asks for at least this much, or no JavaScript submission could run there; the
 * statement keeps the problem's own limit.
 */
const NODE_ADDRESS_SPACE_MB = 1024;

export interface ExportSummary {
  dir: string;
  tests: number;
  /** The inputs the validators must refuse (testdata/<id>/invalid/), written to the package. */
  invalidInputs: number;
  submissions: Record<string, string[]>;
  /** Solutions the package does not carry, each with why. */
  leftOut: string[];
}

/** Writes the package; refuses a DIR that exists, or whose name Kattis would not take. Nothing half-written stays. */
export async function exportKattis(options: ExportOptions): Promise<ExportSummary> {
  const { root, id, say } = options;
  const format = (options.format ?? KATTIS_FORMATS[0]) as KattisFormat;
  if (!KATTIS_FORMATS.includes(format))
    throw new UserError(
      `--format ${JSON.stringify(format)}: not a Kattis format version (${KATTIS_FORMATS.join(', ')})`,
    );
  const dir = resolve(options.dir);
  const shortName = basename(dir);
  if (!KATTIS_SHORT_NAME.test(shortName))
    throw new UserError(
      `--kattis ${options.dir}: a Kattis package's folder is named by lower-case letters and digits only ` +
        `(its short name), e.g. ${join(dirname(options.dir), id.replace(/[^a-z0-9]/g, ''))}`,
    );
  if (existsSync(dir)) throw new UserError(`--kattis ${options.dir}: already exists (nothing written)`);
  const problem = await loadProblem(root, id);
  requiredAcceptedFile(root, id, 'a Kattis package (problemtools requires an accepted submission)');
  const work = join(dirname(dir), `.${shortName}.export-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const summary = await writePackage(root, problem, work, options, format);
    mkdirSync(dirname(dir), { recursive: true });
    renameSync(work, dir);
    const invalid = summary.invalidInputs ? `, ${summary.invalidInputs} invalid inputs` : '';
    say(`wrote ${shownPath(dir)}: ${summary.tests} tests${invalid}, ${countOf(summary.submissions)} submissions`);
    return { ...summary, dir };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const countOf = (submissions: Record<string, string[]>) =>
  Object.values(submissions).reduce((n, files) => n + files.length, 0);

async function writePackage(
  root: string,
  problem: Problem,
  work: string,
  options: ExportOptions,
  format: KattisFormat,
): Promise<Omit<ExportSummary, 'dir'>> {
  const { say } = options;
  // What no Kattis package can hold is refused before anything is judged or written.
  if (problem.files)
    throw new UserError(`problems/${problem.id}/problem.ts: ${filesNotHeld(problem.files, format)} (nothing written)`);
  if (problem.interaction?.contract === 'testlib')
    throw new UserError(
      `problems/${problem.id}/problem.ts: a testlib interactor with a checker of its tout (Polygon's), which a Kattis package cannot hold: its interactor is its output validator alone (nothing written)`,
    );
  const put = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), content);
  };
  const yaml = problemYaml(problem, say, format, usesNode(root, problem));
  const [validatorTests, checkerTests] = [problem.validatorTests?.length ?? 0, problem.checkerTests?.length ?? 0];
  if (validatorTests + checkerTests > 0)
    say(
      `left out: the validator's ${validatorTests} tests and the checker's ${checkerTests} tests of their own (a Polygon package's), which this export does not write`,
    );
  put('problem.yaml', yaml.text);
  const timelimit = problem.limits.timeMs / 1000;
  // The legacy format has no time limit key (problemtools derives one from the accepted submissions); DOMjudge reads
  // the limit, in seconds, from .timelimit. The newer problem.yaml has it.
  if (format === 'legacy') put('.timelimit', `${timelimit}\n`);
  // Every program here is a CommonJS bundle: this keeps node from reading them as ES modules wherever the package lies.
  put('package.json', '{ "type": "commonjs" }\n');
  const statement = join(problem.folder, 'statement.md');
  if (existsSync(statement)) {
    const markdown = readFileSync(statement, 'utf8');
    if (format !== 'legacy') {
      put('statement/problem.en.md', markdown);
      const wide = format === '2023-07' ? wideTableRow(markdown) : null;
      if (wide !== null)
        say(
          `${relative(root, statement)}:${wide}: a table row longer than ${PANDOC_COLUMNS} characters: problemtools' pandoc gives such a table column widths its problemset.cls cannot typeset (it loads no calc or array), so verifyproblem fails the statement; keep each row of a table within ${PANDOC_COLUMNS} characters`,
        );
    } else {
      put('problem_statement/problem.en.md', markdown);
      // problemtools reads a legacy package's statement from LaTeX only.
      put('problem_statement/problem.en.tex', statementTex(markdown, problem.title));
    }
  } else say(`no statement: ${relative(root, statement)} is missing, so the statement folder is empty`);
  const tests = await writeData(root, problem, put, options, yaml.flags, format);
  // The inputs the validators must refuse: data/invalid_input/ in 2025-09; beside kit.json in legacy and 2023-07,
  // whose data/ may hold sample and secret only (problemtools refuses any other folder there).
  const invalid = invalidInputs(root, problem.id);
  for (const { name, file } of invalid)
    put(`${format === '2025-09' ? 'data/invalid_input' : INVALID_IN_KIT}/${name}.in`, readFileSync(file));
  const outputValidator = await writeValidators(root, problem, work, format, say);
  // problemtools: only C, C++ and Python 3 output validators are standardized, and Kattis runs no other.
  if (outputValidator !== null) {
    const language = languageOf(outputValidator)?.name ?? 'JavaScript';
    if (!['C', 'C++', 'Python'].includes(language))
      say(
        `${relative(work, outputValidator)}: the ${problem.interaction ? 'jury (an interactor)' : 'checker'} in ${language}; problemtools runs it but ${format === '2023-07' ? 'counts it an error in 2023-07-draft (a warning in legacy)' : 'warns'} that only C, C++ and Python 3 output validators are standardized: Kattis itself does not run it`,
      );
  }
  // An imported package's included files (problems/<id>/include/) go back as its include/, added to each submission.
  const included = join(problem.folder, 'include');
  if (existsSync(included)) cpSync(included, join(work, 'include'), { recursive: true });
  const { submissions, leftOut } = await writeSubmissions(root, problem, work, options, format);
  const { timeMs, memoryMb, outputMb } = problem.limits;
  const settings: KitSettings = {
    about: `Written by npm run export: the kit's own settings for ${problem.id}, which problem.yaml cannot hold; npm run import reads them back`,
    id: problem.id,
    limits: { timeMs, memoryMb, outputMb },
    compare: yaml.validation === 'default' ? (problem.compare ?? { by: 'lines' }) : null,
    accepted: submissions.accepted[0],
    written: { memory: yaml.memory, output: yaml.output, timelimit, validatorFlags: yaml.flags.join(' ') },
  };
  put(KIT_SETTINGS_FILE, `${JSON.stringify(settings, null, 2)}\n`);
  return { tests, invalidInputs: invalid.length, submissions, leftOut };
}

/**
 * Why a problem that reads or writes named files has no package in `format`: legacy and 2023-07 programs use the
 * standard streams only; 2025-09 gives a test's input files too (its .files), but its output validator reads the
 * submission's standard output alone, and this export writes no .files.
 */
function filesNotHeld(files: NonNullable<Problem['files']>, format: KattisFormat): string {
  if (format !== '2025-09')
    return `the problem reads or writes ${Object.values(files).join(' and ')}, and a Kattis package's programs use standard input and output only`;
  if (files.output !== undefined)
    return `the problem writes ${files.output}, and a 2025-09 Kattis package's output validator reads standard output only`;
  return `the problem reads ${files.input}, which a 2025-09 Kattis package could give as each test's .files, and this export does not write them`;
}

/** problem.yaml's text, and the limits, validation and validator flags it gives problemtools. */
function problemYaml(
  problem: Problem,
  say: (line: string) => void,
  format: KattisFormat,
  node: boolean,
): { text: string; memory: number; output: number; validation: string; flags: string[] } {
  const { memoryMb, outputMb } = problem.limits;
  const memory = node ? Math.max(memoryMb, NODE_ADDRESS_SPACE_MB) : memoryMb;
  if (memory !== memoryMb)
    say(
      `memory: the problem allows ${memoryMb} MB of resident memory; problem.yaml asks for ${memory} MB, since ` +
        `problemtools limits address space, under which Node.js does not start below about 768 MB`,
    );
  const custom = problem.checker !== undefined || problem.checkerProgram !== undefined;
  const validation = problem.interaction ? 'custom interactive' : custom ? 'custom' : 'default';
  const flags = custom
    ? (problem.checkerProgram?.args ?? [])
    : problem.interaction
      ? []
      : defaultValidatorFlags(problem);
  const output = Math.ceil(outputMb);
  const scored = problem.scoring !== undefined;
  const head = [
    '# Written by `npm run export` from the problem folder of the same id.',
    `problem_format_version: ${FORMAT_VERSION[format]}`,
  ];
  const memoryComment = `  # MiB; the statement's own limit is ${memoryMb} MB of resident memory (${KIT_SETTINGS_FILE} keeps it).`;
  if (format !== 'legacy') {
    // 2023-07 and 2025-09: the type says scoring and interactive; the output validator's arguments are data/'s
    // testdata.yaml (2023-07) or test_group.yaml (2025-09), which writeData writes.
    const types = [...(scored ? ['scoring'] : []), ...(problem.interaction ? ['interactive'] : [])];
    const text = [
      ...head,
      `type: ${types.length === 0 ? 'pass-fail' : types.length === 1 ? types[0] : `[${types.join(', ')}]`}`,
      `name: ${yamlScalar(problem.title)}`,
      `uuid: ${uuidOf(problem.id)}`,
      'limits:',
      `  time_limit: ${problem.limits.timeMs / 1000}`,
      memoryComment,
      `  memory: ${memory}`,
      `  output: ${output}`,
      '',
    ].join('\n');
    return { text, memory, output, validation, flags };
  }
  // Legacy: a scoring problem's groups shown (problemtools warns where a package with groups does not say).
  const text = [
    ...head,
    ...(scored ? ['type: scoring'] : []),
    `name: ${yamlScalar(problem.title)}`,
    // Legacy packages may carry one too, and problemtools warns where it is missing.
    `uuid: ${uuidOf(problem.id)}`,
    'limits:',
    memoryComment,
    `  memory: ${memory}`,
    `  output: ${output}`,
    `validation: ${validation}`,
    ...(flags.length > 0 ? [`validator_flags: ${yamlScalar(flags.join(' '))}`] : []),
    ...(scored ? ['grading:', '  show_test_data_groups: true'] : []),
    '',
  ].join('\n');
  return { text, memory, output, validation, flags };
}

/** A problem's uuid, the same on every export of the same id (a name-based UUID, version 5's layout). */
function uuidOf(id: string): string {
  const hex = createHash('sha1').update(`competitive-kit problem ${id}`).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Kattis's default output validator set to accept no less than the kit does: the kit compares case-sensitively
 * unless told otherwise, Kattis the other way round; tokens and tolerances as the problem's compare says.
 */
function defaultValidatorFlags(problem: Problem): string[] {
  return comparisonFlags(problem.compare);
}

/** A comparison as the default output validator's flags. */
function comparisonFlags(compare: Problem['compare']): string[] {
  const flags = compare?.caseSensitive === false ? [] : ['case_sensitive'];
  if (compare?.spaceChangeSensitive) flags.push('space_change_sensitive');
  if (compare?.absoluteTolerance !== undefined)
    flags.push('float_absolute_tolerance', String(compare.absoluteTolerance));
  if (compare?.relativeTolerance !== undefined)
    flags.push('float_relative_tolerance', String(compare.relativeTolerance));
  return flags;
}

/** Where a kit group goes in data/: samples to data/sample, an imported package's secret groups back where they were. */
export function packageGroup(group: string): string {
  if (group === GROUPS.sample || group.startsWith(`${GROUPS.sample}/`)) return group;
  if (group === 'secret' || group.startsWith('secret/')) return group;
  return `secret/${group}`;
}

/**
 * data/: the tests, and each group's settings: testdata.yaml's keys in legacy and 2023-07 (the validators' flags as
 * strings; a scored problem's default grader settings), test_group.yaml's in 2025-09. Returns how many tests it wrote.
 */
async function writeData(
  root: string,
  problem: Problem,
  put: (path: string, content: string | Buffer) => void,
  options: ExportOptions,
  flags: string[],
  format: KattisFormat,
) {
  const suite = loadSuite(root, problem.id);
  if (suite.errors.length > 0) {
    const [first] = suite.errors;
    throw new UserError(`${first.file}: ${first.message} (fix the test data first; nothing written)`);
  }
  const samples = suite.tests.filter((t) => groupMatches(t.group, GROUPS.sample));
  const interactions =
    problem.interaction && samples.length > 0 ? await sampleInteractions(root, problem, options.jobs) : null;
  const putTest = (test: TestCase, base: string) => {
    for (const [file, ext] of [
      [test.input, 'in'],
      [test.answer, 'ans'],
    ] as const) {
      const bytes = readFileSync(file);
      // The format asks for Unix line ends; problemtools warns of others and judges the bytes as they are, so the
      // test goes as it is (a statement that allows CRLF has a test for it), said.
      if (bytes.includes('\r\n'))
        options.say(
          `warning: ${base}.${ext} has Windows line ends (CRLF), as ${relative(root, file)} has: the format asks for Unix ones; problemtools warns, and judges it as it is`,
        );
      put(`${base}.${ext}`, bytes);
    }
    // Interactive samples are shown as an exchange, never as their files (the spec's rule for samples).
    const interaction = interactions?.get(test.name);
    if (interaction !== undefined && test.group === GROUPS.sample) put(`${base}.interaction`, interaction);
  };
  const graded = format !== '2025-09';
  const groupFile = graded ? 'testdata.yaml' : 'test_group.yaml';
  const argumentsOf = (group: string) => {
    const args = groupArguments(problem, group, comparisonFlags);
    return graded ? legacyArguments(problem.id, args) : args;
  };
  // data/'s own settings: its validators' arguments, and in the newer formats the output validator's (legacy's are
  // problem.yaml's validator_flags).
  const rootSettings = {
    ...(format === '2023-07' && flags.length > 0 ? { output_validator_flags: flags.join(' ') } : {}),
    ...(format === '2025-09' && flags.length > 0 ? { output_validator_args: flags } : {}),
    ...argumentsOf(''),
  };
  const putSettings = (folder: string, settings: Record<string, unknown>) => {
    if (Object.keys(settings).length > 0)
      put(`data/${folder === '' ? '' : `${folder}/`}${groupFile}`, stringify(settings));
  };
  if (problem.scoring === undefined) {
    for (const test of suite.tests) putTest(test, `data/${packageGroup(test.group)}/${test.name}`);
    // Each group's validator arguments (problemtools adds the output ones to validator_flags).
    putSettings('', rootSettings);
    for (const group of Object.keys(problem.groups ?? {}))
      if (group !== '') putSettings(packageGroup(group), argumentsOf(group));
    return suite.tests.length;
  }
  // Scored: samples as they are, each scoring group a folder of data/secret (scored-layout.ts).
  for (const test of samples) putTest(test, `data/${packageGroup(test.group)}/${test.name}`);
  const layout = scoredLayout(problem, suite.tests, comparisonFlags, graded ? 'legacy' : '2025-09');
  for (const line of layout.said) options.say(line);
  let written = samples.length;
  for (const { folder, tests, settings } of layout.folders) {
    for (const { test, name } of tests) putTest(test, `data/${folder}/${name}`);
    written += tests.length;
    putSettings(folder, settings);
  }
  if (graded) {
    // problemtools' default grader: every group judged whatever fails (on_reject: continue), the samples worth
    // nothing, secret the sum of its groups; first_error makes the verdict the first failing test's.
    putSettings('', {
      on_reject: layout.samplesGate ? 'break' : 'continue',
      grader_flags: 'first_error',
      range: `0 ${layout.total}`,
      ...rootSettings,
    });
    // secret's groups are each graded whatever another's verdict: data/'s break is not inherited there.
    if (layout.samplesGate) putSettings('secret', { on_reject: 'continue' });
    if (samples.length > 0)
      putSettings(GROUPS.sample, { accept_score: 0, range: '0 0', ...argumentsOf(GROUPS.sample) });
    return written;
  }
  putSettings(GROUPS.sample, argumentsOf(GROUPS.sample));
  putSettings('secret', { max_score: layout.total, score_aggregation: 'sum' });
  putSettings('', rootSettings);
  return written;
}

/**
 * The interactive samples' .interaction files, by test name: the accepted player's game against the jury, played
 * in-process where the jury is a module, else judged (both sides as processes) and taken from the exchange.
 * "> " marks what the submission sends, "< " what the jury sends, as the format has it.
 */
async function sampleInteractions(
  root: string,
  problem: Problem,
  jobs: number | undefined,
): Promise<Map<string, string>> {
  const played = new Map<string, string>();
  const jury = await loadJury(root, problem);
  const accepted = acceptedFile(root, problem.id);
  if (jury && /\.[cm]?[jt]s$/.test(accepted)) {
    const play = await loadPlay(root, accepted);
    for (const test of loadSuite(root, problem.id).tests.filter((t) => t.group === GROUPS.sample)) {
      const input = readFileSync(test.input, 'utf8');
      const { transcript } = exchangeInProcess(jury.jury(input, jury.answer(input)), play());
      played.set(test.name, `${transcript.join('\n')}\n`);
    }
    return played;
  }
  const report = await judge({ root, problemIds: [problem.id], jobs });
  for (const result of report.problems[0]?.results ?? []) {
    if (result.group !== GROUPS.sample || !result.transcript) continue;
    const lines = exchangeLines(result.transcript).map((l) => `${l.from === 'solution' ? '>' : '<'} ${l.line}`);
    played.set(result.name, `${lines.join('\n')}\n`);
  }
  return played;
}

/**
 * The validator as input_validators/validate.js, and the checker or the jury as an output validator. Each is
 * bundled from the module that exports it (validator.ts's validate, checker.ts's check), and only where that is the
 * very function problem.ts declares; a jury program is copied as it is. Returns the output validator's main file.
 */
async function writeValidators(
  root: string,
  problem: Problem,
  work: string,
  format: KattisFormat,
  say: (line: string) => void,
): Promise<string | null> {
  if (problem.validate) {
    const validator = join(problem.folder, 'validator.ts');
    await requireDeclaredExport(root, validator, 'validate', problem.validate);
    await bundleKattisValidator(
      'input',
      validator,
      'node12',
      join(work, 'input_validators', 'validate', 'validate.js'),
    );
  }
  // A validator that checks only some groups' tests (a TPS or CMS task's subtask validator) stays out: Kattis runs
  // every input validator on every test.
  const groups = [...new Set(loadSuite(root, problem.id).tests.map((test) => test.group))];
  const someGroups = new Set<string>();
  for (const program of problem.validators) {
    const only = groups.filter(
      (group) => groupSetting(problem, group, 'validatorRuns')?.some((run) => run.program === program) ?? true,
    );
    if (only.length === groups.length) continue;
    someGroups.add(program);
    say(
      `not taken: ${relative(root, program)}: it checks only the tests of ${only.length === 0 ? 'no group' : only.join(', ')}, and a Kattis package runs every input validator on every test`,
    );
  }
  // A testlib validator (a Polygon package's) goes with a wrapper that keeps Kattis's contract.
  problem.validators.forEach((program, k) => {
    if (someGroups.has(program)) return;
    if (problem.validatorContract === 'testlib')
      writeTestlibWrapper(
        'validator',
        program,
        join(work, 'input_validators', testlibFolder(program, `validator-${k + 1}`)),
      );
    else copyProgram(problem, program, join(work, 'input_validators'));
  });
  // Legacy: output_validators/<name>/; 2023-07 (problemtools' draft): output_validator/<name>/, its one program;
  // 2025-09: output_validator/ is the program itself.
  const single = format === '2025-09';
  const programs = format === 'legacy' ? 'output_validators' : 'output_validator';
  const outputFolder = (name: string) => join(work, single ? programs : join(programs, name));
  const copyOutput = (file: string) =>
    single ? copyProgramInto(problem, file, join(work, programs)) : copyProgram(problem, file, join(work, programs));
  if (problem.interaction) {
    const jury = juryFile(root, problem);
    if (languageOf(jury) !== null) return copyOutput(jury);
    const out = join(outputFolder('jury'), 'jury.js');
    await bundleSolution(jury, problem, out);
    return out;
  }
  if (problem.checkerProgram?.contract === 'testlib') {
    const { program } = problem.checkerProgram;
    return writeTestlibWrapper('checker', program, outputFolder(testlibFolder(program, 'checker')));
  }
  // A checker in CMS's contract (a CMS or TPS task's) likewise.
  if (problem.checkerProgram?.contract === 'cms') {
    const { program } = problem.checkerProgram;
    return writeCmsCheckerWrapper(program, outputFolder(testlibFolder(program, 'checker')));
  }
  if (problem.checkerProgram) return copyOutput(problem.checkerProgram.program);
  if (problem.checker) {
    const checker = join(problem.folder, 'checker.ts');
    await requireDeclaredExport(root, checker, 'check', problem.checker);
    const out = join(outputFolder('check'), 'check.js');
    await bundleKattisValidator('output', checker, 'node12', out);
    return out;
  }
  return null;
}

/**
 * A testlib program's folder in the package: named after the program where a Kattis package can hold its name (a
 * Polygon file name may hold anything but a slash), else `fallback`.
 */
function testlibFolder(program: string, fallback: string): string {
  const name = basename(program, extname(program));
  return KATTIS_FILE_NAME.test(name) ? name : fallback;
}

/**
 * A program into a package folder: one that sits in a folder of its own under the problem's (an imported package's
 * program, headers beside it) goes with that whole folder; a single file gets a folder named after it. Returns where
 * its main file went.
 */
function copyProgram(problem: Problem, file: string, into: string): string {
  const own = relative(problem.folder, file).split(sep).length >= 3;
  return copyProgramInto(problem, file, join(into, own ? basename(dirname(file)) : basename(file, extname(file))));
}

/** A program as the folder `target`: its own folder's files (kind/name/main), or the file alone. */
function copyProgramInto(problem: Problem, file: string, target: string): string {
  // kind/name/main (input_validators/sum/sum.cc): the program is the folder name/.
  if (relative(problem.folder, file).split(sep).length >= 3) cpSync(dirname(file), target, { recursive: true });
  else {
    mkdirSync(target, { recursive: true });
    copyFileSync(file, join(target, basename(file)));
  }
  return join(target, basename(file));
}

/** A path as the user would type it: relative to where they are, where it lies below; else whole. */
function shownPath(path: string): string {
  const near = relative(process.cwd(), path);
  return near === '' || near.startsWith('..') || isAbsolute(near) ? path : near;
}

/**
 * Whether the package holds a Node.js program, which problemtools' address-space limit must let start: the accepted
 * solution, a validator or checker bundled from the problem's TypeScript, a TypeScript jury, any other solution it
 * carries in TypeScript or JavaScript.
 */
function usesNode(root: string, problem: Problem): boolean {
  const node = (file: string) => languageOf(file) === null;
  return (
    node(acceptedFile(root, problem.id)) ||
    problem.validate !== undefined ||
    problem.checker !== undefined ||
    (problem.interaction !== undefined && node(juryFile(root, problem))) ||
    existsSync(secondSolverFile(root, problem.id)) ||
    wrongFiles(root, problem.id).some(node) ||
    submissionFiles(root, problem.id).some((s) => node(s.file))
  );
}

/**
 * A Polygon tag's Kattis folder: the one that allows the same verdicts (problemtools counts MLE a run-time error), in
 * legacy and in 2025-09 (`brute_force`: no wrong answer, some test too slow or crashing, by the 2025-09 defaults).
 */
const KATTIS_FOLDER_OF_TAG: Record<TagFolder, SubmissionFolder | null> = {
  'wrong-answer': 'wrong_answer',
  'presentation-error': 'wrong_answer',
  'time-limit-exceeded': 'time_limit_exceeded',
  'memory-limit-exceeded': 'run_time_error',
  'time-limit-exceeded-or-accepted': null,
  'time-limit-exceeded-or-memory-limit-exceeded': 'brute_force',
  failed: null,
  'do-not-run': null,
};

/**
 * The folders of submissions/ problemtools judges, in each format version it reads (verifyproblem.py's Submissions:
 * the same five for legacy and 2023-07); of any other (rejected/, brute_force/) it only warns, judging nothing. A
 * 2025-09 package's are judged by its default requirements (BAPCtools), rejected/ and brute_force/ among them.
 */
const PROBLEMTOOLS_FOLDERS: ReadonlySet<SubmissionFolder> = new Set([
  'accepted',
  'partially_accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'run_time_error',
]);

/** The kit's verdict as the folder of submissions/ that problemtools holds it to. */
function folderOf(verdict: Verdict): SubmissionFolder {
  // The kit's own fault says nothing of the submission: the export stops, nothing written.
  if (verdict === 'JE')
    throw new UserError('a judge error while judging the submissions: export again (nothing written)');
  if (verdict === 'AC') return 'accepted';
  if (verdict === 'WA') return 'wrong_answer';
  // A player that forgets to flush waits until problemtools' wall clock stops it: a time limit there.
  if (verdict === 'TLE' || verdict === 'ILE') return 'time_limit_exceeded';
  return 'run_time_error';
}

/**
 * submissions/: the accepted solution and the second solver (if it is AC on every test here) under accepted/; each
 * wrong solution in the folder of the verdict problemtools will see first: judged here in Kattis's order, stopping
 * at the first failure, as problemtools does. A solution not caught, or caught with a verdict its header does not
 * promise, is left out and said. The gallery goes by its folders, each to the Kattis folder that asks the same; in a
 * legacy package, one whose folder problemtools does not judge (rejected/) is placed by its verdict as a wrong one is.
 */
/**
 * Takes out of an exported folder program the copies of the problem's included files that the import put beside it
 * (the same path and bytes as include/default/'s or include/<its language>/'s): the package's include/ adds them again.
 */
function dropIncluded(problemFolder: string, program: string, ext: string): void {
  const languages: Record<string, string> = {
    '.py': 'python3',
    '.py3': 'python3',
    '.c': 'c',
    '.cpp': 'cpp',
    '.cc': 'cpp',
    '.cxx': 'cpp',
  };
  for (const language of ['default', languages[ext.toLowerCase()] ?? '']) {
    const from = join(problemFolder, 'include', language);
    if (!language || !existsSync(from)) continue;
    for (const name of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
      const copy = join(program, name);
      const source = join(from, name);
      if (statSync(source).isFile() && existsSync(copy) && readFileSync(copy).equals(readFileSync(source)))
        rmSync(copy);
    }
  }
}

/** pandoc's line width: a pipe table with a longer line gets relative column widths (\real{}) in LaTeX. */
const PANDOC_COLUMNS = 72;

/** The line (from 1) of the first row of a Markdown pipe table longer than pandoc's line width, or null. */
export function wideTableRow(markdown: string): number | null {
  const at = markdown.split(/\r?\n/).findIndex((line) => /^\s*\|/.test(line) && line.length > PANDOC_COLUMNS);
  return at < 0 ? null : at + 1;
}

/**
 * The folder of submissions/ a failing submission goes to, its failures in Kattis's order. A 2025-09 folder allows AC
 * and its one verdict, so failures of more than one kind go to rejected/. problemtools (legacy, 2023-07) never judges
 * rejected/ and holds a submission to the verdict of its first failure (verifyproblem.py's Submissions: the
 * default grader's first error), so there the first failure alone decides, whatever else failed beside it.
 */
export function wrongSubmissionFolder(format: KattisFormat, failures: { verdict: Verdict }[]): SubmissionFolder {
  if (format !== '2025-09') return folderOf(failures[0].verdict);
  const folders = new Set(failures.map((r) => folderOf(r.verdict)));
  return folders.size > 1 ? 'rejected' : folderOf(failures[0].verdict);
}

async function writeSubmissions(
  root: string,
  problem: Problem,
  work: string,
  options: ExportOptions,
  format: KattisFormat,
) {
  const { say, jobs } = options;
  const scored = problem.scoring !== undefined;
  const submissions: Record<string, string[]> = {};
  const leftOut: string[] = [];
  // 2025-09's submissions.yaml: the score each must get, by its path under submissions/.
  const scores: Record<string, { score: number | [number, number] }> = {};
  const place = async (file: string, folder: string, name: string, points?: readonly [number, number]) => {
    const target = join(work, 'submissions', folder);
    mkdirSync(target, { recursive: true });
    let written: string;
    // A gallery folder program (sol/sol.cpp beside sol/kattio.h) goes whole.
    if (basename(dirname(file)) === basename(file, extname(file))) {
      written = join(target, basename(dirname(file)));
      cpSync(dirname(file), written, { recursive: true });
      dropIncluded(problem.folder, written, extname(file));
    } else if (languageOf(file) === null) {
      written = join(target, `${name}.js`);
      await bundleSolution(file, problem, written);
    } else {
      written = join(target, basename(file));
      copyFileSync(file, written);
    }
    submissions[folder] = [...(submissions[folder] ?? []), relative(work, written)];
    if (points) scores[`${folder}/${basename(written)}`] = { score: points[0] === points[1] ? points[0] : [...points] };
    say(`submissions/${folder}/${basename(written)}  from ${relative(root, file)}`);
  };
  const judged = async (file: string) => {
    say(`judging ${relative(root, file)} to place it`);
    // Scored, a submission is judged as Kattis scores it, every group until it can gain no more; else problemtools
    // stops at the first failure. A test judged before with nothing changed (by verify, the judge) is remembered.
    const report = await judge({
      root,
      problemIds: [problem.id],
      solution: file,
      jobs,
      order: 'kattis',
      stopAtFirstFailure: !scored,
      remember: 'use',
    });
    if (report.errors.length > 0) return { error: report.errors[0].message };
    const results = report.problems[0]?.results ?? [];
    if (report.problems[0]?.compileError !== undefined) return { error: 'does not compile' };
    const failures = results.filter((r) => r.verdict !== 'AC');
    return { first: failures[0] ?? null, failures, total: results.length };
  };
  const folderFor = (failures: { verdict: Verdict }[]) => wrongSubmissionFolder(format, failures);
  await place(acceptedFile(root, problem.id), 'accepted', problem.id);
  const second = secondSolverFile(root, problem.id);
  // A second solver confirms the answers; it is not a submission, and is often too slow for the biggest tests by
  // design: judging it on every test would cost what judging the accepted solution does, to place it or leave it out.
  if (existsSync(second) && !options.secondSolver)
    leftOut.push(
      `${relative(root, second)}: a second solver confirms the answers, it is not a submission (--second-solver judges it and places it under accepted/ if it passes every test)`,
    );
  else if (existsSync(second)) {
    const outcome = await judged(second);
    if ('error' in outcome) leftOut.push(`${relative(root, second)}: ${outcome.error}`);
    else if (outcome.first?.outputHead.split('\n').some((line) => line.trim() === '?'))
      leftOut.push(
        `${relative(root, second)}: answers "?" where it is too slow to know (${testKey(outcome.first)}), as a second solver may: it confirms answers, it is not a submission`,
      );
    else if (outcome.first)
      leftOut.push(
        `${relative(root, second)}: ${outcome.first.verdict} on ${testKey(outcome.first)}, so not under accepted/`,
      );
    else await place(second, 'accepted', `${problem.id}-second-solver`);
  }
  for (const file of wrongFiles(root, problem.id)) {
    const shown = relative(root, file);
    const expected = expectedVerdicts(file);
    const outcome = await judged(file);
    if ('error' in outcome) leftOut.push(`${shown}: ${outcome.error}`);
    else if (!outcome.first) leftOut.push(`${shown}: passes every test (the data does not catch it)`);
    else {
      // The header speaks of the first failure; the folder is chosen by all of them.
      const other = expected.includes(outcome.first.verdict) ? undefined : outcome.first;
      const points = scored ? expectedPoints(file) : null;
      if (other)
        leftOut.push(
          `${shown}: first fails ${testKey(other)} with ${other.verdict}, not the ${expected.join(' or ')} its header promises`,
        );
      else await place(file, folderFor(outcome.failures), basename(file, extname(file)), points ?? undefined);
    }
  }
  // The submissions gallery (an imported package's) goes back by its folders, as declared; verify holds each to it.
  const galleryScores = submissionScores(root, problem.id);
  for (const { file, folder, path } of submissionFiles(root, problem.id)) {
    // 2025-09 has no partially_accepted: a submission failing some tests is rejected there. A Polygon tag goes to the
    // Kattis folder that asks the same, where there is one.
    const into =
      folder in TAG_FOLDERS
        ? KATTIS_FOLDER_OF_TAG[folder as TagFolder]
        : scored && folder === 'partially_accepted'
          ? 'rejected'
          : folder;
    if (into === null) {
      leftOut.push(`${relative(root, file)}: Polygon's tag ${folder} has no Kattis folder`);
      continue;
    }
    if (scored || PROBLEMTOOLS_FOLDERS.has(into)) {
      await place(file, into, basename(file, extname(file)), scored ? galleryScores[path] : undefined);
      continue;
    }
    // A legacy package's rejected/ or brute_force/ would never be judged: the submission goes where the verdict
    // problemtools sees first puts it, as a wrong solution does (Polygon's rejected: any failure).
    const outcome = await judged(file);
    if ('error' in outcome) leftOut.push(`${relative(root, file)}: ${outcome.error}`);
    else if (!outcome.first)
      leftOut.push(`${relative(root, file)}: in ${folder}/, yet passes every test (the data does not catch it)`);
    else await place(file, folderFor(outcome.failures), basename(file, extname(file)));
  }
  if (Object.keys(scores).length > 0) {
    mkdirSync(join(work, 'submissions'), { recursive: true });
    writeFileSync(join(work, 'submissions', 'submissions.yaml'), stringify(scores));
  }
  for (const line of leftOut) say(`left out: ${line}`);
  return { submissions, leftOut };
}
