// scripts/round-trip: the round-trip matrix, every problem through every format the kit writes and back through
// its import, held to the same tests, verdicts and points; its table, its results file.
export type { Cell, ProblemSource } from './cell.ts';
export { matrixFormats, matrixProblems, type Matrix, roundTripMatrix } from './matrix.ts';
export { recordResults } from './record.ts';
export { RESULTS_FILE, readResults } from './results-file.ts';
export { COMPACT, compactTable, matrixReport, readmeTable, readmeTableIn } from './table.ts';
