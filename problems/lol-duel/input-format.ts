// A lol-duel test as the kit reads and writes it: the row, then the contestant's turn and the seed.
import type { InputFormat } from '../_authoring/index.ts';

export interface LolDuelCase {
  row: string;
  turn: 'FIRST' | 'SECOND';
  seed: number;
}

export const lolDuelInput: InputFormat<LolDuelCase> = {
  read(input) {
    const [row = '', second = ''] = input.trim().split('\n');
    const [turn, seed] = second.trim().split(/\s+/);
    return [{ row: row.trim(), turn: turn === 'SECOND' ? 'SECOND' : 'FIRST', seed: Number(seed) }];
  },
  write(cases) {
    if (cases.length !== 1) throw new Error(`a lol-duel test holds one game, not ${cases.length}`);
    const [{ row, turn, seed }] = cases;
    return `${row}\n${turn} ${seed}\n`;
  },
};
