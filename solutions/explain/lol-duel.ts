// Explains lol-duel: a test's row as lanqiao-lol's explainer does (its value, the value of every first move, a line
// of play), and a game played on it against the jury, move by move: what each of the contestant's moves did to the
// result it could force, the first that threw it away, and a best line from just before that move.
import { ending, moveText, moveValue, readLolDuelTest, readMove, type Value, valueToMove } from '../lib/lol-duel.ts';
import type { DuelLine, ToldGame, ToldMove } from '../lib/duel-lines.ts';
import { explainRow, keepingMove, playMove } from '../lib/lol-lines.ts';

export function explain(input: string) {
  return [explainRow(readLolDuelTest(input).row)];
}

const FORCED: Record<Value, string> = { 1: 'a win', 0: 'a draw', [-1]: 'a loss' };
const RESULT: Record<Value, string> = { 1: 'you won', 0: 'a draw', [-1]: 'you lost' };

/** Best moves for both sides from `row` to the end of the game (LOL or a full row), as "p c" texts. */
function bestLineFrom(row: string): string[] {
  const line: string[] = [];
  for (let current = row; ending(current) === null; ) {
    const move = keepingMove(current, valueToMove(current));
    line.push(moveText(move));
    current = playMove(current, move);
  }
  return line;
}

export function explainPlayed(input: string, exchange: DuelLine[]): ToldGame {
  const { row: start, turn } = readLolDuelTest(input);
  const could = turn === 'FIRST' ? valueToMove(start) : ((-valueToMove(start) || 0) as Value);
  let row = start;
  let mine = turn === 'FIRST';
  let result: Value | null = null;
  const moves: ToldMove[] = [];
  let thrownAway: number | null = null;
  let bestLine: string[] = [];
  let illegal = '';
  let juryLines = 0;
  for (const { from, line } of exchange) {
    if (result !== null || illegal) break;
    if (from === 'interactor' && ++juryLines <= 2) continue;
    if (from === 'interactor') {
      const words = line.trim().split(/\s+/);
      if (words[0] !== 'MOVE') continue;
      const move = readMove(row, words.slice(1).join(' '));
      if ('illegal' in move) continue;
      row = playMove(row, move);
      moves.push({ by: 'jury', text: moveText(move), draw: move });
      mine = true;
      if (ending(row) !== null) result = ending(row) === 'lol' ? -1 : 0;
      continue;
    }
    const move = readMove(row, line);
    if ('illegal' in move) {
      illegal = move.illegal;
      moves.push({ by: 'you', text: line.trim(), value: `illegal: ${move.illegal}` });
      break;
    }
    const before = valueToMove(row);
    const after = moveValue(row, move);
    if (after < before && thrownAway === null) {
      thrownAway = moves.length;
      bestLine = bestLineFrom(row);
    }
    const value = after < before ? `turns ${FORCED[before]} into ${FORCED[after]}` : `keeps ${FORCED[after]}`;
    moves.push({ by: 'you', text: moveText(move), draw: move, value });
    row = playMove(row, move);
    mine = false;
    if (ending(row) !== null) result = ending(row) === 'lol' ? 1 : 0;
  }
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
