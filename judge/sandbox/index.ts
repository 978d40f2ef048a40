// judge/sandbox: the walls a submitted program runs within, and the measuring parent that builds them and measures
// the run. What this kernel and platform enforce (sandbox.ts, platform.ts), the paths one program may reach, the
// parent's options for one run, the parent built from its C sources (measure.ts) and the probe used where it cannot be.
export {
  type Figures,
  combineFigures,
  larger,
  measuringParent,
  parseReport,
  PROBE,
  requireMeasuringParent,
} from './measure.ts';
export { beforeRunning, judgeRunsHere, platformNotice, refuseWhereUnstoppable } from './platform.ts';
export {
  FILES_LIMIT_ENTRIES,
  FILES_LIMIT_MB,
  KIT,
  ownFolder,
  real,
  refuseGuardedWords,
  type Sandbox,
  type SandboxedRun,
  sandboxedCommand,
  sandboxFor,
  sandboxOptions,
  sandboxRecord,
  within,
} from './sandbox.ts';
