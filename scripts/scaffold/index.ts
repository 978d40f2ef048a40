// scripts/scaffold: the engine of `npm run new`: a small working problem written from templates.
export { scaffoldProblem, writeProblemFiles } from './new-problem.ts';
export { newInteractiveProblemFiles } from './interactive-templates.ts';
export type { Template } from './templates.ts';
