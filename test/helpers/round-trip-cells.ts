// A cell of the round-trip matrix as the engine returns it, for the tests of what is made of cells (the printed
// matrix, the README's table, the results file): every field given, those a test does not name at their defaults.
import type { Cell } from '../../scripts/round-trip/cell.ts';

export function aCell(
  problem: string,
  format: string,
  state: Cell['state'],
  line: string,
  rest: Partial<Cell> = {},
): Cell {
  return {
    problem,
    fixture: false,
    format,
    state,
    line,
    notHeld: state === 'not held' ? [line] : [],
    differences: [],
    renamed: [],
    notes: [],
    tests: 3,
    solutions: 2,
    runs: { judged: 6, remembered: 1 },
    seconds: 1.25,
    ...rest,
  };
}
