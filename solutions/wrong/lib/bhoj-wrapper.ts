// Runs a cat-and-mouse answer function on BHOJ 1460's input format, for the BHOJ copies of the gallery.
import { readBhojGraph } from '../../lib/read-bhoj-graph.ts';

export function onBhojInput(answer: (graph: number[][]) => number): (input: string) => string {
  return (input) => `${answer(readBhojGraph(input).map((list) => [...list]))}\n`;
}
