// The answer to an input, from the accepted solution, held against the second solver line by line (a "?" line:
// too large for it). One place for what gen, add-case and stress do with the two solvers.
import type { Problem } from '../../judge/registry/index.ts';

export interface Disagreement {
  /** 1-based answer line. */
  line: number;
  accepted: string;
  second: string;
}

export interface ComparedAnswers {
  /** The second solver's lines where it could tell, the accepted solution's elsewhere: what stress holds a candidate to. */
  expected: string;
  confirmed: number;
  unconfirmed: number;
  disagreement: Disagreement | null;
}

export function compareAnswers(accepted: string, second: string): ComparedAnswers {
  const mine = accepted.trimEnd().split('\n');
  const theirs = second.trimEnd().split('\n');
  const lines: string[] = [];
  let confirmed = 0;
  let unconfirmed = 0;
  let disagreement: Disagreement | null = null;
  for (let i = 0; i < Math.max(mine.length, theirs.length); i++) {
    if (theirs[i] === '?') {
      unconfirmed++;
      lines.push(mine[i]);
    } else {
      if (theirs[i] === mine[i]) confirmed++;
      else disagreement ??= { line: i + 1, accepted: mine[i] ?? '(none)', second: theirs[i] ?? '(none)' };
      lines.push(theirs[i] ?? '');
    }
  }
  return { expected: `${lines.join('\n')}\n`, confirmed, unconfirmed, disagreement };
}

/**
 * Confirms the accepted solution's answer with the second solver's: line by line, or, where the problem has a
 * checker (more than one right answer), by asking the checker whether the second solver's output is right too.
 */
export function confirmAnswer(
  problem: Pick<Problem, 'checker'>,
  input: string,
  accepted: string,
  second: string,
): { confirmed: number; unconfirmed: number } | { disagreement: string } {
  if (problem.checker === undefined) {
    const compared = compareAnswers(accepted, second);
    if (compared.disagreement === null) return { confirmed: compared.confirmed, unconfirmed: compared.unconfirmed };
    const { line, accepted: mine, second: theirs } = compared.disagreement;
    return { disagreement: `answer line ${line}: ${mine} vs ${theirs}` };
  }
  const lines = accepted.trimEnd().split('\n').length;
  if (second.split('\n').includes('?')) return { confirmed: 0, unconfirmed: lines };
  const verdict = problem.checker(input, accepted, second);
  return verdict.accepted
    ? { confirmed: lines, unconfirmed: 0 }
    : { disagreement: `the checker rejects the second solver's answer: ${verdict.reason}` };
}
