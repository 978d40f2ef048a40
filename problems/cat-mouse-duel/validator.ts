// Validator for cat-mouse-duel tests: the graph as BHOJ 1460 writes it, then one line `MOUSE seed` or `CAT seed`
// (the contestant's side, and the seed the jury draws its choices from).
import { inputLines, type Invalid, strictInt, tokensOf } from '../_authoring/index.ts';
import { readGraphLines } from '../_cat-mouse/graph-lines.ts';

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
  return null;
}
