// Validator for leetcode-913 inputs: one graph literal such as [[1,3],[0],[3],[0,2]] per non-empty line.
import { inputLines, type Invalid } from '../_authoring/index.ts';
import { checkGraph } from '../_cat-mouse/constraints.ts';

/** Parses `[[a,b],[c],...]` strictly (blanks allowed between tokens); returns the lists or what is wrong. */
function parseLiteral(text: string): number[][] | string {
  const found = [...text.matchAll(/\d+|\S/g)];
  const tokens = found.map((m) => m[0]);
  let i = 0;
  const expect = (want: string) => {
    if (tokens[i] !== want) return false;
    i++;
    return true;
  };
  const where = () => (i < tokens.length ? `"${tokens[i]}" at column ${found[i].index! + 1}` : 'the end of the line');
  if (!expect('[')) return `expected "[" at the start, got ${where()}`;
  const lists: number[][] = [];
  if (expect(']')) return i === tokens.length ? lists : `unexpected ${where()} after the graph`;
  for (;;) {
    if (!expect('[')) return `expected "[" to open list ${lists.length}, got ${where()}`;
    const list: number[] = [];
    if (!expect(']')) {
      for (;;) {
        const token = tokens[i];
        if (token === undefined || !/^(0|[1-9]\d{0,8})$/.test(token))
          return `expected a node number in list ${lists.length}, got ${where()}`;
        list.push(Number(token));
        i++;
        if (expect(']')) break;
        if (!expect(',')) return `expected "," or "]" in list ${lists.length}, got ${where()}`;
      }
    }
    lists.push(list);
    if (expect(']')) break;
    if (!expect(',')) return `expected "," or "]" after list ${lists.length - 1}, got ${where()}`;
  }
  return i === tokens.length ? lists : `unexpected ${where()} after the graph`;
}

export function validate(input: string): Invalid | null {
  const lines = inputLines(input);
  let graphs = 0;
  for (let k = 0; k < lines.length; k++) {
    if (lines[k].trim() === '') continue;
    graphs++;
    const line = k + 1;
    const parsed = parseLiteral(lines[k]);
    if (typeof parsed === 'string') return { line, field: `graph ${graphs}`, message: parsed };
    const invalid = checkGraph(parsed, (node, index) => ({
      line,
      field: index < 0 ? `graph[${node}]` : `graph[${node}][${index}]`,
    }));
    if (invalid) return invalid;
  }
  if (graphs === 0) return { line: 1, field: 'graph', message: 'no graph: expected one graph literal per line' };
  return null;
}
