// scripts/mutants: the engine of `npm run mutants`: the accepted solution's mutants judged on the test data.
export { instrumentSources, type MutantInfo, reasonInProblem, specialise } from './instrument.ts';
export { killTable, killTableText } from './kill-table.ts';
export { mutantLine, mutationText } from './report.ts';
export type { MutantResult, MutantStatus, Tally } from './judge-mutant.ts';
export { type MutationReport, runMutants } from './run-mutants.ts';
export type { NewTest, Strengthened, StrengthenOptions } from './strengthen.ts';
export { keepMutationSummary, mutationSummary } from './summary.ts';
