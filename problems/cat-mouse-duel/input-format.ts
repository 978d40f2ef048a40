// A cat-mouse-duel test as the kit reads and writes it: the graph in BHOJ's format, then the side and the seed.
import type { InputFormat } from '../_authoring/index.ts';
import { bhojInput } from '../_cat-mouse/input-formats.ts';

export interface DuelCase {
  graph: number[][];
  side: 'MOUSE' | 'CAT';
  seed: number;
}

export const duelInput: InputFormat<DuelCase> = {
  read(input) {
    const [graph] = bhojInput.read(input);
    const [side, seed] = input.trim().split('\n').at(-1)?.trim().split(/\s+/) ?? [];
    return [{ graph, side: side === 'CAT' ? 'CAT' : 'MOUSE', seed: Number(seed) }];
  },
  write(cases) {
    if (cases.length !== 1) throw new Error(`a cat-mouse-duel test holds one game, not ${cases.length}`);
    const [{ graph, side, seed }] = cases;
    return `${bhojInput.write([graph])}${side} ${seed}\n`;
  },
};
