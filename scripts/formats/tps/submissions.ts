// A TPS task's solutions (solution/, with solutions.json's verdicts) as the package's submissions, each compiled as
// TPS's compile_solution.sh compiles it: with the task's grader (grader/cpp/<name>.h and <grader_name>.cpp beside a
// C++ solution, compiled and linked with it) where the task has one, and held to its verdicts (expectations.ts).
// A solution in a language or with a grader the kit cannot run is named in one line, and is not taken.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { UserError } from '../../../judge/base/index.ts';
import type { PackageSubmission } from '../plan.ts';
import { expectationOf } from './expectations.ts';
import type { TpsProblem } from './problem-json.ts';
import { SOLUTIONS_JSON, type TpsSolution } from './solutions-json.ts';

/** Where TPS keeps the solutions. */
export const SOLUTION_FOLDER = 'solution';

export interface TakenSolutions {
  submissions: PackageSubmission[];
  /** The model solution's path: its outputs are the answers. */
  model: string;
  notTaken: string[];
  /** Whether a C++ grader or solution asks for EVAL, which TPS defines and the kit's compile does not. */
  usesEval: boolean;
}

/** The files a C++ solution is compiled with, or the line saying which the package lacks. */
type CppGrader = { include: { from: string; to: string }[] } | { include: []; missing: string };

/** TPS's languages by extension (compile_solution.sh), and the folder of grader/ each takes its grader from. */
const LANGUAGE_OF: Record<string, string> = {
  '.cpp': 'cpp',
  '.cc': 'cpp',
  '.java': 'java',
  '.py': 'py',
  '.py2': 'py2',
  '.pas': 'pas',
};

/**
 * Each solution of `solutions` (the model solution first) as a submission held to its verdicts on the scored
 * subtasks; the solutions solution/ holds that solutions.json does not name, and those the kit cannot run, in notTaken.
 */
export function takeSolutions(
  pkg: string,
  problem: TpsProblem,
  solutions: readonly TpsSolution[],
  scored: readonly { name: string; score: number }[],
): TakenSolutions {
  const notTaken: string[] = [];
  const grader: CppGrader = problem.hasGrader ? cppGrader(pkg, problem) : { include: [] };
  // One line for each grader the kit cannot take, naming its solutions.
  const byGrader = new Map<string, string[]>();
  const submissions: PackageSubmission[] = [];
  let usesEval = grader.include.some(({ from }) => mentionsEval(join(pkg, from)));
  for (const solution of solutions) {
    const main = `${SOLUTION_FOLDER}/${solution.file}`;
    const language = LANGUAGE_OF[extname(solution.file).toLowerCase()];
    const why = whyNotRun(pkg, problem, main, language, 'missing' in grader ? grader.missing : null);
    if (why !== null) {
      if (solution.verdict === 'model_solution')
        throw new UserError(
          `${SOLUTIONS_JSON}:${solution.line}: the model solution, ${main}, makes the answers, and the kit cannot run it: ${why.reason}`,
        );
      // A grader's reason is said once for all its solutions.
      if (why.byGrader) byGrader.set(why.reason, [...(byGrader.get(why.reason) ?? []), main]);
      else notTaken.push(`${main}: ${why.reason}`);
      continue;
    }
    if (language === 'cpp') usesEval ||= mentionsEval(join(pkg, main));
    const expected = expectationOf(solution, scored);
    submissions.push({
      main,
      folder: null,
      name: solution.file,
      expect: expected.expect,
      ...(expected.score ? { score: expected.score } : {}),
      ...(problem.hasGrader ? { include: grader.include } : {}),
    });
  }
  for (const [reason, mains] of byGrader) notTaken.push(`${mains.join(', ')}: ${reason}`);
  const named = new Set(solutions.map((s) => s.file));
  const folder = join(pkg, SOLUTION_FOLDER);
  const unnamed = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => !named.has(file) && !/(\.exe|\.class|~|\.compile\.out)$/.test(file) && !file.startsWith('.'))
        .sort()
    : [];
  if (unnamed.length > 0)
    notTaken.push(
      `${SOLUTION_FOLDER}/: ${unnamed.join(', ')}: not in ${SOLUTIONS_JSON}, so with no verdict to hold them to`,
    );
  return { submissions, model: `${SOLUTION_FOLDER}/${solutions[0].file}`, notTaken, usesEval };
}

/**
 * Why the kit cannot run a solution as TPS compiles it, or null where it can; `byGrader` where the reason is its
 * grader's (said once for all its solutions).
 */
function whyNotRun(
  pkg: string,
  problem: TpsProblem,
  main: string,
  language: string | undefined,
  cppGraderMissing: string | null,
): { reason: string; byGrader: boolean } | null {
  const alone = (reason: string) => ({ reason, byGrader: false });
  if (!existsSync(join(pkg, main))) return alone('not in the package');
  if (language === undefined) return alone('not in a language TPS compiles (.cpp, .java, .py, .pas)');
  if (language === 'pas' || language === 'py2')
    return alone(`in ${language === 'pas' ? 'Pascal' : 'Python 2'}, which the kit does not run`);
  if (!problem.hasGrader) return null;
  if (language !== 'cpp')
    return {
      reason: `its grader, grader/${language}/${problem.graderName}.${language}, is the program's entry, calling the solution, where the kit runs the solution's own file`,
      byGrader: true,
    };
  return cppGraderMissing === null ? null : { reason: cppGraderMissing, byGrader: true };
}

/**
 * The C++ grader a solution is compiled with (compile_solution.sh): grader/cpp/<name>.h and <grader_name>.cpp, put
 * beside the solution; or the line saying which of them the package lacks.
 */
function cppGrader(pkg: string, problem: TpsProblem): CppGrader {
  const files = [`${problem.name}.h`, `${problem.graderName}.cpp`];
  const lacking = files.filter((file) => !existsSync(join(pkg, 'grader', 'cpp', file)));
  if (lacking.length > 0)
    return {
      include: [],
      missing: `its grader's grader/cpp/${lacking.join(' and ')} ${lacking.length === 1 ? 'is' : 'are'} not in the package`,
    };
  return { include: files.map((file) => ({ from: `grader/cpp/${file}`, to: file })) };
}

/** Whether a source tests EVAL, which TPS compiles C++ with (-DEVAL). */
function mentionsEval(file: string): boolean {
  return /\bEVAL\b/.test(readFileSync(file, 'utf8'));
}
