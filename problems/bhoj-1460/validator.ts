// Validator for bhoj-1460 inputs: n, then n lines `count neighbours...`, meeting the graph constraints.
import { inputLines, strictInt, tokensOf, type Invalid } from '../_authoring/index.ts';
import { checkGraph, MAX_NODES, MIN_NODES } from '../_cat-mouse/constraints.ts';

export function validate(input: string): Invalid | null {
  const lines = inputLines(input);
  const first = tokensOf(lines[0] ?? '');
  const n = strictInt(first[0]);
  if (first.length !== 1 || n === null)
    return { line: 1, field: 'n', message: `expected one integer, got "${lines[0] ?? ''}"` };
  if (n < MIN_NODES || n > MAX_NODES)
    return { line: 1, field: 'n', message: `${n} is outside ${MIN_NODES}..${MAX_NODES}` };
  if (lines.length !== n + 1)
    return {
      line: Math.min(lines.length, n + 1) + 1,
      field: 'lines',
      message: `expected ${n} node lines after n, found ${lines.length - 1}`,
    };
  const lists: number[][] = [];
  for (let u = 0; u < n; u++) {
    const line = u + 2;
    const tokens = tokensOf(lines[u + 1]);
    const count = strictInt(tokens[0]);
    if (count === null)
      return { line, field: `node ${u} count`, message: `expected a neighbour count, got "${tokens[0] ?? ''}"` };
    if (tokens.length - 1 !== count)
      return { line, field: `node ${u} count`, message: `says ${count} neighbours, but ${tokens.length - 1} follow` };
    const list: number[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const v = strictInt(tokens[i]);
      if (v === null)
        return { line, field: `node ${u} neighbour ${i}`, message: `expected a node number, got "${tokens[i]}"` };
      list.push(v);
    }
    lists.push(list);
  }
  return checkGraph(lists, (node, index) => ({
    line: node + 2,
    field: index < 0 ? `node ${node}` : `node ${node} neighbour ${index + 1}`,
  }));
}
