// The LOL game's value by components and kinds (brief "Theory of the game", Facts 1-2), with P1 checked.
//
// A row splits into independent components (groups of live windows that share empty cells) plus passes
// (empty cells in no live window). Each component has a kind F=0, H=1, Z=2 found by recursion over its safe
// moves; the row's value follows from the capped sum of kinds and the parity of its empty cells. Fact 2 is
// proved only where property P1 holds, so every component evaluated is checked against P1, and a row that
// meets a component without it is answered by plain game search instead.

export const F = 0;
export const H = 1;
export const Z = 2;
export type Kind = typeof F | typeof H | typeof Z;

const L = 76; // 'L'
const O = 79; // 'O'
const EMPTY = 42; // '*'

/** Thrown when a component breaks P1: Fact 2 does not hold there, so its kinds cannot be trusted. */
export class P1Failure extends Error {
  constructor(readonly component: string) {
    super(`P1 fails on component ${component}: it has an odd number of empty cells and kind F, but no option of kind F`);
  }
}

/** True when some window reads LO*, *OL or L*L: the player to move completes LOL at once. */
export function hasThreat(row: string): boolean {
  for (let i = 0; i + 2 < row.length; i++) {
    const a = row.charCodeAt(i);
    const b = row.charCodeAt(i + 1);
    const c = row.charCodeAt(i + 2);
    if (b === O ? (a === L && c === EMPTY) || (a === EMPTY && c === L) : b === EMPTY && a === L && c === L) return true;
  }
  return false;
}

function isLive(row: string, i: number): boolean {
  const a = row.charCodeAt(i);
  const b = row.charCodeAt(i + 1);
  const c = row.charCodeAt(i + 2);
  return a !== O && b !== L && c !== O;
}

/**
 * Splits a valid row (no LOL, no threat window) into its components, calling visit(from, to) for each
 * substring row[from..to). Returns the number of passes. Consecutive live windows belong to one component
 * when they share an empty cell; components overlap in at most one L, so a single scan suffices.
 */
export function forEachComponent(row: string, visit: (from: number, to: number) => void): number {
  const len = row.length;
  let groupStart = -1;
  let groupEnd = -1; // last cell covered by the current group
  let coveredUpTo = -1; // last cell covered by any live window so far
  let passes = 0;
  let nextCell = 0; // cells before this one have been classified as pass or not
  const countPasses = (upTo: number) => {
    for (; nextCell < upTo; nextCell++) if (nextCell > coveredUpTo && row.charCodeAt(nextCell) === EMPTY) passes++;
  };
  for (let i = 0; i + 2 < len; i++) {
    if (!isLive(row, i)) continue;
    countPasses(i);
    let joins = false;
    for (let j = i; j <= groupEnd && j <= i + 2; j++) {
      if (row.charCodeAt(j) === EMPTY) {
        joins = true;
        break;
      }
    }
    if (joins) {
      groupEnd = i + 2;
    } else {
      if (groupStart >= 0) visit(groupStart, groupEnd + 1);
      groupStart = i;
      groupEnd = i + 2;
    }
    coveredUpTo = i + 2;
  }
  countPasses(len);
  if (groupStart >= 0) visit(groupStart, groupEnd + 1);
  return passes;
}

function countEmpty(s: string): number {
  let k = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === EMPTY) k++;
  return k;
}

function reverse(s: string): string {
  let r = '';
  for (let i = s.length - 1; i >= 0; i--) r += s[i];
  return r;
}

/** A component and its mirror image play the same game; the smaller string stands for both. */
function canonical(component: string): string {
  const mirrored = reverse(component);
  return mirrored < component ? mirrored : component;
}

const kindMemo = new Map<string, Kind>();

/** min(2, sum of the kinds of the components of a valid row). */
function rowKindSum(row: string): Kind {
  let sum = 0;
  forEachComponent(row, (from, to) => {
    if (sum < 2) sum += componentKind(row.slice(from, to));
  });
  return Math.min(2, sum) as Kind;
}

/** Would writing `letter` at cell i of a valid row create a window LO*, *OL or L*L? */
function createsThreat(row: string, i: number, letter: number): boolean {
  const at = (j: number) => (j === i ? letter : j >= 0 && j < row.length ? row.charCodeAt(j) : 0);
  for (let s = Math.max(0, i - 2); s <= i && s + 2 < row.length; s++) {
    const a = at(s);
    const b = at(s + 1);
    const c = at(s + 2);
    if (b === O ? (a === L && c === EMPTY) || (a === EMPTY && c === L) : b === EMPTY && a === L && c === L) return true;
  }
  return false;
}

/** Kind of one component by Fact 2's recursion over its safe moves, memoized by canonical form. */
export function componentKind(component: string): Kind {
  const key = canonical(component);
  const known = kindMemo.get(key);
  if (known !== undefined) return known;

  const empties = countEmpty(key);
  // Bit k set: some safe move leads to kind k. Once both F and Z are seen the kind is H whatever else follows.
  let options = 0;
  for (let i = 0; i < key.length && (options & 0b101) !== 0b101; i++) {
    if (key.charCodeAt(i) !== EMPTY) continue;
    for (const letter of [L, O]) {
      if (createsThreat(key, i, letter)) continue;
      const next = key.slice(0, i) + String.fromCharCode(letter) + key.slice(i + 1);
      options |= 1 << rowKindSum(next);
    }
  }
  const hasF = (options & (1 << F)) !== 0;
  const hasZ = (options & (1 << Z)) !== 0;
  let kind: Kind;
  if (empties % 2 === 0) kind = !hasF ? Z : hasZ ? H : F;
  else kind = !hasZ ? F : hasF ? H : Z;
  if (empties % 2 === 1 && kind === F && !hasF) throw new P1Failure(key);
  kindMemo.set(key, kind);
  return kind;
}

/**
 * Value of a row for the player to move: 1 win, -1 loss, 0 draw. A row that already reads LOL is a loss (the
 * previous mover won). Throws P1Failure if the theory cannot be trusted for this row.
 */
export function rowValueByKinds(row: string): -1 | 0 | 1 {
  if (row.includes('LOL')) return -1;
  if (hasThreat(row)) return 1;
  const empties = countEmpty(row);
  if (empties === 0) return 0;
  const k = rowKindSum(row);
  const odd = empties % 2 === 1;
  if (k === Z) return odd ? 1 : -1;
  if (k === H) return odd ? 1 : 0;
  return 0;
}
