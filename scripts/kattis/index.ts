// scripts/kattis: the Kattis problem package format, in and out: a problem exported as a package that problemtools
// verifies, and a package imported as a problem folder the kit judges.
export { exportKattis, type ExportSummary } from './export-package.ts';
export { importKattis, importPlan, type ImportSummary } from './import-package.ts';
export type { PackagePlan } from './read-package.ts';
