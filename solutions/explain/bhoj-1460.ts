// Explains bhoj-1460 answers: the graph's result, its length under optimal play, and a line of play.
import { explainGraph } from '../lib/cat-mouse-lines.ts';
import { readBhojGraph } from '../lib/read-bhoj-graph.ts';

export function explain(input: string) {
  return [explainGraph(readBhojGraph(input))];
}
