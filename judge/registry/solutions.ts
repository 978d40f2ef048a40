// The one module that knows where solutions live: solutions/<id>.ts (accepted), solutions/second-solver/<id>.ts (the
// second solver), solutions/wrong/<id>/ (the gallery), solutions/jury/<id>.ts (an interactive problem's jury); and
// how to load a solve() from one of them in-process; an imported gallery's scores (scores.json).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError } from '../base/index.ts';
import type { CaseExplanation, ExplainPlayed, Jury, Play } from '../../problems/_authoring/index.ts';

export type Solve = (input: string) => string;

/**
 * The accepted solution: solutions/<id>.ts, or where there is none, the one solutions/<id>.<ext> in another language
 * (an imported package's accepted submission). Without either, the path of the TypeScript file, reported missing.
 */
export function acceptedFile(root: string, id: string): string {
  return oneFileOf(root, 'solutions', id, 'one accepted solution per problem (<id>.ts, or one file)');
}

/** The accepted solution, or a UserError saying that `needer` needs one (an imported task may come without one). */
export function requiredAcceptedFile(root: string, id: string, needer: string): string {
  const file = acceptedFile(root, id);
  if (!existsSync(file))
    throw new UserError(
      `${id}: no accepted solution (solutions/${id}.ts, or one solutions/${id}.<ext> in another language), which ${needer} needs; write one (npm run verify -- ${id} checks it), then run this again (nothing written)`,
    );
  return file;
}

/**
 * The file of a problem in `folder` (solutions/ or solutions/jury/): <id>.ts where it is there, else the one
 * <id>.<ext> (a program in another language), else the path of <id>.ts, reported missing by whoever needs it. Two
 * programs are a UserError saying `rule`.
 */
function oneFileOf(root: string, folder: string, id: string, rule: string): string {
  const dir = join(root, folder);
  const module = join(dir, `${id}.ts`);
  if (existsSync(module) || !existsSync(dir)) return module;
  const programs = readdirSync(dir).filter((name) => isProgramOf(id, name) && statSync(join(dir, name)).isFile());
  if (programs.length > 1) throw new UserError(`${folder}/: ${programs.join(', ')}: ${rule.replace('<id>', id)}`);
  if (programs.length === 1) return join(dir, programs[0]);
  // A folder program of its own, <id>/<id>.<ext> with the files it needs beside it (an imported package's included
  // files), where there is no lone file.
  const own = join(dir, id);
  if (folder === 'solutions' && statSync(own, { throwIfNoEntry: false })?.isDirectory()) {
    const inside = readdirSync(own).filter((name) => isProgramOf(id, name) && statSync(join(own, name)).isFile());
    if (inside.length === 1) return join(own, inside[0]);
  }
  return module;
}

/** A C or C++ header, which is never a program: a grader's <name>.h sits beside the solution <name>.cpp (TPS). */
const HEADER = /\.(h|hh|hpp|hxx)$/i;

/** Whether `name` is a program named after `id`: <id>.<ext>, one extension, not a header. */
const isProgramOf = (id: string, name: string) =>
  name.startsWith(`${id}.`) && !name.includes('.', id.length + 1) && !HEADER.test(name);

/**
 * The folders of a problem's submissions gallery, solutions/submissions/<id>/<folder>/ (an imported Kattis package's
 * submissions, kept by the folder that says what each must get), and the verdicts each folder allows.
 */
export const SUBMISSION_FOLDERS = {
  accepted: ['AC'],
  wrong_answer: ['WA'],
  // Kattis has no idleness verdict: a program that waits on its interactor forever is stopped by the clock.
  time_limit_exceeded: ['TLE', 'ILE'],
  // problemtools reports a program stopped by its memory or output limit as a run-time error.
  run_time_error: ['RE', 'MLE', 'OLE'],
  // The 2023-07 and later formats' two more: any failure; and a failure that is not a wrong answer.
  rejected: ['WA', 'TLE', 'ILE', 'RE', 'MLE', 'OLE'],
  brute_force: ['TLE', 'ILE', 'RE', 'MLE', 'OLE'],
  // A legacy scoring problem's: any verdicts, and a score below the full score (verify holds it to that).
  partially_accepted: ['AC', 'WA', 'TLE', 'ILE', 'RE', 'MLE', 'OLE'],
} as const;

/**
 * A Polygon package's solution tags as gallery folders, named as Polygon names them, each held to every test's
 * verdict, as Polygon judges every test: at least one test gets a verdict of `some` and every test one of `each`.
 * `presentation` asks that the wrong answers be presentation errors (testlib's PE, a WA here); `failed` that the
 * checker fail on some test; `do-not-run` is kept and never judged. Polygon's `main`, `accepted` and `rejected` are
 * the accepted solution and the folders of those names.
 */
export const TAG_FOLDERS = {
  'wrong-answer': { some: ['WA'], each: ['AC', 'WA'] },
  'presentation-error': { some: ['WA'], each: ['AC', 'WA'], presentation: true },
  'time-limit-exceeded': { some: ['TLE', 'ILE'], each: ['AC', 'TLE', 'ILE'] },
  'memory-limit-exceeded': { some: ['MLE'], each: ['AC', 'MLE'] },
  'time-limit-exceeded-or-accepted': { some: [], each: ['AC', 'TLE', 'ILE'] },
  'time-limit-exceeded-or-memory-limit-exceeded': { some: ['TLE', 'ILE', 'MLE'], each: ['AC', 'TLE', 'ILE', 'MLE'] },
  failed: { some: [], each: ['AC', 'WA', 'TLE', 'ILE', 'RE', 'MLE', 'OLE'], failed: true },
  'do-not-run': null,
} as const satisfies Record<
  string,
  { some: readonly string[]; each: readonly string[]; presentation?: true; failed?: true } | null
>;

export type TagFolder = keyof typeof TAG_FOLDERS;
export type SubmissionFolder = keyof typeof SUBMISSION_FOLDERS | TagFolder;

/** The gallery's folders whose submissions are judged: Kattis's, then Polygon's but do-not-run. */
const JUDGED_FOLDERS = [
  ...Object.keys(SUBMISSION_FOLDERS),
  ...Object.keys(TAG_FOLDERS).filter((folder) => folder !== 'do-not-run'),
] as SubmissionFolder[];

/**
 * In a scored problem's gallery, solutions/submissions/<id>/scores.json: the points each submission must get, by its
 * path there ("wrong_answer/slow.py", a folder program by its folder), as [least, most] (an imported package's
 * submissions.yaml scores). Empty where there is none.
 */
export function submissionScores(root: string, id: string): Record<string, [number, number]> {
  const file = join(root, 'solutions', 'submissions', id, 'scores.json');
  if (!existsSync(file)) return {};
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const ok =
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every((r) => Array.isArray(r) && r.length === 2 && r.every((n) => typeof n === 'number'));
  if (!ok) throw new UserError(`${file}: must map submission paths to [least, most] points`);
  return value as Record<string, [number, number]>;
}

/**
 * Every submission of the gallery that is judged (do-not-run's are not), sorted, with its folder and its path there ("wrong_answer/slow.py", a folder
 * program by its folder: the key of scores.json): each file, and each folder holding a source named after it with the
 * files it needs beside it (sol/sol.cpp with sol/kattio.h). Other folders' files are not submissions.
 */
export function submissionFiles(root: string, id: string): { file: string; folder: SubmissionFolder; path: string }[] {
  const dir = join(root, 'solutions', 'submissions', id);
  if (!existsSync(dir)) return [];
  return JUDGED_FOLDERS.flatMap((folder) => {
    const sub = join(dir, folder);
    if (!existsSync(sub)) return [];
    return readdirSync(sub)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .flatMap((name) => {
        const entry = join(sub, name);
        const path = `${folder}/${name}`;
        const stat = statSync(entry, { throwIfNoEntry: false });
        if (stat?.isFile()) return [{ file: entry, folder, path }];
        if (!stat?.isDirectory()) return [];
        const main = readdirSync(entry).find((f) => isProgramOf(name, f));
        return main ? [{ file: join(entry, main), folder, path }] : [];
      });
  });
}

export function secondSolverFile(root: string, id: string): string {
  return join(root, 'solutions', 'second-solver', `${id}.ts`);
}

/**
 * The wrong solutions of a problem, sorted; none when it has no gallery. Every file but hidden ones is a solution,
 * in any language the judge takes (which the judge alone knows): a file it cannot run is reported by verify. A
 * symbolic link to a file counts as the file.
 */
export function wrongFiles(root: string, id: string): string[] {
  const dir = join(root, 'solutions', 'wrong', id);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(join(dir, name), { throwIfNoEntry: false })?.isFile())
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Refuses to import a package's solution into the kit's own process, where its code would run with your rights: an
 * imported problem's accepted solution (or second solver) is a package's submission, put there by `npm run import`
 * beside the package's other submissions in solutions/submissions/<id>/, which nothing else writes. Someone else's
 * code is judged in the sandbox (--untrusted), never loaded in-process.
 */
function refuseForeign(root: string, file: string, shown: string): void {
  const slot = dirname(file);
  if (slot !== join(root, 'solutions') && slot !== join(root, 'solutions', 'second-solver')) return;
  const id = basename(file, extname(file));
  if (!existsSync(join(root, 'solutions', 'submissions', id))) return;
  throw new UserError(
    `${shown}: a package's submission (npm run import put it here, beside solutions/submissions/${id}/): someone ` +
      "else's code is judged in the sandbox, never run in the kit's own process; to add cases, generate answers or " +
      `stress, write your own solve() as solutions/${id}.ts in its place`,
  );
}

/** Imports a solution module and returns its solve(); a missing file or a missing export is a one-line error. */
export async function loadSolve(root: string, file: string): Promise<Solve> {
  const shown = relative(root, file);
  if (!existsSync(file)) throw new UserError(`${shown}: no such solution file`);
  refuseForeign(root, file, shown);
  if (!/\.[cm]?[jt]s$/.test(file))
    throw new UserError(`${shown}: a program, not a TypeScript module: this needs a solve() to call in-process`);
  const module = (await import(pathToFileURL(file).href)) as { solve?: unknown };
  if (typeof module.solve !== 'function') throw new UserError(`${shown}: does not export solve(input: string): string`);
  return module.solve as Solve;
}

/** The accepted solution and the second solver of a problem. */
export async function loadSolvers(root: string, id: string): Promise<{ accepted: Solve; second: Solve }> {
  return {
    accepted: await loadSolve(root, acceptedFile(root, id)),
    second: await loadSolve(root, secondSolverFile(root, id)),
  };
}

export type Explain = (input: string) => CaseExplanation[];

/**
 * The jury of an interactive problem, solutions/jury/<id>.<ext>: a TypeScript module exporting jury(input, answer)
 * and answer(input) (<id>.ts, preferred where there are several), or a program in any language the judge runs that
 * keeps the Kattis contract itself; or the program the problem names (`interaction.jury`, an imported package's
 * output validator, in its folder). Without one, the path of the TypeScript module, which the judge reports missing.
 */
export function juryFile(root: string, problem: { id: string; interaction?: { jury?: string } }): string {
  if (problem.interaction?.jury) return problem.interaction.jury;
  return oneFileOf(root, join('solutions', 'jury'), problem.id, 'one jury per problem (<id>.ts, or one program)');
}

/** A jury module's two exports: the exchange, and the answer file it is given (the best result the test allows). */
export interface LoadedJury {
  jury: Jury;
  answer: (input: string) => string;
}

/**
 * Loads the jury of an interactive problem, or null where it is a program (what runs in-process, such as hand play
 * and gen's answers, needs a module). A missing file, or a TypeScript jury without both exports, is a one-line error.
 */
export async function loadJury(
  root: string,
  problem: { id: string; interaction?: { jury?: string } },
): Promise<LoadedJury | null> {
  const file = juryFile(root, problem);
  const shown = relative(root, file);
  if (!existsSync(file)) throw new UserError(`${shown}: no such jury file (an interactive problem needs one)`);
  if (!file.endsWith('.ts')) return null;
  const module = (await import(pathToFileURL(file).href)) as { jury?: unknown; answer?: unknown };
  if (typeof module.jury !== 'function') throw new UserError(`${shown}: does not export jury(input, answer)`);
  if (typeof module.answer !== 'function') throw new UserError(`${shown}: does not export answer(input): string`);
  return { jury: module.jury as Jury, answer: module.answer as LoadedJury['answer'] };
}

/** Imports an interactive solution and returns its play(); a missing file or export is a one-line error. */
export async function loadPlay(root: string, file: string): Promise<Play> {
  const shown = relative(root, file);
  if (!existsSync(file)) throw new UserError(`${shown}: no such solution file`);
  refuseForeign(root, file, shown);
  const module = (await import(pathToFileURL(file).href)) as { play?: unknown };
  if (typeof module.play !== 'function') throw new UserError(`${shown}: does not export play()`);
  return module.play as Play;
}

/** The problem's explainer, solutions/explain/<id>.ts, if it has one. */
export function explainerFile(root: string, id: string): string {
  return join(root, 'solutions', 'explain', `${id}.ts`);
}

/** Loads the problem's explainer, or null when it has none. */
export async function loadExplainer(root: string, id: string): Promise<Explain | null> {
  const file = explainerFile(root, id);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { explain?: unknown };
  if (typeof module.explain !== 'function')
    throw new UserError(`${relative(root, file)}: does not export explain(input: string)`);
  return module.explain as Explain;
}

/** The explainer's explainPlayed (a game played on an interactive test, move by move), or null where it has none. */
export async function loadPlayedExplainer(root: string, id: string): Promise<ExplainPlayed | null> {
  const file = explainerFile(root, id);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { explainPlayed?: unknown };
  return typeof module.explainPlayed === 'function' ? (module.explainPlayed as ExplainPlayed) : null;
}

/** A program of solutions/timers/ that times part of a solver in a fresh process (the bench bundles and runs it). */
export function timerFile(root: string, name: string): string {
  return join(root, 'solutions', 'timers', name);
}

// The solver library, for the engines that check or time its parts (scripts/theory, scripts/bench): they reach it here.
export * as lolKinds from '../../solutions/lib/lol-kinds.ts';
export * as lolRows from '../../solutions/lib/lol-rows.ts';
export * as lolTheory from '../../solutions/lib/lol-theory.ts';
export * as lolSecondSolver from '../../solutions/second-solver/lanqiao-lol.ts';
export * as catMouseLines from '../../solutions/lib/cat-mouse-lines.ts';
export * as lolLines from '../../solutions/lib/lol-lines.ts';
