// BHOJ 1460: the cat-and-mouse game read as "n, then n lines of `count neighbours...`"; prints 1, 2 or 0.
import { moveGraphFromLists, solveCatMouse } from './lib/cat-mouse.ts';
import { readBhojGraph } from './lib/read-bhoj-graph.ts';

export function solve(input: string): string {
  return `${solveCatMouse(moveGraphFromLists(readBhojGraph(input)))}\n`;
}
