// scripts/bench: the benchmark's sections, measured side by side in one run.
export { runBench } from './bench.ts';
