// judge/registry: what a root holds and where: its problems (found by listing problems/, loaded and checked), their
// solutions (accepted, second solver, wrong gallery, explainer) and their tests (testdata/<id>/<group>/).
export {
  checkProblemId,
  PROBLEM_ID,
  defaultWallMs,
  findTask,
  listProblemIds,
  loadAllProblems,
  loadProblem,
  namedOrAll,
  type Problem,
} from './problems.ts';
export {
  acceptedFile,
  catMouseLines,
  explainerFile,
  juryFile,
  loadExplainer,
  loadJury,
  loadPlayedExplainer,
  loadPlay,
  type LoadedJury,
  loadSolvers,
  lolKinds,
  lolLines,
  lolSecondSolver,
  lolRows,
  lolTheory,
  secondSolverFile,
  timerFile,
  wrongFiles,
  type Solve,
} from './solutions.ts';
export {
  GROUPS,
  loadSuite,
  TEST_NAME,
  TEST_NAME_RULE,
  testdataDir,
  testKey,
  type DataError,
  type TestCase,
} from './testdata.ts';
