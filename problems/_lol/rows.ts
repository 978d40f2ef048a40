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

/** A row of the given length with each cell a letter with probability `letters`, redrawn until it has no LOL. */
export function randomRow(rng: Rng, length: number, letters: number): string {
  for (;;) {
    let row = '';
    for (let i = 0; i < length; i++) row += rng.chance(letters) ? rng.pick(['L', 'O']) : '*';
    if (!row.includes('LOL')) return row;
  }
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
