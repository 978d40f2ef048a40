// LOL rows as the generators and stress see them: the contest's sizes, threat windows, random rows.
import type { Rng } from '../_authoring/index.ts';

export const MAX_ROWS = 9;
export const MAX_LENGTH = 19;

/** True when some window reads LO*, *OL or L*L: the player to move completes LOL at once. */
export function hasThreat(row: string): boolean {
  return /LO\*|\*OL|L\*L/.test(row);
}

/** A row of the given length with each cell a letter with probability `letters`, redrawn until it has no LOL. */
export function randomRow(rng: Rng, length: number, letters: number): string {
  for (;;) {
    let row = '';
    for (let i = 0; i < length; i++) row += rng.chance(letters) ? rng.pick(['L', 'O']) : '*';
    if (!row.includes('LOL')) return row;
  }
}
