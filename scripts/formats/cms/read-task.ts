// A CMS task in the italy_yaml format (task.yaml at its root; input/ and output/, or gen/GEN with its generator and
// validator; check/ or cor/ with a checker; sol/ with solutions; statement/ or testo/) read into a plan as CMS's own
// loader reads it (cmscontrib/loaders/italy_yaml.py, get_task) and cmsMake builds it (cmstaskenv/cmsMake.py): its
// limits and file names, its tests by codename (000, 001, ...; the public ones in public/, the others in secret/),
// made as cmsMake makes them where input/ is not there, its score type as the kit's scoring (read-score-type.ts), its
// checker in CMS's contract, sol/'s solutions (solutions.ts). A task CMS judges in a way the kit cannot (a
// Communication task) is refused whole; what else is not taken is named.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { UserError } from '../../../judge/base/index.ts';
import { SOLUTION_EXTENSIONS } from '../../../judge/build/index.ts';
import type { PackagePlan, PackageProgram, ReadContext } from '../plan.ts';
import { asId } from '../write-problem.ts';
import { type GenFile, parseGen } from './gen-file.ts';
import { GENERATOR, generateInputs, genProgram, VALIDATOR } from './generate-tests.ts';
import { mapScoreType } from './read-score-type.ts';
import { parseTaskYaml, type TaskYamlFields } from './read-task-yaml.ts';
import { codename } from './score-type.ts';
import { MAIN_SOLUTION, takeSolutions } from './solutions.ts';

/** Where the tests go: the public ones (their results shown to contestants in CMS), and the others. */
const PUBLIC = 'public';
const SECRET = 'secret';

/** Memory where task.yaml gives none (CMS then sets no limit). */
const DEFAULT_MEMORY_MB = 2048;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The files of a folder of the task, sorted; none where it is not there. */
const filesOf = (pkg: string, folder: string) =>
  isFolder(join(pkg, folder))
    ? readdirSync(join(pkg, folder))
        .filter((name) => isFile(join(pkg, folder, name)))
        .sort()
    : [];

/**
 * The task's YAML: task.yaml, or (deprecated, where the folder sits in a contest beside contest.yaml) the contest
 * folder's <task>.yaml, as the loader falls back on. Null where there is neither.
 */
function taskYamlOf(dir: string): { file: string; shown: string } | null {
  if (isFile(join(dir, 'task.yaml'))) return { file: join(dir, 'task.yaml'), shown: 'task.yaml' };
  const beside = join(dirname(dir), `${basename(dir)}.yaml`);
  if (isFile(join(dirname(dir), 'contest.yaml')) && isFile(beside))
    return { file: beside, shown: `../${basename(dir)}.yaml` };
  return null;
}

/** Whether a folder is a CMS task: task.yaml at its root (or its contest's <task>.yaml beside it). */
export const isCmsTask = (dir: string) => taskYamlOf(dir) !== null;

export async function readCmsTask(pkg: string, context: ReadContext): Promise<PackagePlan> {
  const yamlFile = taskYamlOf(pkg);
  if (yamlFile === null) throw new UserError(`${pkg}: not a CMS task (no task.yaml)`);
  const task = parseTaskYaml(readFileSync(yamlFile.file, 'utf8'), yamlFile.shown);
  const notTaken = [...task.notTaken];
  const said: string[] = [];
  refuseWhatTheKitCannotJudge(pkg, task, notTaken);
  const checker = checkerOf(pkg, task.outputOnly);
  const gen = isFile(join(pkg, 'gen', 'GEN'))
    ? parseGen(readFileSync(join(pkg, 'gen', 'GEN'), 'utf8'), 'gen/GEN')
    : null;
  const { count, scoreType } = testsAndScoreType(task, gen);
  const codenames = Array.from({ length: count }, (_, n) => codename(n));
  const publicTests = publicOf(task, count);
  const keyOf = (name: string) => `${publicTests.has(Number(name)) ? PUBLIC : SECRET}/${name}`;

  const { tests, present, answered } = await testsOf(pkg, gen, codenames.map(keyOf), context);
  if (!present)
    said.push(`tests: ${count} inputs made as cmsMake makes them, by ${genProgram(pkg, GENERATOR)} from gen/GEN`);
  const mapped = mapScoreType({ ...scoreType, codenames, keyOf, partialOutcomes: checker !== null });
  said.push(...mapped.said);
  notTaken.push(...mapped.notTaken);
  const { submissions, ...solutions } = takeSolutions(pkg);
  said.push(...solutions.said);
  notTaken.push(...solutions.notTaken);
  if (!answered && !submissions.some((s) => s.expect === 'accepted'))
    throw new UserError(
      `${pkg}: no output/ and no sol/${MAIN_SOLUTION}.<ext> to make the answers with (cmsMake makes output/ with it)`,
    );
  if (task.outputOnly)
    notTaken.push(
      "output-only: CMS takes the output files a contestant submits (output_000.txt, ...), which the kit's judge cannot take as a submission (it runs a program): a program run on each input to write them is judged instead, each output as CMS judges the file, under no limits of CMS's (the time limit is measured)",
    );
  if (publicTests.size > 0)
    said.push(
      `public/: ${publicTests.size === count ? 'every test' : `tests ${[...publicTests].map(codename).join(', ')}`}, whose results CMS shows contestants in full (public_testcases)`,
    );
  const statement = ['statement', 'testo'].filter((f) => isFolder(join(pkg, f)));
  if (statement.length > 1)
    notTaken.push("testo/: a second statement folder beside statement/ (CMS's loader refuses both)");
  if (isFolder(join(pkg, 'att')))
    notTaken.push(`att/: ${filesOf(pkg, 'att').length} attachments CMS offers contestants on the task page`);
  const id = asId(task.name);
  return {
    ...(id ? { id } : {}),
    origin: 'CMS task',
    format: 'italy_yaml',
    defaultComparison: "CMS's white diff",
    name: task.title,
    interactive: false,
    limits: {
      timeMs: task.outputOnly || task.timeSeconds === null ? null : Math.round(task.timeSeconds * 1000),
      memoryMb: (!task.outputOnly && task.memoryMb) || DEFAULT_MEMORY_MB,
      outputMb: 64,
    },
    timeSource: task.outputOnly || task.timeSeconds === null ? null : `${task.shown}, time_limit`,
    timeMultiplier: 2,
    timeResolutionMs: 1000,
    // The loader stores each input's bytes and the workers give them to a submission unchanged.
    lineEnds: { kept: 'as CMS judges it, its loader and workers changing no byte of a test' },
    statementFolder: statement[0] ?? null,
    statementMarkdown: null,
    tests,
    ...(answered ? {} : { answers: 'main' as const }),
    ...namedFiles(task),
    validators: [],
    unvalidated: present
      ? `CMS validates no test it is given in input/ (cmsMake runs gen/${VALIDATOR} only on the inputs it makes)`
      : `gen/${VALIDATOR} reads the input file named on its command line, the kit's validators standard input: the import ran it on each input it made, as cmsMake does`,
    outputValidator: checker,
    ...(checker ? { checkerContract: 'cms' as const } : {}),
    groups: {},
    ...(mapped.scoring ? { scoring: mapped.scoring } : {}),
    validatorArgs: [],
    compare: checker ? null : { by: 'line-tokens' },
    compareFrom: 'default',
    submissions,
    preferredAccepted: null,
    said,
    notTaken,
  };
}

/**
 * The tests, by the kit's keys (in codename order): input/input<n>.txt, or the inputs gen/GEN makes where input/ does
 * not hold them all; output/output<n>.txt, or none where output/ holds none (the main solution makes the answers).
 */
async function testsOf(
  pkg: string,
  gen: GenFile | null,
  keys: string[],
  context: ReadContext,
): Promise<{ tests: PackagePlan['tests']; present: boolean; answered: boolean }> {
  const inputs = keys.map((_, n) => join('input', `input${n}.txt`));
  const outputs = keys.map((_, n) => join('output', `output${n}.txt`));
  const present = inputs.every((file) => isFile(join(pkg, file)));
  const made = present ? inputs : await generated(pkg, gen, inputs, context);
  const tests: PackagePlan['tests'] = made.map((from, n) => ({
    from,
    to: `${keys[n]}.in`,
    ...(present ? {} : { shown: `input ${n} (gen/GEN:${gen!.tests[n].line})` }),
  }));
  const answered = outputs.filter((file) => isFile(join(pkg, file))).length;
  if (answered === keys.length) tests.push(...outputs.map((from, n) => ({ from, to: `${keys[n]}.ans` })));
  else if (answered > 0)
    throw new UserError(
      `${outputs.find((file) => !isFile(join(pkg, file)))}: not in the task, though output/ holds others: CMS's loader reads output/output<n>.txt for every test`,
    );
  return { tests, present, answered: answered > 0 };
}

/** The files a Batch submission reads and writes, where they are not the standard streams. */
function namedFiles(task: TaskYamlFields): Pick<PackagePlan, 'files'> {
  if (task.outputOnly || (task.infile === '' && task.outfile === '')) return {};
  return {
    files: { ...(task.infile ? { input: task.infile } : {}), ...(task.outfile ? { output: task.outfile } : {}) },
  };
}

/**
 * A task CMS judges as the kit cannot: a Communication task (check/manager or cor/manager: a manager talking to the
 * submission over FIFOs), refused whole. A BatchAndOutput task is judged as Batch, and said so.
 */
function refuseWhatTheKitCannotJudge(pkg: string, task: TaskYamlFields, notTaken: string[]): void {
  if (task.outputOnly) return;
  const manager = ['check', 'cor']
    .flatMap((folder) => filesOf(pkg, folder).map((name) => join(folder, name)))
    .find((path) => basename(path, extname(path)) === 'manager');
  if (manager)
    throw new UserError(
      `${manager}: a Communication task (CMS runs this manager, which reads the input and talks with the submission over FIFOs, its outcome on stdout), which the kit's juries (Kattis's and testlib's interactor contracts) cannot run: nothing written`,
    );
  if (task.batchAndOutput)
    notTaken.push(
      `${task.shown}: output_only_testcases, output_optional_testcases: CMS takes those tests' outputs as files (BatchAndOutput); the kit runs the program on every test`,
    );
  if (task.communication)
    notTaken.push(`${task.shown}: num_processes, user_io: a Communication task's settings, in a task with no manager`);
}

/**
 * The checker: check/checker.<ext> or cor/correttore.<ext> (the loader takes check/checker first; cmsMake builds
 * cor/'s from their sources), a program in CMS's contract. A built checker without its source is refused: the kit
 * builds programs from source.
 */
function checkerOf(pkg: string, outputOnly: boolean): PackageProgram | null {
  for (const [folder, base] of [
    ['check', 'checker'],
    ['cor', 'correttore'],
  ]) {
    const sources = filesOf(pkg, folder).filter(
      (name) => basename(name, extname(name)) === base && SOLUTION_EXTENSIONS.includes(extname(name)),
    );
    if (sources.length > 0) return { main: join(folder, sources[0]), folder };
    if (isFile(join(pkg, folder, base)))
      throw new UserError(
        `${folder}/${base}: ${outputOnly ? 'the' : 'a Batch task with a'} checker built already, without its source (${folder}/${base}.cpp, .c or .py): the kit builds a checker from its source: nothing written`,
      );
  }
  return null;
}

/**
 * How many tests there are and how they are scored, as the loader decides: task.yaml's score_type with its
 * parameters and n_input where all three are given; else from gen/GEN (GroupMin over its subtasks, or Sum of
 * total_value over its tests); else Sum over n_input tests.
 */
function testsAndScoreType(
  task: TaskYamlFields,
  gen: GenFile | null,
): { count: number; scoreType: { name: string; parameters: unknown; shown: string } } {
  if (task.scoreType)
    return {
      count: task.nInput!,
      scoreType: { ...task.scoreType, shown: `${task.shown}:${task.scoreType.line}` },
    };
  if (gen === null) {
    if (task.nInput === null)
      throw new UserError(
        `${task.shown}: no field "n_input" and no gen/GEN: CMS's loader counts the tests from one of them (give n_input: <tests>)`,
      );
    return { count: task.nInput, scoreType: sumOver(task, task.nInput, task.shown) };
  }
  const count = gen.tests.length;
  if (task.nInput !== null && task.nInput !== count)
    throw new UserError(
      `${task.shown}:${task.lineOf('n_input')}: field "n_input" is ${task.nInput}, but gen/GEN has ${count} tests (CMS's loader asserts they agree)`,
    );
  if (gen.subtasks.length === 0) return { count, scoreType: sumOver(task, count, 'gen/GEN') };
  const empty = gen.subtasks.find((s) => s.tests === 0);
  if (empty)
    throw new UserError(
      `gen/GEN:${empty.line}: a subtask with no test (CMS's GroupMin takes the least outcome of none, and fails)`,
    );
  return {
    count,
    scoreType: { name: 'GroupMin', parameters: gen.subtasks.map((s) => [s.points, s.tests]), shown: 'gen/GEN' },
  };
}

/** The loader's Sum: total_value shared by the tests. */
const sumOver = (task: TaskYamlFields, count: number, shown: string) => ({
  name: 'Sum',
  parameters: count === 0 ? 0 : task.totalValue / count,
  shown,
});

/** The public tests by number; one past the last is a UserError, as the loader's IndexError. */
function publicOf(task: TaskYamlFields, count: number): Set<number> {
  if (task.publicTestcases === 'all') return new Set(Array.from({ length: count }, (_, n) => n));
  const past = task.publicTestcases.find((n) => n >= count);
  if (past !== undefined)
    throw new UserError(
      `${task.shown}:${task.lineOf('public_testcases')}: field "public_testcases" names test ${past}, but the task has ${count} (0 to ${count - 1})`,
    );
  return new Set(task.publicTestcases);
}

/**
 * The inputs made by gen/GEN, its generator and validator, into the scratch folder, as cmsMake makes them: their
 * paths, in order. Where they cannot be made, a UserError naming the first input missing or every failure.
 */
async function generated(pkg: string, gen: GenFile | null, inputs: string[], context: ReadContext): Promise<string[]> {
  const missing = inputs.find((file) => !isFile(join(pkg, file)))!;
  if (gen === null)
    throw new UserError(
      `${missing}: not in the task, and no gen/GEN to make it from: CMS's loader reads input/input<n>.txt for every test`,
    );
  if (gen.tests.length !== inputs.length)
    throw new UserError(
      `gen/GEN: ${gen.tests.length} tests, but task.yaml's n_input is ${inputs.length}: ${missing} is not in the task and gen/GEN cannot make every input`,
    );
  const generator = genProgram(pkg, GENERATOR);
  const validator = genProgram(pkg, VALIDATOR);
  const firstRun = gen.tests.find((t) => !t.copy);
  if (generator === null)
    throw new UserError(
      `gen/GEN:${firstRun?.line ?? gen.tests[0]?.line ?? 1}: ${missing} is to be generated, but the task has no gen/${GENERATOR}.py, .sh, .cpp, .c or .pas to run with the line's words (cmsMake needs it)`,
    );
  if (validator === null)
    throw new UserError(
      `gen/: no ${VALIDATOR}.py, .sh, .cpp, .c or .pas to check the inputs gen/GEN makes (cmsMake needs one to generate them)`,
    );
  if (gen.unrecognized.length > 0)
    throw new UserError(
      `gen/GEN:${gen.unrecognized[0]}: a comment whose "#" is not followed by a blank, and not ST: or COPY: (cmsMake refuses to generate from it: "Unrecognized non-trivial line")`,
    );
  const into = join(context.scratch, 'cms-inputs');
  mkdirSync(into, { recursive: true });
  const failures = await generateInputs(pkg, { generator, validator }, gen.tests, into, context.jobs);
  if (failures.length > 0)
    throw new UserError(
      `${pkg}: the inputs gen/GEN makes could not all be made (nothing written):\n${failures.map((l) => `  ${l}`).join('\n')}`,
    );
  return inputs.map((_, n) => join(into, `input${n}.txt`));
}
