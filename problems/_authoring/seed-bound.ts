// The bound of a duel's seed: 0 to 999,999,999 (what the validators' strictInt reads), the jury's alone.
import type { Bound } from './problem-definition.ts';
import { STRICT_INT_MAX } from './validation.ts';

/**
 * A game test's seed (`MOUSE 7`, `FIRST 7`): the jury draws its choices among equal moves from it, and the player is
 * never sent it, so no value of it is one a player's code can meet: neither extreme need be reached.
 */
export function seedBound(seedOf: (input: string) => number): Bound {
  const why = "the seed is the jury's alone: the player is never sent it";
  return {
    field: 'seed',
    min: 0,
    max: STRICT_INT_MAX,
    values: (input) => [seedOf(input)],
    unreached: { min: why, max: why },
  };
}
