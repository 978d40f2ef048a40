// The second player of lol-duel, written apart from the accepted one: it values each move by the whole row it
// leaves, with the theory's rules alone (rowValueByRules; no snapshot of components, no fallback chain), and plays
// the first move, cell by cell, that keeps the row's value for it; from a lost row it prefers a move after which
// the other side cannot make LOL at once. gen and add-case confirm each answer by playing it against the jury.
import { rowValueByRules } from '../lib/lol-theory.ts';

const WINDOW = /LO\*|\*OL|L\*L/;

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
        const mine = next.includes('LOL') ? 1 : -rowValueByRules(next) || 0;
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
      set(Number(words[1]) - 1, words[2]);
      return { say: [move()] };
    },
  };
}
