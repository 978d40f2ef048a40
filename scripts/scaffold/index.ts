// scripts/scaffold: the engine of `npm run new`: a small working problem written from templates.
export { scaffoldProblem } from './new-problem.ts';
