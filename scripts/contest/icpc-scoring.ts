// An ICPC round's scoreboard from its submissions' outcomes, as the ICPC's Contest Control System specification
// scores one ("Scoring" of ccs-specs' Contest_Control_System_Requirements.md); the public board of a frozen round as
// DOMjudge shows it. Does no I/O: pure functions over outcomes, so that it is tested without judging.
import { byName } from './ranking.ts';

/** Minutes added to a solved problem's time for each rejected submission before its first accepted one. */
export const PENALTY_MINUTES = 20;

/**
 * What a submission came to. compile-error: no penalty, and not a try (CCS: Compile Error, penalty No). pending: no
 * judgement to count (a judge error, CCS's Judging Error), which the spec says has no effect on scoring. not-judged:
 * after the team's first accepted submission on the problem, which ends that problem's judging.
 */
export type Outcome = 'accepted' | 'rejected' | 'compile-error' | 'pending' | 'not-judged';

export interface ScoredSubmission {
  team: string;
  problem: string;
  /** Contest minute: the time since the start rounded down to a whole minute. */
  minute: number;
  outcome: Outcome;
}

export interface ProblemScore {
  /** Tries counted: submissions judged up to and including the first accepted one, compile errors not among them. */
  tries: number;
  /** Submissions with no judgement to show: from the freeze on (on the public board), or pending. */
  pending: number;
  /** The minute of the first accepted submission, or null. */
  solvedAt: number | null;
  /** solvedAt + PENALTY_MINUTES for each rejected try before it; 0 unsolved. */
  penalty: number;
}

export interface TeamScore {
  team: string;
  solved: number;
  penalty: number;
  /** The minute of the team's last first-accepted submission (CCS's "last accepted submission"), or null. */
  lastSolvedAt: number | null;
  /** By problem id. */
  problems: Record<string, ProblemScore>;
}

export interface RankedTeam extends TeamScore {
  rank: number;
}

export const ICPC_TIE_RULE =
  'ranked by problems solved, most first, then by penalty time, least first (each solved problem: the minute of ' +
  `its first accepted submission, plus ${PENALTY_MINUTES} for each rejected one before it; compile errors and ` +
  'submissions after it not counted), then by the minute of the last problem solved, earliest first; teams equal in ' +
  'all three share a rank (the next rank counts them all) and are listed by name';

/**
 * Each team's score from the submissions, given in time order (by time, then by file name). With `frozenFrom`, the
 * public board of a frozen round: every submission from that minute on is pending, whatever it came to (DOMjudge
 * shows a compile error after the freeze as pending too, so as not to tell it), unless the problem was solved
 * before the freeze. Submissions of a team or problem not listed are left out.
 */
export function scoreTeams(
  teams: readonly string[],
  problemIds: readonly string[],
  submissions: readonly ScoredSubmission[],
  frozenFrom?: number,
): TeamScore[] {
  const scores = new Map<string, Record<string, ProblemScore>>();
  for (const team of teams)
    scores.set(
      team,
      Object.fromEntries(problemIds.map((id) => [id, { tries: 0, pending: 0, solvedAt: null, penalty: 0 }])),
    );
  for (const { team, problem, minute, outcome } of submissions) {
    const score = scores.get(team)?.[problem];
    if (score === undefined || score.solvedAt !== null) continue;
    if ((frozenFrom !== undefined && minute >= frozenFrom) || outcome === 'pending' || outcome === 'not-judged')
      score.pending += 1;
    else if (outcome === 'rejected') score.tries += 1;
    else if (outcome === 'accepted') {
      score.tries += 1;
      score.solvedAt = minute;
      score.penalty = minute + PENALTY_MINUTES * (score.tries - 1);
    }
  }
  return teams.map((team) => {
    const problems = scores.get(team) ?? {};
    const solved = Object.values(problems).filter((p) => p.solvedAt !== null);
    return {
      team,
      solved: solved.length,
      penalty: solved.reduce((sum, p) => sum + p.penalty, 0),
      lastSolvedAt: solved.length === 0 ? null : Math.max(...solved.map((p) => p.solvedAt ?? 0)),
      problems,
    };
  });
}

/** Negative where a goes first: by ICPC_TIE_RULE's three keys, none of them the name. */
function byStanding(a: TeamScore, b: TeamScore): number {
  return b.solved - a.solved || a.penalty - b.penalty || (a.lastSolvedAt ?? 0) - (b.lastSolvedAt ?? 0);
}

/** The teams ranked by ICPC_TIE_RULE: "1, 2, 2, 4" where two share the second place. */
export function rankTeams(scores: readonly TeamScore[]): RankedTeam[] {
  const sorted = [...scores].sort((a, b) => byStanding(a, b) || byName(a.team, b.team));
  const ranked: RankedTeam[] = [];
  for (const [k, score] of sorted.entries()) {
    const before = ranked[k - 1];
    const rank = before !== undefined && byStanding(before, score) === 0 ? before.rank : k + 1;
    ranked.push({ rank, ...score });
  }
  return ranked;
}
