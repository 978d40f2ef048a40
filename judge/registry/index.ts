// judge/registry: what a root holds and where: its problems (found by listing problems/, loaded and checked), their
// solutions (accepted, second solver, wrong gallery, explainer) and their tests (testdata/<id>/<group>/).
export { checkProblemId, defaultWallMs, findTask, listProblemIds, loadAllProblems, loadProblem, namedOrAll, type Problem } from './problems.ts';
export { acceptedFile, catMouseLines, explainerFile, loadExplainer, loadSolvers, lolKinds, lolLines, lolReference, lolRows, lolTheory, referenceFile, timerFile, wrongFiles, type Solve } from './solutions.ts';
export { GROUPS, testdataDir } from './testdata-layout.ts';
export { loadSuite, type DataError } from './testdata.ts';
