// LOL rows as the LOL problems' validators, generators and stress see them (lanqiao-lol, lol-duel): what makes a
// row well-formed, ready threats, random rows.
import type { Rng } from '../_authoring/index.ts';

/** True when some window reads LO*, *OL or L*L: the player to move completes LOL at once. */
export function hasThreat(row: string): boolean {
  return /LO\*|\*OL|L\*L/.test(row);
}

/** What is wrong with a row of at most `maxLength` cells over L, O and * that must not read LOL; null if nothing. */
export function rowMistake(row: string, maxLength: number): string | null {
  const bad = /[^LO*]/.exec(row);
  if (bad) return `character "${bad[0]}" at column ${bad.index + 1}; rows use only L, O and *`;
  if (row.length > maxLength) return `length ${row.length}; rows are 1..${maxLength} cells`;
  const done = row.indexOf('LOL');
  if (done >= 0) return `already reads LOL at column ${done + 1}; the game would be over`;
  return null;
}

/** Where a row's longest component lies (problems/lanqiao-lol/theory.md), or null when no window can still read LOL. */
export interface Stretch {
  from: number;
  length: number;
}

/**
 * The row's longest component: windows of three cells that can still read LOL (L or empty, O or empty, L or empty),
 * joined where two share an empty cell, from the first cell of its first window to the last of its last. Two live
 * windows can share a cell only if they start at most two cells apart, so each window is compared with the previous
 * live one alone.
 */
export function longestComponent(row: string): Stretch | null {
  let longest: Stretch | null = null;
  let start = 0;
  let previous = -3; // the start of the previous live window
  for (let i = 0; i + 3 <= row.length; i++) {
    if (!/^[L*][O*][L*]$/.test(row.slice(i, i + 3))) continue;
    if (!row.slice(i, previous + 3).includes('*')) start = i;
    previous = i;
    if (longest === null || i + 3 - start > longest.length) longest = { from: start, length: i + 3 - start };
  }
  return longest;
}

/**
 * A row of at most `length` cells (`length` or up to two fewer) made of stretches of 12 to `longest` cells (the last
 * one maybe shorter), each made by `make`, joined by `OO`. No window holding an O of `OO` can read LOL or finish it
 * (its O is first or last in it, or both are there), so no component crosses `OO`, none spans more than `longest`
 * cells, and a join makes no LOL or ready window where the stretches had none.
 */
export function stretchedRow(rng: Rng, length: number, longest: number, make: (cells: number) => string): string {
  const parts: string[] = [];
  for (let left = length; left > 0; ) {
    const cells = Math.min(left, rng.int(12, longest));
    parts.push(make(cells));
    left -= cells + 2;
  }
  return parts.join('OO');
}

/** A row of the given length with each cell a letter with probability `letters`, redrawn until it has no LOL. */
export function randomRow(rng: Rng, length: number, letters: number): string {
  for (;;) {
    let row = '';
    for (let i = 0; i < length; i++) row += rng.chance(letters) ? rng.pick(['L', 'O']) : '*';
    if (!row.includes('LOL')) return row;
  }
}

/** Smaller variants of a row for stress's shrinking, without LOL: halves cut off, one cell cut, one letter cleared. */
export function smallerRows(row: string): string[] {
  const out: string[] = [];
  for (let cut = row.length >> 1; cut > 1; cut >>= 1) out.push(row.slice(cut), row.slice(0, row.length - cut));
  for (let i = 0; i < row.length; i++) out.push(row.slice(0, i) + row.slice(i + 1));
  for (let i = 0; i < row.length; i++) if (row[i] !== '*') out.push(`${row.slice(0, i)}*${row.slice(i + 1)}`);
  return out.filter((r) => r.length > 0 && !r.includes('LOL'));
}

/** A row with a ready window LO*, *OL or L*L somewhere (length at least 3): the player to move wins at once. */
export function threatRow(rng: Rng, length: number): string {
  const windows = ['LO*', '*OL', 'L*L'];
  for (;;) {
    const row = randomRow(rng, length, 0.3);
    const at = rng.int(0, length - 3);
    const withThreat = row.slice(0, at) + rng.pick(windows) + row.slice(at + 3);
    if (!withThreat.includes('LOL')) return withThreat;
  }
}

/** A full row with 1 to `maxEmpties` cells emptied again (fewer on a shorter row), without LOL. */
export function nearFullRow(rng: Rng, length: number, maxEmpties = 3): string {
  for (;;) {
    const cells = randomRow(rng, length, 1).split('');
    for (let empties = rng.int(1, Math.min(maxEmpties, length)); empties > 0; empties--)
      cells[rng.int(0, length - 1)] = '*';
    const row = cells.join('');
    if (!row.includes('LOL')) return row;
  }
}

/** One or two letters in an otherwise empty row. */
export function fewLettersRow(rng: Rng, length: number): string {
  const cells = Array<string>(length).fill('*');
  for (let k = rng.int(1, 2); k > 0; k--) cells[rng.int(0, length - 1)] = rng.pick(['L', 'O']);
  return cells.join('');
}

/** Like randomRow, but without a window that wins at once, so the row needs real play (when one can be found). */
export function quietRow(rng: Rng, length: number, letters: number): string {
  for (let tries = 0; tries < 200; tries++) {
    const row = randomRow(rng, length, letters);
    if (!hasThreat(row)) return row;
  }
  return randomRow(rng, length, 0);
}

/**
 * A row without LOL or a ready window, of any length, grown a cell at a time: each cell a letter with probability
 * `letters`, redrawn (a letter in place of an empty cell, or the other letter) when it would finish LOL or a
 * window. Some choice always fits, so long rows take no retries (where redrawing whole rows would rarely succeed).
 */
const CELLS = ['L', 'O', '*'];

export function grownQuietRow(rng: Rng, length: number, letters: number): string {
  let row = '';
  for (let i = 0; i < length; i++) {
    const wanted = rng.chance(letters) ? rng.pick(['L', 'O']) : '*';
    const fits = (cell: string) => {
      const tail = row.slice(-2) + cell;
      return tail.length < 3 || !/LOL|LO\*|\*OL|L\*L/.test(tail);
    };
    const start = rng.int(0, 2);
    row += [wanted, ...[0, 1, 2].map((k) => CELLS[(start + k) % 3])].find(fits) as string;
  }
  return row;
}

/** Every string of exactly `length` cells over L, O and *, LOL or not: 3^length of them, in a fixed order. */
export function* everyString(length: number): Generator<string> {
  for (let code = 0; code < 3 ** length; code++) {
    let row = '';
    for (let i = 0, c = code; i < length; i++, c = Math.floor(c / 3)) row += CELLS[c % 3];
    yield row;
  }
}

/** Every row of exactly `length` cells without LOL, in a fixed order. */
export function* everyRow(length: number): Generator<string> {
  for (const row of everyString(length)) if (!row.includes('LOL')) yield row;
}

/**
 * Every row of `length` cells shaped as a component can be (problems/lanqiao-lol/theory.md): an optional L at each
 * end, and between them empty cells and single O's with an empty cell on each side, kept when no window wins at
 * once. Every row that is one whole component is among them (some others split into smaller ones); mirror images
 * both appear.
 */
export function* everyComponentShape(length: number): Generator<string> {
  for (const lead of ['', 'L'])
    for (const trail of ['', 'L']) {
      const inner = length - lead.length - trail.length;
      if (inner >= 1) yield* shapes(inner, '', lead, trail);
    }
}

function* shapes(left: number, built: string, lead: string, trail: string): Generator<string> {
  if (left === 0) {
    const row = lead + built + trail;
    if (!hasThreat(row)) yield row;
    return;
  }
  yield* shapes(left - 1, `${built}*`, lead, trail);
  if (built.length > 0 && left > 1 && !built.endsWith('O')) yield* shapes(left - 1, `${built}O`, lead, trail);
}

/**
 * The row with one more empty cell that lies in no live window (a pass), by the fewest cells: `*` beside an L at
 * either end, else `OO*` after it. It flips the parity of the row's empty cells and leaves its components as they are.
 */
export function withPass(row: string): string {
  if (row.startsWith('L')) return `*${row}`;
  if (row.endsWith('L')) return `${row}*`;
  return `${row}OO*`;
}
