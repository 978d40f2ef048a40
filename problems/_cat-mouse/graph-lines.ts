// The graph as BHOJ 1460 writes it, checked line by line: `n`, then n lines `count neighbours...`, meeting the
// graph constraints. Shared by the problems whose inputs hold such a graph (bhoj-1460, cat-mouse-duel).
import { type Invalid, strictInt, tokensOf } from '../_authoring/index.ts';
import { checkGraph, MAX_NODES, MIN_NODES } from './constraints.ts';

/**
 * Checks the graph at the top of `lines` (already split by inputLines): line 1 and the n lines after it. Returns
 * the adjacency lists, or what is wrong where. What follows the graph is the caller's to check.
 */
export function readGraphLines(lines: string[]): { lists: number[][] } | { invalid: Invalid } {
  const first = tokensOf(lines[0] ?? '');
  const n = strictInt(first[0]);
  if (first.length !== 1 || n === null)
    return { invalid: { line: 1, field: 'n', message: `expected one integer, got "${lines[0] ?? ''}"` } };
  if (n < MIN_NODES || n > MAX_NODES)
    return { invalid: { line: 1, field: 'n', message: `${n} is outside ${MIN_NODES}..${MAX_NODES}` } };
  if (lines.length < n + 1)
    return {
      invalid: {
        line: lines.length + 1,
        field: 'lines',
        message: `expected ${n} node lines after n, found ${lines.length - 1}`,
      },
    };
  const lists: number[][] = [];
  for (let u = 0; u < n; u++) {
    const line = u + 2;
    const tokens = tokensOf(lines[u + 1]);
    const count = strictInt(tokens[0]);
    const invalid = (field: string, message: string) => ({ invalid: { line, field, message } });
    if (count === null) return invalid(`node ${u} count`, `expected a neighbour count, got "${tokens[0] ?? ''}"`);
    if (tokens.length - 1 !== count)
      return invalid(`node ${u} count`, `says ${count} neighbours, but ${tokens.length - 1} follow`);
    const list: number[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const v = strictInt(tokens[i]);
      if (v === null) return invalid(`node ${u} neighbour ${i}`, `expected a node number, got "${tokens[i]}"`);
      list.push(v);
    }
    lists.push(list);
  }
  const invalid = checkGraph(lists, (node, index) => ({
    line: node + 2,
    field: index < 0 ? `node ${node}` : `node ${node} neighbour ${index + 1}`,
  }));
  return invalid ? { invalid } : { lists };
}
