// Second solver for bhoj-1460: the input read line by line and solved by fixed-point sweeps.
import { catMouseByFixpoint } from './cat-mouse-fixpoint.ts';

export function solve(input: string): string {
  const lines = input.split('\n').map((line) => line.trim().split(/\s+/).map(Number));
  const n = lines[0][0];
  const graph = lines.slice(1, n + 1).map((numbers) => numbers.slice(1, 1 + numbers[0]));
  return `${catMouseByFixpoint(graph)}\n`;
}
