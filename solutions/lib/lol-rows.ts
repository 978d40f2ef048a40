// LOL rows as the theory sees them: threat windows, live windows, components and passes (the terms of problems/lanqiao-lol/theory.md).

export const L = 76; // 'L'
export const O = 79; // 'O'
export const EMPTY = 42; // '*'

/** Do three cells read LO*, *OL or L*L (the player to move completes LOL)? A cell past either end is NaN: never. */
function isThreat(a: number, b: number, c: number): boolean {
  return b === O ? (a === L && c === EMPTY) || (a === EMPTY && c === L) : b === EMPTY && a === L && c === L;
}

/** True when some window reads LO*, *OL or L*L: the player to move completes LOL at once. */
export function hasThreat(row: string): boolean {
  // Stryker disable next-line EqualityOperator,ArithmeticOperator: windows past the end hold NaN cells, never a threat
  for (let i = 0; i + 2 < row.length; i++)
    if (isThreat(row.charCodeAt(i), row.charCodeAt(i + 1), row.charCodeAt(i + 2))) return true;
  return false;
}

/** Would writing `letter` at cell i of a valid row create a window LO*, *OL or L*L? Only the three windows over i can. */
export function createsThreat(row: string, i: number, letter: string): boolean {
  const written = letter.charCodeAt(0);
  const cell = (k: number) => (k === i ? written : row.charCodeAt(k));
  for (let s = i - 2; s <= i; s++) if (isThreat(cell(s), cell(s + 1), cell(s + 2))) return true;
  return false;
}

/** A window that can still become LOL: its cells are in {L,*}, {O,*}, {L,*}. */
function isLive(row: string, i: number): boolean {
  return row.charCodeAt(i) !== O && row.charCodeAt(i + 1) !== L && row.charCodeAt(i + 2) !== O;
}

/**
 * Splits a valid row (no LOL, no threat window) into its components, calling visit(from, to) for each substring
 * row[from..to). The empty cells outside them are passes, which matter only through the row's count of empty cells.
 * Consecutive live windows belong to one component when they share an empty cell; components overlap in at most one
 * L, so one scan suffices.
 */
export function forEachComponent(row: string, visit: (from: number, to: number) => void): void {
  let groupStart = -1;
  let groupEnd = -1; // last cell covered by the current group
  for (let i = 0; i + 2 < row.length; i++) {
    if (!isLive(row, i)) continue;
    let joins = false;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: groupEnd, the last cell of an earlier window, is at most i + 1
    for (let j = i; j <= groupEnd && j <= i + 2; j++) {
      if (row.charCodeAt(j) === EMPTY) {
        joins = true;
        break;
      }
    }
    if (!joins) {
      if (groupStart >= 0) visit(groupStart, groupEnd + 1);
      groupStart = i;
    }
    groupEnd = i + 2;
  }
  if (groupStart >= 0) visit(groupStart, groupEnd + 1);
}

export function countEmpty(s: string): number {
  let k = 0;
  // Stryker disable next-line EqualityOperator: one past the end reads NaN, no empty cell
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === EMPTY) k++;
  return k;
}

/** A component and its mirror image play the same game; the smaller string stands for both. */
export function canonical(component: string): string {
  // Stryker disable next-line StringLiteral: starting from "Stryker was here!" the string sorts after every row, so the key is the component itself, which the solver checks and uses as it is (lol-theory's checkedKind)
  let mirrored = '';
  // Stryker disable next-line ArithmeticOperator: starting one past the end adds "undefined", which sorts after every row, so the key is the component itself, checked and used as it is
  for (let i = component.length - 1; i >= 0; i--) mirrored += component[i];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the solver checks and uses the kind of the orientation this names, and either gives the same check and kind: a mirror plays the same game, and Fact 3 gives both the same kind (npm run check-lol-theory compares them)
  return mirrored < component ? mirrored : component;
}
