// Validator for cat-mouse-duel tests: the graph as BHOJ 1460 writes it, then one line `MOUSE seed` or `CAT seed`
// (the contestant's side, and the seed the jury draws its choices from). The side must be able to force at least a
// draw: a test never asks a player to lose well.
import { inputLines, type Invalid, strictInt, tokensOf } from '../_authoring/index.ts';
import { gameLength } from '../_cat-mouse/game-length.ts';
import { readGraphLines } from '../_cat-mouse/graph-lines.ts';

/** The sides a test may give for this outcome (0 draw, 1 mouse wins, 2 cat wins): those that can force a draw. */
export function fairSides(outcome: number): ('MOUSE' | 'CAT')[] {
  return outcome === 1 ? ['MOUSE'] : outcome === 2 ? ['CAT'] : ['MOUSE', 'CAT'];
}

export function validate(input: string): Invalid | null {
  const lines = inputLines(input);
  const graph = readGraphLines(lines);
  if ('invalid' in graph) return graph.invalid;
  const n = graph.lists.length;
  const line = n + 2;
  if (lines.length !== n + 2)
    return {
      line: Math.min(lines.length, n + 2) + 1,
      field: 'side',
      message: `expected one line "MOUSE seed" or "CAT seed" after the ${n} node lines, found ${lines.length - n - 1}`,
    };
  const [side, seed, ...rest] = tokensOf(lines[n + 1]);
  if (side !== 'MOUSE' && side !== 'CAT')
    return { line, field: 'side', message: `expected MOUSE or CAT, got "${side ?? ''}"` };
  if (strictInt(seed) === null || rest.length > 0)
    return {
      line,
      field: 'seed',
      message: `expected one whole number after ${side}, got "${[seed, ...rest].join(' ')}"`,
    };
  const { outcome, moves } = gameLength(graph.lists);
  if (!fairSides(outcome).includes(side))
    return {
      line,
      field: 'side',
      message: `the ${side.toLowerCase()} cannot force a draw here: the ${outcome === 1 ? 'mouse' : 'cat'} wins in ${moves} moves`,
    };
  return null;
}
