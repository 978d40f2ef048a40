// Second solver for leetcode-913: each line read with JSON.parse and solved by fixed-point sweeps.
import { catMouseByFixpoint } from './cat-mouse-fixpoint.ts';

export function solve(input: string): string {
  return input
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `${catMouseByFixpoint(JSON.parse(line) as number[][])}\n`)
    .join('');
}
