// The jury of lol-duel. It sends the row and the contestant's turn, then plays the other side perfectly (lol-duel's
// best moves, the choice among equals drawn from the test's seed): LOL at once when it can, else a move that keeps
// its result; from a lost row, a move that does not hand LOL over at once. At the end it says whether the contestant
// got the row's value for its side, and if not, which of its moves threw it away.
import { seededChoice } from '../lib/duel-lines.ts';
import {
  bestMoves,
  ending,
  moveText,
  moveValue,
  readLolDuelTest,
  readMove,
  type Value,
  valueToMove,
} from '../lib/lol-duel.ts';
import { type LolMove, playMove } from '../lib/lol-lines.ts';

type Verdict = { accepted: true } | { accepted: false; reason: string };

const RESULT_WORDS: Record<Value, string> = { 1: 'a win', 0: 'a draw', [-1]: 'a loss' };

/** The answer file of a test: the row's value for the contestant's side (1 win, 0 draw, -1 loss). */
export function answer(input: string): string {
  const { row, turn } = readLolDuelTest(input);
  const first = valueToMove(row);
  return `${turn === 'FIRST' ? first : -first || 0}\n`;
}

export function jury(input: string, answerFile: string) {
  const { row: start, turn, seed } = readLolDuelTest(input);
  const expected = Number(answerFile.trim());
  const value = Number(answer(input));
  if (value !== expected)
    throw new Error(`the answer file says ${expected}, but for the ${turn} player the row's value is ${value}`);
  const choose = seededChoice(seed);
  let row = start;
  let moves = 0;
  /** The contestant's result once the game is over. */
  let result: Value | null = null;
  let thrownAway = '';
  /** Every move made, in order, the jury's last one too (which END does not tell). */
  const history: { by: 'you' | 'jury'; move: LolMove }[] = [];

  /** The jury's move; the game's end, if it ends it, from the contestant's side. */
  const juryMove = (): string => {
    const options = bestMoves(row);
    const move = options[choose(options.length)];
    history.push({ by: 'jury', move });
    row = playMove(row, move);
    moves++;
    const end = ending(row);
    if (end !== null) result = end === 'lol' ? -1 : 0;
    return result === null ? `MOVE ${moveText(move)}` : `END ${result}`;
  };
  const verdict = (): Verdict =>
    result === expected
      ? { accepted: true }
      : {
          accepted: false,
          reason: `the game ended in ${RESULT_WORDS[result as Value]}, but the ${turn} player could force ${RESULT_WORDS[expected as Value]}${thrownAway}`,
        };

  /** Tokens heard and not yet a whole move. */
  const pending: string[] = [];
  const opening = [start, turn];
  if (turn === 'SECOND') opening.push(juryMove());
  return {
    opening,
    history,
    /**
     * The line's tokens, two to a move: the cell and the letter (blank lines, spaces, tabs and CR between tokens
     * are nothing, and a move may span lines).
     */
    hear(line: string): { reply: string[]; verdict?: Verdict } {
      pending.push(...line.split(/\s+/).filter((t) => t !== ''));
      const reply: string[] = [];
      // A first token that is no cell number is wrong already; else a move waits for its letter.
      while (pending.length >= 2 || (pending.length === 1 && !/^\d+$/.test(pending[0]))) {
        const [cell, letter = ''] = pending.splice(0, 2);
        const heard = hearMove(cell, letter);
        reply.push(...heard.reply);
        if (heard.verdict) return { reply, verdict: heard.verdict };
      }
      return { reply };
    },
    end(): Verdict {
      if (result !== null) return verdict();
      return { accepted: false, reason: `the output ended after ${moves} moves, before the game was over` };
    },
  };

  /** One move of the contestant's, and the jury's answer. */
  function hearMove(cell: string, letter: string): { reply: string[]; verdict?: Verdict } {
    if (result !== null) return { reply: [], verdict: verdict() };
    const move = readMove(row, cell, letter);
    if ('illegal' in move)
      return { reply: ['END -1'], verdict: { accepted: false, reason: `move ${moves + 1}: ${move.illegal}` } };
    const before = valueToMove(row);
    const after = moveValue(row, move);
    if (thrownAway === '' && after < before) {
      const keeper = bestMoves(row)[0];
      thrownAway =
        `; move ${moves + 1}: ${moveText(move)} turns ${RESULT_WORDS[before]} into ${RESULT_WORDS[after]} ` +
        `(${moveText(keeper)} keeps ${RESULT_WORDS[before]})`;
    }
    history.push({ by: 'you', move });
    row = playMove(row, move);
    moves++;
    const end = ending(row);
    if (end !== null) {
      result = end === 'lol' ? 1 : 0;
      return { reply: [`END ${result}`], verdict: verdict() };
    }
    const reply = juryMove();
    return result === null ? { reply: [reply] } : { reply: [reply], verdict: verdict() };
  }
}
