// Validator for bhoj-1460 inputs: n, then n lines `count neighbours...`, meeting the graph constraints.
import { inputLines, type Invalid } from '../_authoring/index.ts';
import { readGraphLines } from '../_cat-mouse/graph-lines.ts';

export function validate(input: string): Invalid | null {
  const lines = inputLines(input);
  const graph = readGraphLines(lines);
  if ('invalid' in graph) return graph.invalid;
  const n = graph.lists.length;
  if (lines.length !== n + 1)
    return { line: n + 2, field: 'lines', message: `expected ${n} node lines after n, found ${lines.length - 1}` };
  return null;
}
