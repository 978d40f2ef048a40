// LOL with its proof: the value of every first move, and a line of play in which every move keeps the game's
// value, to LOL or a full row. Values come from the accepted solution's rowValue (the theory, checked as it runs).
import { rowValue } from '../lanqiao-lol.ts';
import { valueFromKind, type Kind } from './lol-kinds.ts';
import { countEmpty, createsThreat, forEachComponent, hasThreat } from './lol-rows.ts';
import { componentKind, rowKindChecked } from './lol-theory.ts';

export interface LolMove {
  cell: number;
  letter: 'L' | 'O';
}

export interface FirstMove extends LolMove {
  /** For the player making it: 1 win, 0 draw, -1 loss. */
  value: -1 | 0 | 1;
}

/** The row after writing `letter` at `cell` (0-based). */
export const playMove = (row: string, { cell, letter }: LolMove) => row.slice(0, cell) + letter + row.slice(cell + 1);

/**
 * A valid row taken apart once, so that a move's value needs only the component it is played in: the row's value
 * is fixed by the capped sum of its components' kinds and the parity of its empty cells (theory.md, Fact 2).
 */
interface Snapshot {
  row: string;
  empties: number;
  /** The uncapped sum of the components' kinds. */
  sum: number;
  /** Per cell, the index of its component in `spans`, or -1 (a letter, or a pass). */
  componentOf: Int32Array;
  spans: { from: number; to: number; kind: Kind }[];
}

/** The row taken apart, or null where the theory's checks do not hold for it (then every move is valued whole). */
function snapshot(row: string): Snapshot | null {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: [lol-duel] without a snapshot every move is valued from the whole row it leaves, by the same rules (a snapshot's sum is the row's, less the component played in, plus its pieces' kinds, capped alike); a row with a ready window is won by finishingMove before any is read, and no row holds LOL
  if (row.includes('LOL') || hasThreat(row)) return null;
  const componentOf = new Int32Array(row.length).fill(-1);
  const spans: Snapshot['spans'] = [];
  let sum = 0;
  // Stryker disable BlockStatement: the catch's, emptied: the checks never fail on up to 40 cells, and a longer component is not checked, so nothing throws
  try {
    forEachComponent(row, (from, to) => {
      const kind = componentKind(row.slice(from, to));
      // Stryker disable next-line EqualityOperator,ConditionalExpression: a move is on an empty cell, so a letter's entry is never read; the cell at to is a letter, a pass or the next component's (which writes it again), and a pass valued as part of this component leaves its live windows and so its kind as they are
      for (let i = from; i < to; i++) if (row[i] === '*') componentOf[i] = spans.length;
      spans.push({ from, to, kind });
      sum += kind;
    });
  } catch {
    return null;
  }
  // Stryker restore BlockStatement
  return { row, empties: countEmpty(row), sum, componentOf, spans };
}

/** Does writing `letter` at `cell` make LOL? Only the three windows holding the cell can. */
export function makesLol(row: string, cell: number, letter: string): boolean {
  // Stryker disable next-line MethodExpression,ArithmeticOperator: [lol-duel] keepingMove values moves only in a row with no ready window (one with a window is won by finishingMove first), where no move makes LOL
  const around = row.slice(Math.max(0, cell - 2), cell) + letter + row.slice(cell + 1, cell + 3);
  return around.includes('LOL');
}

/**
 * The value, for the player making it, of a move: a win if it makes LOL; a loss if it leaves a ready LOL; else the
 * opposite of the row it leaves, from the snapshot (only the component played in is valued again) or, without
 * one, from the whole row.
 */
function moveValue(row: string, move: LolMove, snap: Snapshot | null = null): -1 | 0 | 1 {
  // Stryker disable next-line ConditionalExpression: [lol-duel] as above: no move valued makes LOL
  if (makesLol(row, move.cell, move.letter)) return 1;
  return (snap && valueBySnapshot(snap, move)) ?? ((-rowValue(playMove(row, move)) || 0) as -1 | 0 | 1);
}

/** A move's value for its mover (it makes no LOL) from the snapshot, or null where the theory's checks fail. */
function valueBySnapshot(snap: Snapshot, move: LolMove): -1 | 0 | 1 | null {
  const { row } = snap;
  if (createsThreat(row, move.cell, move.letter)) return -1;
  // Stryker disable next-line ArithmeticOperator: a value reads the parity of the empty cells (valueFromKind), which + 1 keeps; the full row it would miss below is kind F, value 0, either way
  const empties = snap.empties - 1;
  // Stryker disable next-line ConditionalExpression: a full row has no component: its sum is 0, kind F, value 0
  if (empties === 0) return 0;
  let sum = snap.sum;
  const k = snap.componentOf[move.cell];
  if (k >= 0) {
    const { from, to, kind } = snap.spans[k];
    // Stryker disable BlockStatement: the catch's, emptied: the checks never fail on up to 40 cells, and nothing longer is checked, so nothing throws
    try {
      sum += rowKindChecked(row.slice(from, move.cell) + move.letter + row.slice(move.cell + 1, to)) - kind;
    } catch {
      return null;
    }
    // Stryker restore BlockStatement
  }
  return (-valueFromKind(Math.min(2, sum) as Kind, empties) || 0) as -1 | 0 | 1;
}

function* movesOf(row: string): Generator<LolMove> {
  // Stryker disable next-line EqualityOperator: one past the end is undefined, no empty cell
  for (let cell = 0; cell < row.length; cell++) {
    if (row[cell] !== '*') continue;
    yield { cell, letter: 'L' };
    yield { cell, letter: 'O' };
  }
}

/** The move that makes LOL at once, if the row has a ready window LO*, *OL or L*L. */
export function finishingMove(row: string): LolMove | null {
  const window = /LO\*|\*OL|L\*L/.exec(row);
  if (!window) return null;
  const text = window[0];
  return text === 'LO*'
    ? { cell: window.index + 2, letter: 'L' }
    : text === '*OL'
      ? { cell: window.index, letter: 'L' }
      : { cell: window.index + 1, letter: 'O' };
}

/**
 * A move that keeps the value v of the row for its mover: the winner makes LOL at once when it can; the loser, all
 * of whose moves lose, leaves no ready LOL when it can (holding out); otherwise the first move of value v. Each
 * candidate is judged without building the row it leaves, but for the value of the one that is tried.
 */
export function keepingMove(row: string, v: -1 | 0 | 1): LolMove {
  let first: LolMove | null = null;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,UnaryOperator: without a snapshot each move is valued from the whole row it leaves, by the same rules (snapshot); from a lost row none is valued
  const snap = v === -1 ? null : snapshot(row);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: a row with a ready window has value 1 (rowValue), so no other value meets one; without finishingMove the first move of value 1 is the window's LOL or another win, which keeps the win as surely
  if (v === 1) {
    const finishing = finishingMove(row);
    if (finishing) return finishing;
  }
  for (const move of movesOf(row)) {
    first ??= move;
    // Stryker disable ConditionalExpression,BlockStatement,BooleanLiteral: from a lost row every legal move ends in the loss the answer expects (the jury plays perfectly), so which one is taken changes no verdict
    if (v === -1) {
      if (!createsThreat(row, move.cell, move.letter)) return move;
    }
    // Stryker restore ConditionalExpression,BlockStatement,BooleanLiteral
    else if (moveValue(row, move, snap) === v) return move;
  }
  if (v === -1 && first !== null) return first;
  // Stryker disable next-line StringLiteral: the message of an error, whose text changes no verdict
  throw new Error(`no move keeps the value ${v} of ${row}`);
}

export interface RowLine {
  value: -1 | 0 | 1;
  line: LolMove[];
  firstMoves: FirstMove[];
  /** The row after the line: it reads LOL, or is full. */
  end: string;
}

/** Every legal move of a row (cell by cell, L before O) with its value for the player making it. */
export function valuedMoves(row: string): FirstMove[] {
  const snap = snapshot(row);
  return [...movesOf(row)].map((move) => ({ ...move, value: moveValue(row, move, snap) }));
}

export function rowLine(row: string): RowLine {
  const value = rowValue(row);
  if (row.includes('LOL')) return { value, line: [], firstMoves: [], end: row };
  const firstMoves = valuedMoves(row);
  const line: LolMove[] = [];
  let current = row;
  for (let v = value; !current.includes('LOL') && current.includes('*'); v = (-v || 0) as -1 | 0 | 1) {
    const move = keepingMove(current, v);
    line.push(move);
    current = playMove(current, move);
  }
  return { value, line, firstMoves, end: current };
}

const SHOWN_ROW = 40;

/** The explanation of one row's answer, in the shape the kit's `explain` and judge print (CaseExplanation). */
export function explainRow(row: string) {
  const { value, line, firstMoves, end } = rowLine(row);
  const answer = String(value);
  const json = { answer, moves: line.length, line, firstMoves };
  if (row.includes('LOL')) {
    return {
      answer,
      headline: 'the row already reads LOL: the game is over and the previous player has won (-1)',
      steps: [],
      notes: [],
      json,
    };
  }
  const result =
    value === 1 ? 'the first player wins (1)' : value === -1 ? 'the first player loses (-1)' : 'a draw (0)';
  const moves = `${line.length} move${line.length === 1 ? '' : 's'}`;
  const ending = end.includes('LOL') ? `LOL appears after ${moves}` : `the row fills up after ${moves} without LOL`;
  let shown = row;
  const steps = line.map((move) => {
    shown = playMove(shown, move);
    return `${move.letter}@${move.cell}${row.length <= SHOWN_ROW ? ` ${shown}` : ''}`;
  });
  const count = (v: number) => firstMoves.filter((m) => m.value === v).length;
  const best = firstMoves.filter((m) => m.value === value).map((m) => `${m.letter}@${m.cell}`);
  const notes = [
    `first moves (cell from 0): ${count(1)} win, ${count(0)} draw, ${count(-1)} lose; ` +
      `those that keep ${answer}: ${best.slice(0, 12).join(' ')}${best.length > 12 ? ' ...' : ''}`,
  ];
  notes.unshift(`every move of the line keeps the value of the row for the player making it`);
  return { answer, headline: `${result}: ${ending}`, steps, notes, json };
}
