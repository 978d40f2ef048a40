// The answer to an input, from the accepted solution, held against the second solver line by line (a "?" line:
// too large for it); for an interactive problem, from the jury, held against both players' games with it. One place
// for what gen, add-case and stress do with the two solvers.
import { UserError } from '../../judge/base/index.ts';
import { decideWarmAnswer } from '../../judge/core/index.ts';
import { exchangeInProcess } from '../../judge/run/index.ts';
import {
  acceptedFile,
  loadJury,
  loadPlay,
  loadSolvers,
  secondSolverFile,
  type Problem,
} from '../../judge/registry/index.ts';

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
  problem: Problem,
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
  // Judged as a warm answer is, by the test judge: the second solver's output held to the accepted one's.
  const decided = decideWarmAnswer(problem, input, accepted, { output: second });
  if (decided.verdict === 'AC') return { confirmed: lines, unconfirmed: 0 };
  if (decided.verdict === 'JE') return { disagreement: decided.checkerReason ?? 'the checker broke its contract' };
  return { disagreement: `the checker rejects the second solver's answer: ${decided.checkerReason}` };
}

/** Who confirms a problem's answers, for messages: "confirmed by ...". */
export function confirmer(problem: Pick<Problem, 'interaction'>): string {
  return problem.interaction ? "both players' games against the jury" : 'the second solver';
}

/** An input's answer file, and how far the second solver (or for an interactive problem, both players) confirmed it. */
export type AnsweredInput = { answer: string } & (
  | { confirmed: number; unconfirmed: number }
  | { disagreement: string }
);

/**
 * Loads what answers a problem's inputs. A plain problem: the accepted solution answers, the second solver confirms
 * (confirmAnswer). An interactive one: the jury's answer(input) gives the answer file, and it stands only if the
 * accepted and the second player, each playing the whole game against the jury here, are accepted. A jury that is a
 * program gives its tests an empty answer file.
 */
export async function loadAnswerer(
  root: string,
  problem: Problem,
): Promise<(input: string, options?: { confirm: boolean }) => AnsweredInput> {
  if (problem.interaction) {
    const loaded = await loadJury(root, problem);
    // A jury program cannot answer in-process: its tests get an empty answer file, unconfirmed; verify judges the
    // players against it.
    if (!loaded) return () => ({ answer: '', confirmed: 0, unconfirmed: 1 });
    const { jury, answer } = loaded;
    const players = [
      { who: 'the accepted player', play: await loadPlay(root, acceptedFile(root, problem.id)) },
      { who: 'the second player', play: await loadPlay(root, secondSolverFile(root, problem.id)) },
    ];
    return (input, options = { confirm: true }) => {
      const text = answer(input);
      if (!options.confirm) return { answer: text, confirmed: 0, unconfirmed: 1 };
      for (const { who, play } of players) {
        const { verdict } = exchangeInProcess(jury(input, text), play());
        if (!verdict.accepted)
          return {
            answer: text,
            disagreement: `${who} does not get ${text.trim()} against the jury: ${verdict.reason}`,
          };
      }
      return { answer: text, confirmed: 1, unconfirmed: 0 };
    };
  }
  if (problem.checkerProgram)
    throw new UserError(
      `${problem.id}: its checker is a program; answers are confirmed in-process here, by a checker function`,
    );
  const solvers = await loadSolvers(root, problem.id);
  return (input, options = { confirm: true }) => {
    const answer = solvers.accepted(input);
    if (!options.confirm) return { answer, confirmed: 0, unconfirmed: answer.trimEnd().split('\n').length };
    const check = confirmAnswer(problem, input, answer, solvers.second(input));
    return 'disagreement' in check
      ? { answer, disagreement: `the accepted solution and the second solver disagree: ${check.disagreement}` }
      : { answer, ...check };
  };
}
