// judge/run: a solution made into a program ready to run (bundled, compiled or a command), and one run of it on
// one input in its own process, limited and measured.
export { buildProblem, bundleModule, bundleSolution, type Bundle } from './bundle.ts';
export { LANGUAGES, SOLUTION_EXTENSIONS, checkSolutionExtension, compileCache, languageOf, prepareCommand, prepareEmptyProgram, prepareProgram, type Language, type Prepared } from './languages.ts';
export { runBundle, type RunOutcome, type RunRequest } from './run-process.ts';
