// judge/run: a solution made into a program ready to run (bundled, compiled or a command), and one run of it on
// one input in its own process, limited and measured; or, for an interactive test, run against an interactor.
export {
  type Bundle,
  buildProblem,
  bundleExchangeModule,
  bundleKattisValidator,
  bundleModule,
  THIS_NODE,
  bundleSolution,
  moduleSources,
} from './bundle.ts';
export { ACCEPTED_EXIT, WRONG_EXIT } from './kattis.ts';
export { exchangeInProcess, type InProcessExchange } from './exchange-in-process.ts';
export { type JuryRecord, juryRecordsFrom, recordingJury, replayingJury, timedJury } from './recorded-jury.ts';
export {
  compileCache,
  compileSource,
  compileSourceAsync,
  LANGUAGES,
  type Language,
  languageOf,
  SOLUTION_EXTENSIONS,
} from './languages.ts';
export {
  type Prepared,
  type Program,
  type ProgramSource,
  bundledOrCompileError,
  prepareEmptyProgram,
  isTypeScript,
  prepareProgram,
  programSources,
} from './program.ts';
export { folderFiles, hashFiles } from './folder-files.ts';
export { KEPT_LIBRARIES, TYPECHECK_SETTINGS, TYPESCRIPT_VERSION, typeCheck } from './typecheck.ts';
export { checkInput, checkInputs } from './check-input.ts';
export { toolVersion } from './tool-version.ts';
export { answerInWarmWorkers, type Lane, type WarmAnswer, type WarmCall, WarmHost } from './warm-pool.ts';
export { timeCall } from './thread-times.ts';
export { type CheckerRequest, PRESENTATION_ERROR, runChecker } from './run-checker.ts';
export { overCpuLimit, type RunOutcome, type RunRequest, runProgram } from './run-process.ts';
export {
  type Exchange,
  exchangeLines,
  type InteractiveOutcome,
  type InteractiveRequest,
  type InteractorOutcome,
  rejects,
  runInteractive,
  TESTLIB_REJECTS,
  TRANSCRIPT_BYTES,
} from './run-interactive.ts';
export { type Collected, spawnCollected } from './spawn-collected.ts';
