// LOL played a move at a time, as the interactive lol-duel is: the test read, a move read and checked, the game's
// end, and the moves a perfect player makes (values from the theory, via lol-lines). Cells are 1-based on the wire
// and 0-based here.
import { rowValue } from '../lanqiao-lol.ts';
import { finishingMove, type LolMove, makesLol, playMove, valuedMoves } from './lol-lines.ts';
import { createsThreat } from './lol-rows.ts';

export type Value = -1 | 0 | 1;

/** The test: the row, the contestant's turn (FIRST or SECOND) and the seed of the jury's choices. */
export function readLolDuelTest(input: string): { row: string; turn: 'FIRST' | 'SECOND'; seed: number } {
  const [row, second = ''] = input.replace(/\r/g, '').trim().split('\n');
  const [turn, seed] = second.trim().split(/\s+/);
  return { row: row.trim(), turn: turn === 'SECOND' ? 'SECOND' : 'FIRST', seed: Number(seed) };
}

/** A move as the protocol writes it: "p c", p the 1-based cell. */
export const moveText = ({ cell, letter }: LolMove): string => `${cell + 1} ${letter}`;

/**
 * A move read from its two tokens, the cell and the letter, against the row: the move, or why it is not one
 * (unreadable, off the row, on a letter).
 */
// Stryker disable all: a player reads only the jury's moves, each legal and written "p c" by moveText; the jury's copy, which reads the contestant's, is never mutated
export function readMove(row: string, cellToken: string, letterToken: string): LolMove | { illegal: string } {
  if (!/^\d+$/.test(cellToken) || (letterToken !== 'L' && letterToken !== 'O'))
    return { illegal: `"${`${cellToken} ${letterToken}`.trim()}" is not a move "p c" (a cell number and L or O)` };
  const p = Number(cellToken);
  if (p < 1 || p > row.length) return { illegal: `cell ${p} is not in the row (1..${row.length})` };
  if (row[p - 1] !== '*') return { illegal: `cell ${p} already holds ${row[p - 1]}` };
  return { cell: p - 1, letter: letterToken };
}
// Stryker restore all

/** The game after a move that made `row`: 'lol' (the mover won), 'full' (a draw) or null (it goes on). */
export function ending(row: string): 'lol' | 'full' | null {
  return row.includes('LOL') ? 'lol' : row.includes('*') ? null : 'full';
}

/** The value of the row for the player to move: 1 win, 0 draw, -1 loss. */
export const valueToMove = (row: string): Value => rowValue(row);

/** A move's value for the player making it: it wins by making LOL, else the opposite of the row it leaves. */
export function moveValue(row: string, move: LolMove): Value {
  if (makesLol(row, move.cell, move.letter)) return 1;
  return (-rowValue(playMove(row, move)) || 0) as Value;
}

/**
 * The moves a perfect player makes from `row`: with a win, LOL at once when it can, else every move that keeps the
 * win; with a draw, every move that keeps it; with a loss, every move that does not hand the other side LOL at
 * once, where there is one (holding out), else every move.
 */
export function bestMoves(row: string): LolMove[] {
  const v = valueToMove(row);
  if (v === 1) {
    const finishing = finishingMove(row);
    if (finishing) return [finishing];
  }
  const keeping = valuedMoves(row).filter((m) => m.value === v);
  if (v === -1) {
    const holding = keeping.filter((m) => !createsThreat(row, m.cell, m.letter));
    if (holding.length > 0) return holding;
  }
  return keeping;
}
