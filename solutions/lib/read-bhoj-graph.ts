// Reads BHOJ 1460's input: n, then n lines `count neighbours...`; any blanks and line ends between numbers.
import { scanInts } from './scan-ints.ts';

export function readBhojGraph(input: string): Int32Array[] {
  const ints = scanInts(input);
  const n = ints[0];
  const lists: Int32Array[] = [];
  let p = 1;
  // Stryker disable next-line EqualityOperator: a list n + 1 past the numbers is empty: a node with no moves, which nothing moves to
  for (let u = 0; u < n; u++) {
    const count = ints[p++];
    lists.push(ints.subarray(p, p + count));
    p += count;
  }
  return lists;
}
