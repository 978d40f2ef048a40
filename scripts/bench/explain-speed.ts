// Benchmark section: how long explaining an answer takes at sizes far past the contests': the line-of-play table
// of a 2,000-node graph, and a LOL row of 1,000 cells (every first move's value and a line of play).
import { Rng } from '../../problems/_authoring/index.ts';
import { catMouseLines, lolLines } from '../../judge/registry/index.ts';
import { randomValidRow } from '../theory/index.ts';
import { scaleGraphInput } from './cat-mouse-scale.ts';

export interface ExplainTiming {
  what: string;
  ms: number;
  result: string;
}

const RUNS = 3;

/** The median of RUNS timings of one explanation; the first run also warms the code up, as a second case would. */
function time(what: string, explain: () => { headline: string }): ExplainTiming {
  const times: number[] = [];
  let result = '';
  for (let k = 0; k < RUNS; k++) {
    const started = performance.now();
    result = explain().headline;
    times.push(performance.now() - started);
  }
  return { what, ms: times.sort((a, b) => a - b)[RUNS >> 1], result };
}

/** `readGraph` reads a bhoj-1460 input file into its graph (the problem's own input format). */
export function measureExplainSpeed(readGraph: (input: string) => number[][]): ExplainTiming[] {
  const out: ExplainTiming[] = [];
  for (const degree of [8, 20]) {
    const graph = readGraph(scaleGraphInput(2000, degree));
    out.push(time(`cat and mouse, n = 2,000, average degree ${degree}`, () => catMouseLines.explainGraph(graph)));
  }
  const rng = new Rng(12);
  const rows: [string, string][] = [
    ['all-empty', '*'.repeat(1000)],
    ['random valid, 20% letters', randomValidRow(rng, 1000, 0.2)],
    ['random valid, 5% letters', randomValidRow(rng, 1000, 0.05)],
  ];
  for (const [what, row] of rows) out.push(time(`LOL, 1,000 cells, ${what}`, () => lolLines.explainRow(row)));
  return out;
}
