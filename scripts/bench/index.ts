// scripts/bench: the benchmark's sections, measured side by side in one run; the machine and the commit a record
// names (the round-trip matrix's too).
export { runBench, SECTIONS } from './bench.ts';
export { commitOf, machineLine } from './results-file.ts';
