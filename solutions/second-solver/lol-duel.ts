// The second player of lol-duel, written apart from the accepted one: it values each move by the whole row it
// leaves, with the theory's rules alone (rowValueByRules; no snapshot of components, no fallback chain), and plays
// the first move, cell by cell, that keeps the row's value for it; from a lost row it prefers a move after which
// the other side cannot make LOL at once. gen and add-case confirm each answer by playing it against the jury; it
// holds the jury's moves to perfect play on the way (juryMoveFault), so that a jury that regresses fails them.
import { rowValueByRules } from '../lib/lol-theory.ts';

const WINDOW = /LO\*|\*OL|L\*L/;

/** What a move that leaves `next` is worth to the player making it: LOL made is a win, else the row's value negated. */
const worthTo = (next: string): number => (next.includes('LOL') ? 1 : -rowValueByRules(next) || 0);

/** Every move from `row` as [cell, letter, the row it leaves, its value for the mover: 1, 0 or -1]. */
function movesFrom(row: string): [number, string, string, number][] {
  const moves: [number, string, string, number][] = [];
  for (let i = 0; i < row.length; i++) {
    if (row[i] !== '*') continue;
    for (const c of ['L', 'O']) {
      const next = row.slice(0, i) + c + row.slice(i + 1);
      moves.push([i, c, next, worthTo(next)]);
    }
  }
  return moves;
}

/**
 * Why the jury's move (0-based cell, letter) on `row` is not perfect, or null when it is: it must keep the best
 * result it can force and, where that is a loss, leave no LOL to make at once if some move avoids it. The game has
 * no history: a row only fills, so no position comes back. (A jury that could make LOL at once ends the game: its
 * MOVE is never a winning one.)
 */
export function juryMoveFault(row: string, cell: number, letter: string): string | null {
  const moves = movesFrom(row);
  const made = moves.find(([i, c]) => i === cell && c === letter);
  const said = `the jury's move ${cell + 1} ${letter} on ${row}`;
  if (!made) return `${said} is not a move`;
  const best = Math.max(...moves.map((m) => m[3]));
  if (made[3] !== best) return `${said} is worth ${made[3]} to it, where ${best} is in reach`;
  if (best === -1 && WINDOW.test(made[2]) && moves.some((m) => !WINDOW.test(m[2])))
    return `${said} leaves LOL to make at once where a move avoids it`;
  return null;
}

export function play() {
  let row = '';
  let cells: string[] = [];
  const set = (p: number, c: string) => {
    cells[p] = c;
    row = cells.join('');
  };
  /** Writes my move on the row and returns it as "p c". */
  const move = (): string => {
    const v = rowValueByRules(row);
    let fallback = '';
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== '*') continue;
      for (const c of ['L', 'O']) {
        const next = row.slice(0, i) + c + row.slice(i + 1);
        const mine = worthTo(next);
        if (mine !== v) continue;
        if (v === -1 && WINDOW.test(next)) {
          fallback ||= `${i} ${c}`;
          continue;
        }
        set(i, c);
        return `${i + 1} ${c}`;
      }
    }
    const [i, c] = fallback.split(' ');
    set(Number(i), c);
    return `${Number(i) + 1} ${c}`;
  };
  return {
    opening: [] as string[],
    hear(line: string): { say: string[]; done?: boolean } {
      const words = line.trim().split(/\s+/);
      if (cells.length === 0) {
        cells = words[0].split('');
        row = words[0];
        return { say: [] };
      }
      if (words[0] === 'FIRST') return { say: [move()] };
      if (words[0] === 'SECOND') return { say: [] };
      if (words[0] !== 'MOVE') return { say: [], done: true };
      const fault = juryMoveFault(row, Number(words[1]) - 1, words[2]);
      if (fault !== null) throw new Error(`the jury is not perfect: ${fault}`);
      set(Number(words[1]) - 1, words[2]);
      return { say: [move()] };
    },
  };
}
