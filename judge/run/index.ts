// judge/run: one run of a program made ready (judge/build) on one input, in its own process, limited and measured;
// or, for an interactive test, against an interactor; a checker program's run; warm workers that answer many inputs.
export { ACCEPTED_EXIT, WRONG_EXIT } from './kattis.ts';
export { exchangeInProcess, type InProcessExchange } from './exchange-in-process.ts';
export { type JuryRecord, juryRecordsFrom, recordingJury, replayingJury, timedJury } from './recorded-jury.ts';
export { type Bundle, type Language, type Program, programSources } from './program.ts';
export { answerInWarmWorkers, type Lane, type WarmAnswer, type WarmCall, WarmHost } from './warm-pool.ts';
export { type SpareSettings, WarmSpares } from './warm-spare.ts';
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
export { readScratchFile, removeScratch } from './scratch-folder.ts';
