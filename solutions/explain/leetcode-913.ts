// Explains leetcode-913 answers, one per graph line: the result, its length under optimal play, a line of play.
import { explainGraph } from '../lib/cat-mouse-lines.ts';
import { parseGraphLiteral } from '../lib/graph-literal.ts';

export function explain(input: string) {
  return input
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => explainGraph(parseGraphLiteral(line)));
}
