// scripts/bench: the benchmark's sections, measured side by side in one run.
export { runBench, SECTIONS } from './bench.ts';
