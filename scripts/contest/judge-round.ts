// An ICPC round judged: each submission in time order by the judge itself, one judge() a submission, as someone
// else's code (untrusted, sandboxed) with the judge's remembered results, stopping at the first failing test as an
// ICPC judge does; what it came to for the scoreboard. A team's submissions on a problem after its first accepted
// one are not judged: the scoreboard counts none of them.
import { shownFrom } from '../../judge/base/index.ts';
import { type JudgeOptions, type JudgeReport, judge, type ProblemReport } from '../../judge/core/index.ts';
import type { IcpcRound, Submission } from './icpc-submissions.ts';
import type { Outcome } from './icpc-scoring.ts';
import { cellOf, type ProblemColumn, problemColumn } from './judge-contest.ts';
import type { Cell } from './ranking.ts';

export interface JudgedSubmission extends Submission {
  outcome: Outcome;
  /** The judge's cell for it (its verdict, each test's, the compiler's line); absent where not judged. */
  cell?: Cell;
}

/** With the judge's own choices for every file: its selection of tests (--group), its remembering (--fresh). */
export interface RoundOptions extends Pick<JudgeOptions, 'select' | 'remember'> {
  root: string;
  /** The contest folder, for the files' names in the cells. */
  dir: string;
  round: IcpcRound;
  problemIds: readonly string[];
  jobs?: number;
  signal?: AbortSignal;
  /** false: the programs run with the user's rights (the judge's --no-sandbox). */
  sandbox?: boolean;
  /** Keep each judged submission's report in the result (for the page, --html). */
  keepReports?: boolean;
  /** Told of each submission once it is decided (k from 1 of n). */
  onSubmission?: (submission: JudgedSubmission, k: number, n: number) => void;
}

export interface RoundResult {
  problems: ProblemColumn[];
  /** In time order, each with its outcome; when interrupted, those decided. */
  submissions: JudgedSubmission[];
  interrupted: boolean;
  /** What is the problem's or the kit's fault (a problem that cannot load, broken test data, JE): pending, named. */
  faults: string[];
  /** With keepReports: each judged submission's report, by its index in `submissions`. */
  reports: Map<number, ProblemReport>;
  /** The sandbox the submissions ran in, as the judge told it (absent where nothing was judged). */
  sandbox?: JudgeReport['sandbox'];
}

/**
 * A judged cell as an ICPC judge answers: accepted only where every test is AC (a problem scored in points: at its
 * full points), a compile error, pending where the kit could not judge it, else rejected.
 */
export function outcomeOf(cell: Cell): Outcome {
  if (cell.status === 'CE') return 'compile-error';
  if (cell.status !== 'judged' || cell.verdict === 'JE') return 'pending';
  return cell.verdict === 'AC' && cell.points >= cell.max ? 'accepted' : 'rejected';
}

const solvedKey = (s: Submission) => `${s.team}\n${s.problem}`;

export async function judgeRound(options: RoundOptions): Promise<RoundResult> {
  const { root, dir, round, signal } = options;
  const problems: ProblemColumn[] = [];
  for (const id of options.problemIds) problems.push(await problemColumn(root, id));
  const submissions: JudgedSubmission[] = [];
  const faults: string[] = [];
  const solved = new Set<string>();
  const reports = new Map<number, ProblemReport>();
  let sandbox: JudgeReport['sandbox'] | undefined;
  const n = round.submissions.length;
  for (const submission of round.submissions) {
    if (signal?.aborted) return { problems, submissions, interrupted: true, faults, reports };
    const max = problems.find((p) => p.id === submission.problem)?.max ?? 0;
    let judged: JudgedSubmission = { ...submission, outcome: 'not-judged' };
    if (!solved.has(solvedKey(submission))) {
      const report = await judge({
        root,
        problemIds: [submission.problem],
        solutions: { [submission.problem]: submission.file },
        untrusted: true,
        sandbox: options.sandbox !== false,
        remember: options.remember ?? 'use',
        select: options.select,
        bail: true,
        jobs: options.jobs,
        signal,
      });
      if (report.interrupted) return { problems, submissions, interrupted: true, faults, reports };
      sandbox ??= report.sandbox;
      const [problem] = report.problems;
      const file = shownFrom(dir, submission.file);
      const cell: Cell = problem
        ? cellOf(problem, max, file)
        : { status: 'error', points: 0, max, file, reason: report.errors[0]?.message ?? 'not judged' };
      judged = { ...submission, outcome: outcomeOf(cell), cell };
      if (problem && options.keepReports) reports.set(submissions.length, problem);
      if (judged.outcome === 'accepted') solved.add(solvedKey(submission));
      if (judged.outcome === 'pending')
        faults.push(
          `${submission.problem}: ${cell.reason ?? `broken test data or a judge error on ${file}`} (npm run judge -- ${submission.problem} --solution FILE says which)`,
        );
    }
    submissions.push(judged);
    options.onSubmission?.(judged, submissions.length, n);
  }
  return {
    problems,
    submissions,
    interrupted: false,
    faults: [...new Set(faults)],
    reports,
    ...(sandbox ? { sandbox } : {}),
  };
}
