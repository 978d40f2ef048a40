// BHOJ 1460: the cat-and-mouse game read as "n, then n lines of `count neighbours...`"; prints 1, 2 or 0.
import { moveGraphFromLists, solveCatMouse } from './lib/cat-mouse.ts';
import { scanInts } from './lib/scan-ints.ts';

export function solve(input: string): string {
  const ints = scanInts(input);
  const n = ints[0];
  const lists: Int32Array[] = [];
  let p = 1;
  for (let u = 0; u < n; u++) {
    const count = ints[p++];
    lists.push(ints.subarray(p, p + count));
    p += count;
  }
  return `${solveCatMouse(moveGraphFromLists(lists))}\n`;
}
