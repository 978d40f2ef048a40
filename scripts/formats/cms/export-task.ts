// The engine of `npm run export -- <id> --cms DIR`: a problem as a CMS task in the format CMS's italy_yaml loader
// reads (cmscontrib/loaders/italy_yaml.py), written whole into a hidden folder beside DIR and renamed into place at
// the end: task.yaml (score-type.ts, task-yaml.ts), input/inputN.txt and output/outputN.txt, the statement as a PDF
// (statement-pdf.ts), check/checker or check/manager where the problem needs one (write-programs.ts; a C or C++
// checker program in CMS's contract built by build-checker.ts), and the solutions in sol/ (sol/soluzione.<ext> the
// accepted one, with its grader and headers where it has them). What a CMS task cannot hold is refused before
// anything is written, or said in one line.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { shownFrom, UserError } from '../../../judge/base/index.ts';
import { bundleSolution, languageOf } from '../../../judge/build/index.ts';
import { groupMatches } from '../../../judge/core/index.ts';
import {
  acceptedFile,
  GROUPS,
  juryFile,
  loadJury,
  loadProblem,
  loadSuite,
  type Problem,
  secondSolverFile,
  submissionFiles,
  testKey,
  wrongFiles,
} from '../../../judge/registry/index.ts';
import type { ExportOptions } from '../plan.ts';
import { BUILT_CHECKER_EXTENSIONS, buildCmsChecker } from './build-checker.ts';
import { codename, type NumberedTest, scoreTypeOf } from './score-type.ts';
import { GRADER_OF, MAIN_SOLUTION } from './solutions.ts';
import { statementPdf } from './statement-pdf.ts';
import { CMS_TASK_NAME, taskYaml } from './task-yaml.ts';
import { writeCmsChecker, writeCmsManager } from './write-programs.ts';

export interface CmsExportSummary {
  dir: string;
  /** The tests in the task's order: test i is input/input<i>.txt, codename "%03d". */
  tests: { key: string; codename: string }[];
  scoreType: string;
  /** What the task holds of the kit's problem, and what it does not, one line each, as said. */
  said: string[];
}

/** Writes the task; refuses a DIR that exists, or whose name CMS would not take. Nothing half-written stays. */
export async function exportCms(options: ExportOptions): Promise<CmsExportSummary> {
  const { root, id } = options;
  const dir = resolve(options.dir);
  const name = basename(dir);
  if (!CMS_TASK_NAME.test(name))
    throw new UserError(
      `--cms ${options.dir}: a CMS task's folder is named as the task, by letters, digits, '_' and '-' only, e.g. ${join(dirname(options.dir), id)}`,
    );
  if (existsSync(dir)) throw new UserError(`--cms ${options.dir}: already exists (nothing written)`);
  const problem = await loadProblem(root, id);
  refuseWhatCmsCannotHold(root, problem);
  const work = join(dirname(dir), `.${name}.export-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const said: string[] = [];
  const say = (line: string) => {
    said.push(line);
    options.say(line);
  };
  try {
    const summary = await writeTask(root, problem, name, work, say);
    mkdirSync(dirname(dir), { recursive: true });
    renameSync(work, dir);
    options.say(`wrote ${shownFrom(process.cwd(), dir)}: ${summary.tests.length} tests, ${summary.scoreType}`);
    return { ...summary, dir, said };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** What no CMS task written here can hold, refused whole before anything is written. */
function refuseWhatCmsCannotHold(root: string, problem: Problem): void {
  const shown = relative(root, join(problem.folder, 'problem.ts'));
  const refuse = (what: string) => {
    throw new UserError(`${shown}: ${what} (nothing written)`);
  };
  const program = problem.checkerProgram;
  if (program) {
    const shownProgram = `${relative(problem.folder, program.program)}, the ${program.contract} contract`;
    if (program.contract !== 'cms')
      refuse(
        `the checker is a program (${shownProgram}), which CMS cannot run: it runs check/checker as checker input answer output and reads the outcome on stdout (CMS's contract); only a checker in CMS's contract or a checker function of problem.ts becomes check/checker`,
      );
    if (!BUILT_CHECKER_EXTENSIONS.includes(extname(program.program).toLowerCase()))
      refuse(
        `the checker is a program (${shownProgram}) in a language the export does not build for CMS's workers: C and C++ are built as cmsMake builds them`,
      );
    if (program.args.length > 0)
      refuse(`the checker program is given arguments (${program.args.join(' ')}), which CMS never passes a checker`);
  }
  const perGroup = Object.entries(problem.groups ?? {}).find(
    ([, settings]) => settings.compare !== undefined || settings.outputValidatorArgs !== undefined,
  );
  if (perGroup)
    refuse(
      `the test group ${JSON.stringify(perGroup[0])} has a comparison or checker arguments of its own, and a CMS task has one checker for every test`,
    );
  if (problem.interaction) {
    if (problem.files)
      refuse(
        'an interactive problem that reads or writes files: a CMS Communication task talks through standard input and output',
      );
    if (problem.interaction.contract === 'testlib' || languageOf(juryFile(root, problem)) !== null)
      refuse(
        "the jury is a program, which CMS's Communication task type cannot run as its manager (it gives a manager no answer file and takes the outcome on stdout): only a jury module (solutions/jury/<id>.ts) becomes check/manager",
      );
  }
}

async function writeTask(
  root: string,
  problem: Problem,
  name: string,
  work: string,
  say: (line: string) => void,
): Promise<Omit<CmsExportSummary, 'dir' | 'said'>> {
  const put = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), content);
  };
  const suite = loadSuite(root, problem.id);
  if (suite.errors.length > 0) {
    const [first] = suite.errors;
    throw new UserError(`${first.file}: ${first.message} (fix the test data first; nothing written)`);
  }
  if (suite.tests.length === 0)
    throw new UserError(`testdata/${problem.id}: no tests, and a CMS task needs one at least (nothing written)`);
  const numbered: NumberedTest[] = suite.tests.map((test) => ({
    key: testKey(test),
    group: test.group,
    input: readFileSync(test.input, 'utf8'),
  }));
  // A checker (a function, or a program in CMS's contract) or a jury may give partial credit; CMS's diff and the
  // kit's comparisons give 0 or 1.
  const partialCredit =
    problem.checker !== undefined || problem.checkerProgram !== undefined || problem.interaction !== undefined;
  const plan = scoreTypeOf(
    problem.scoring,
    numbered,
    partialCredit,
    relative(root, join(problem.folder, 'problem.ts')),
  );
  const publicTests = suite.tests.flatMap((test, i) => (groupMatches(test.group, GROUPS.sample) ? [i] : []));
  suite.tests.forEach((test, i) => {
    put(`input/input${i}.txt`, readFileSync(test.input));
    put(`output/output${i}.txt`, readFileSync(test.answer));
  });
  say(
    `input/, output/: ${suite.tests.length} tests, input0.txt to input${suite.tests.length - 1}.txt in the kit's order; ${publicTests.length} public (the samples)`,
  );
  const { timeMs, memoryMb, outputMb } = problem.limits;
  put(
    'task.yaml',
    taskYaml({
      name,
      title: problem.title,
      timeMs,
      memoryMb,
      tests: suite.tests.length,
      publicTests,
      ...(problem.files ? { files: problem.files } : {}),
      score: plan.score,
    }),
  );
  for (const line of plan.said) say(line);
  if (!Number.isInteger(memoryMb))
    say(`memory: ${memoryMb} MB rounded up to ${Math.ceil(memoryMb)} MiB, as task.yaml holds whole MiB`);
  say(
    `not taken: the output limit (${outputMb} MB): a CMS task has none of its own (its workers' sandbox caps a file as their configuration says)`,
  );
  if (problem.validate || problem.validators.length > 0)
    say("not taken: the validator: CMS's loader takes none; the tests written are the kit's, each validated there");
  writeStatement(root, problem, put, say);
  await writeJudging(root, problem, plan.passFailOutcomes, work, say);
  await writeSolution(root, problem, work, say);
  return {
    tests: suite.tests.map((test, i) => ({ key: testKey(test), codename: codename(i) })),
    scoreType: plan.score.scoreType,
  };
}

/** statement/statement.pdf from statement.md (its text, unrendered), and statement.md itself beside it. */
function writeStatement(
  root: string,
  problem: Problem,
  put: (path: string, content: string | Buffer) => void,
  say: (line: string) => void,
): void {
  const file = join(problem.folder, 'statement.md');
  const markdown = existsSync(file) ? readFileSync(file, 'utf8') : null;
  // CMS's loader stops without a statement PDF: a missing statement is one that says so.
  const { pdf, unshown } = statementPdf(
    markdown ?? `${problem.title}\n\n(no statement: ${relative(root, file)} is missing)\n`,
  );
  put('statement/statement.pdf', pdf);
  if (markdown === null) {
    say(`statement/statement.pdf: the title alone, since ${relative(root, file)} is missing`);
    return;
  }
  put('statement/statement.md', markdown);
  say(
    `statement/statement.pdf: statement.md's text as it is, unrendered${unshown > 0 ? `, ${unshown} character${unshown === 1 ? '' : 's'} its font cannot show written as ?` : ''}; statement.md beside it`,
  );
}

/** How an output is judged: CMS's diff, check/checker, or for an interactive problem check/manager. */
async function writeJudging(
  root: string,
  problem: Problem,
  passFail: boolean,
  work: string,
  say: (line: string) => void,
): Promise<void> {
  const node = 'a Node.js program (#!/usr/bin/env node): the workers need node in /usr/bin or on their PATH';
  if (problem.interaction) {
    const jury = juryFile(root, problem);
    // Its exports checked as the judge checks them: jury(input, answer) and answer(input).
    await loadJury(root, problem);
    await writeCmsManager(jury, passFail, join(work, 'check', 'manager'));
    say(
      `not taken: the idle limit (${problem.interaction.idleMs} ms, ILE): CMS stops a contestant that waits by its own wall-clock limit`,
    );
    say(
      `check/manager: ${relative(root, jury)} in CMS's Communication contract (one process, standard input and output), ${node}; CMS lets a manager start threads, which Node.js needs, only in a contest that offers Java or C# (Job.py's _is_contest_multithreaded), so elsewhere it cannot start`,
    );
    return;
  }
  if (problem.checkerProgram) {
    const { program } = problem.checkerProgram;
    const built = buildCmsChecker(program, join(work, 'check'));
    say(
      `check/checker: ${relative(root, program)} in CMS's checker contract, built as cmsMake builds it (${built}); its source beside it`,
    );
    return;
  }
  if (problem.checker) {
    const module = join(problem.folder, 'checker.ts');
    await writeCmsChecker(root, { module, declared: problem.checker }, passFail, join(work, 'check', 'checker'));
    say(`check/checker: ${relative(root, module)} in CMS's checker contract, ${node}`);
    return;
  }
  const compare = problem.compare;
  if (compare === undefined || (compare.by === 'lines' && compare.caseSensitive !== false)) {
    say(
      "no checker: CMS compares by its white diff, which also forgives the blanks the kit's comparison counts (at a line's start, and runs of them inside it)",
    );
    return;
  }
  // Each line's tokens: CMS's white diff itself (the comparison the kit's import gives a task without a checker).
  if (compare.by === 'line-tokens' && compare.caseSensitive !== false) {
    say("no checker: the kit's comparison by each line's tokens is CMS's white diff");
    return;
  }
  await writeCmsChecker(root, { compare }, passFail, join(work, 'check', 'checker'));
  say(`check/checker: the kit's comparison (${JSON.stringify(compare)}) in CMS's checker contract, ${node}`);
}

/** The names cmsMake and the loader take in sol/ as the task's own: the main solution, the grader, the stub. */
const SOL_TAKEN_NAMES = new Set([MAIN_SOLUTION, 'grader', 'stub']);

/** CMS's source extension of each language a grader may be in (the loader looks for sol/grader<source_extension>). */
const GRADER_EXTENSION: Record<string, string> = { ...GRADER_OF, '.java': '.java', '.py': '.py' };

/**
 * A solution compiled with a grader (a folder program: sol/sol.cpp beside grader.cpp and its header, as an imported
 * CMS or TPS task keeps it): its grader written as sol/grader.<ext> and its headers (.h) into sol/, which CMS's loader
 * takes as the task's managers, making the task a Batch task with a grader; anything else beside it named.
 */
function writeGrader(root: string, accepted: string, sol: string, say: (line: string) => void): void {
  const folder = dirname(accepted);
  if (basename(folder) !== basename(accepted, extname(accepted))) return;
  const taken: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const file = join(folder, name);
    if (file === accepted || !statSync(file).isFile()) continue;
    const ext = extname(name).toLowerCase();
    const target =
      basename(name, extname(name)) === 'grader' && GRADER_EXTENSION[ext] !== undefined
        ? `grader${GRADER_EXTENSION[ext]}`
        : ext === '.h'
          ? name
          : null;
    if (target === null) {
      say(`left out: ${relative(root, file)}: beside the accepted solution, neither its grader nor a header`);
      continue;
    }
    copyFileSync(file, join(sol, target));
    taken.push(`sol/${target}`);
  }
  if (taken.length > 0)
    say(
      `${taken.join(', ')}: compiled with the accepted solution as its folder has them, CMS's grader and headers (a Batch task with a grader)`,
    );
}

/** A name sol/ holds a solution under: letters, digits, '_' and '-' (a kit's solution's, a package's submission's). */
const SOL_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * sol/: the accepted solution as sol/soluzione.<ext> (cmsMake's SOL_FILENAME, the solution it makes output/ with, and
 * the one the kit's import takes as accepted), and each wrong solution and submission of the gallery beside it under
 * its own name, for reference: CMS's loader takes none of them (only graders, stubs and headers of sol/), and a CMS
 * task has no place for what each must score. A TypeScript or JavaScript solution is written bundled, as .js.
 */
async function writeSolution(root: string, problem: Problem, work: string, say: (line: string) => void): Promise<void> {
  const sol = join(work, 'sol');
  mkdirSync(sol, { recursive: true });
  /** The name a solution is written under in sol/: its own, a TypeScript or JavaScript one bundled as .js. */
  const nameOf = (file: string, stem: string) => `${stem}${languageOf(file) === null ? '.js' : extname(file)}`;
  const write = async (file: string, stem: string): Promise<string> => {
    const written = join(sol, nameOf(file, stem));
    if (languageOf(file) === null) await bundleSolution(file, problem, written);
    else copyFileSync(file, written);
    return relative(work, written);
  };
  const accepted = acceptedFile(root, problem.id);
  // A CMS task needs none (output/ holds the answers): an imported one may come without.
  if (existsSync(accepted)) {
    say(
      `${await write(accepted, MAIN_SOLUTION)}: ${relative(root, accepted)}, the accepted solution (cmsMake's soluzione)`,
    );
    writeGrader(root, accepted, sol, say);
  } else say(`sol/: no ${MAIN_SOLUTION}: ${problem.id} has no accepted solution (solutions/${problem.id}.<ext>)`);
  const others = [...wrongFiles(root, problem.id), ...submissionFiles(root, problem.id).map((s) => s.file)];
  const written: string[] = [];
  const names = new Set<string>();
  for (const file of others) {
    const stem = basename(file, extname(file));
    const why = SOL_TAKEN_NAMES.has(stem)
      ? `named as cmsMake's ${stem}`
      : names.has(nameOf(file, stem))
        ? `written as sol/${nameOf(file, stem)}, as another solution is`
        : SOL_NAME.test(stem)
          ? null
          : "a name of other than letters, digits, '_' and '-'";
    if (why !== null) say(`left out: ${relative(root, file)}: ${why}`);
    else {
      names.add(nameOf(file, stem));
      written.push(await write(file, stem));
    }
  }
  if (written.length > 0)
    say(
      `${written.join(', ')}: the other solutions (the wrong ones, a package's submissions), for reference: CMS's loader takes none, and a CMS task has no place for what each must score`,
    );
  if (existsSync(secondSolverFile(root, problem.id)))
    say(
      `left out: ${relative(root, secondSolverFile(root, problem.id))}, the second solver: it confirms the answers, and is not a submission`,
    );
}
