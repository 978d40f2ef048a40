// The bounds of a cat-and-mouse graph, as the statements give them, for verify to show reached (problem.ts bounds).
import type { Bound } from '../_authoring/index.ts';
import { MAX_NODES, MIN_NODES } from './constraints.ts';

/** n and the neighbours of a node, over the graphs `graphs` reads from an input. */
export function graphBounds(graphs: (input: string) => number[][][]): Bound[] {
  return [
    { field: 'n', min: MIN_NODES, max: MAX_NODES, values: (input) => graphs(input).map((g) => g.length) },
    {
      field: 'neighbours of a node',
      min: 1,
      max: MAX_NODES - 1,
      values: (input) => graphs(input).flatMap((g) => g.map((list) => list.length)),
    },
  ];
}
