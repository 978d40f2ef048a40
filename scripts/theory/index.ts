// scripts/theory: the checks of the LOL theory that the solver rests on (problems/lanqiao-lol/theory.md).
export {
  allRows,
  checkComponentsUpTo,
  checkRandomComponents,
  randomComponent,
  randomValidRow,
} from './lol-components.ts';
