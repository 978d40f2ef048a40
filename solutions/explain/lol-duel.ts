// Explains lol-duel: a test's row as lanqiao-lol's explainer does (its value, the value of every first move, a line
// of play), and a game played on it against the jury, move by move: what each of the contestant's moves did to the
// result it could force, the first that threw it away, and a best line from just before that move.
import { answer, jury } from '../jury/lol-duel.ts';
import { ending, moveText, moveValue, readLolDuelTest, type Value, valueToMove } from '../lib/lol-duel.ts';
import { type DuelLine, replayThroughJury, type ToldGame, type ToldMove } from '../lib/duel-lines.ts';
import { explainRow, keepingMove, playMove } from '../lib/lol-lines.ts';

export function explain(input: string) {
  return [explainRow(readLolDuelTest(input).row)];
}

const FORCED: Record<Value, string> = { 1: 'a win', 0: 'a draw', [-1]: 'a loss' };
const RESULT: Record<Value, string> = { 1: 'you won', 0: 'a draw', [-1]: 'you lost' };

/** Best moves for both sides from `row` to the end of the game (LOL or a full row), as "p c" texts. */
function bestLineFrom(row: string): ToldGame['bestLine'] {
  const line: ToldGame['bestLine'] = [];
  for (let current = row; ending(current) === null; ) {
    const move = keepingMove(current, valueToMove(current));
    line.push({ text: moveText(move), draw: { cell: move.cell, letter: move.letter } });
    current = playMove(current, move);
  }
  return line;
}

/**
 * The game played on a test, told move by move. The contestant's lines are replayed through the jury itself (it is
 * deterministic in the test's seed), so the jury's moves are known even where its last one is only an END; then
 * every move is replayed on the row to value the contestant's.
 */
export function explainPlayed(input: string, exchange: DuelLine[]): ToldGame {
  const { row: start, turn } = readLolDuelTest(input);
  const could = turn === 'FIRST' ? valueToMove(start) : ((-valueToMove(start) || 0) as Value);
  const referee = jury(input, answer(input));
  const { illegal, illegalLine } = replayThroughJury(referee, () => referee.history.length, exchange);
  let row = start;
  const moves: ToldMove[] = [];
  let thrownAway: number | null = null;
  let bestLine: ToldGame['bestLine'] = [];
  for (const { by, move } of referee.history) {
    if (by === 'jury') {
      moves.push({ by: 'jury', text: moveText(move), draw: { cell: move.cell, letter: move.letter } });
      row = playMove(row, move);
      continue;
    }
    const before = valueToMove(row);
    const after = moveValue(row, move);
    if (after < before && thrownAway === null) {
      thrownAway = moves.length;
      bestLine = bestLineFrom(row);
    }
    const value = after < before ? `turns ${FORCED[before]} into ${FORCED[after]}` : `keeps ${FORCED[after]}`;
    moves.push({ by: 'you', text: moveText(move), draw: { cell: move.cell, letter: move.letter }, value });
    row = playMove(row, move);
  }
  if (illegal) moves.push({ by: 'you', text: illegalLine, value: `illegal: ${illegal}` });
  const end = ending(row);
  const mine = referee.history.at(-1)?.by !== 'you' && (referee.history.length > 0 || turn === 'FIRST');
  const result: Value | null = end === null ? null : end === 'full' ? 0 : referee.history.at(-1)?.by === 'you' ? 1 : -1;
  const from = `your turn could force ${FORCED[could]} from the start`;
  const headline = illegal
    ? `over: an illegal move (${illegal}); ${from}`
    : result !== null
      ? `over: ${RESULT[result]}; ${from}`
      : mine
        ? `your move: ${row}`
        : "the jury's move";
  const choices: { line: string; cell: number; letter: string }[] = [];
  if (!illegal && result === null && mine)
    for (let cell = 0; cell < row.length; cell++)
      if (row[cell] === '*')
        for (const letter of ['L', 'O']) choices.push({ line: `${cell + 1} ${letter}`, cell, letter });
  return { headline, moves, thrownAway, bestLine, choices };
}
