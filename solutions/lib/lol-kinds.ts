// Kinds of components, F=0, H=1, Z=2, and the value of a row from them: Facts 2 and 3 of problems/lanqiao-lol/theory.md.
import { canonical, countEmpty, createsThreat, EMPTY, forEachComponent, L, O } from './lol-rows.ts';

export const F = 0;
export const H = 1;
export const Z = 2;
export type Kind = typeof F | typeof H | typeof Z;

// Stryker disable next-line EqualityOperator: at k = 2 both branches give 2
const cap = (k: number): Kind => (k >= 2 ? Z : (k as Kind));

// ---- Fact 2: kinds by recursion over safe moves (exact wherever P1 holds) -------------------------------------

/** A component where P1 fails: odd number of empty cells, kind F, no option of kind F. Fact 2 does not hold. */
export class P1Failure extends Error {
  constructor(readonly component: string) {
    super(
      // Stryker disable next-line StringLiteral: the solver catches P1Failure and never shows its message
      `P1 fails on component ${component}: it has an odd number of empty cells and kind F, but no option of kind F`,
    );
  }
}

/** Fact 2's rule: the kind of a component from the set of its options' kinds (bit k: some option of kind k). */
export function kindFromOptions(options: number, empties: number): Kind {
  const hasF = (options & (1 << F)) !== 0;
  const hasZ = (options & (1 << Z)) !== 0;
  // Stryker disable next-line ConditionalExpression: `true` (the even rule for odd components too) differs from the odd rule only where the options hold neither F nor Z, where the odd rule gives F with no option F, which P1 rules out on every component of up to 40 cells
  if (empties % 2 === 0) return !hasF ? Z : hasZ ? H : F;
  return !hasZ ? F : hasF ? H : Z;
}

/** Bit set of the kinds of a component's safe moves, each option's kind given by rowKind. */
export function optionKinds(component: string, rowKind: (row: string) => Kind): number {
  let options = 0;
  // Stryker disable next-line EqualityOperator: one past the end reads NaN, no empty cell
  for (let i = 0; i < component.length; i++) {
    if (component.charCodeAt(i) !== EMPTY) continue;
    for (const letter of ['L', 'O']) {
      if (createsThreat(component, i, letter)) continue;
      options |= 1 << rowKind(component.slice(0, i) + letter + component.slice(i + 1));
    }
  }
  return options;
}

/** Throws P1Failure if the component, with these options, breaks P1. */
// Stryker disable next-line BlockStatement: P1 holds on every component of up to 40 cells (the brief's check; npm run check-lol-theory), so the check never throws
export function checkP1(component: string, options: number, empties: number): void {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: P1 holds on every component of up to 40 cells, so this never throws; nor does it for an even component (kind F by the even rule means an option F) or with `empties * 2`
  if (empties % 2 === 1 && kindFromOptions(options, empties) === F && (options & (1 << F)) === 0)
    throw new P1Failure(component);
}

// Stryker disable all: Fact 2's full recursion runs only where a check of Fact 3 or P1 fails (lanqiao-lol.ts), and none fails on any component of up to 40 cells, the only ones checked
const searchMemo = new Map<string, Kind>();

/** Kind by Fact 2's full recursion, memoized per canonical component; P1 checked on each. Exponential. */
export function kindBySearch(component: string): Kind {
  const key = canonical(component);
  const known = searchMemo.get(key);
  if (known !== undefined) return known;
  const empties = countEmpty(key);
  const options = optionKinds(key, rowKindBySearch);
  checkP1(key, options, empties);
  const kind = kindFromOptions(options, empties);
  searchMemo.set(key, kind);
  return kind;
}

export function rowKindBySearch(row: string): Kind {
  let sum = 0;
  forEachComponent(row, (from, to) => {
    if (sum < 2) sum += kindBySearch(row.slice(from, to));
  });
  return cap(sum);
}
// Stryker restore all

// ---- Fact 3: kinds by rules, without search (checked on every component of up to 40 cells) --------------------

// Stryker disable all: [lanqiao-lol] a component's kind by the rules is used only once the check of Fact 2 passed on it (lol-theory's checkedKind), and no component of up to 19 cells passes it with a wrong kind, alone or beside a pass (stress's exhaustive list under npm run mutants --strengthen), which shows every kind a row of the statement can
/** Kind of an O-free row `[L] *^n [L]` from the tables of Fact 3 (0 when it has no live window). */
export function pieceKind(leadingL: boolean, stars: number, trailingL: boolean): Kind {
  if (leadingL && trailingL) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: no valid component holds such a piece (L*L is a threat, and LL lies in no live window, so it cannot sit inside a component, at its ends or between two chains), and in a check's options a kind changed can only fail the check, which sends the row to the exact recursion
    if (stars <= 1) return F; // LL, or L*L (a threat, never part of a valid row)
    if (stars === 4) return F;
    return stars === 2 || stars === 8 || stars >= 10 ? Z : H;
  }
  if (leadingL || trailingL) return stars <= 2 ? F : stars <= 11 ? H : Z;
  return stars <= 6 ? F : stars <= 15 ? H : Z;
}

/** Kind of a run of cells without O that starts and ends as given (an L only at either end). */
function pieceKindOf(s: string, from: number, to: number, extraLeft = 0, extraRight = 0): Kind {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BooleanLiteral,ArithmeticOperator: an empty piece has to = from (a piece never ends before it starts) and lies on a chain's empty cell x0 or past the component's end, so the lines below give it no L and the same count of stars; with at most one cell added at each end it has at most 2 stars (or, as a difference, -1 to 1), and pieceKind gives F to that with one end L or none
  if (to <= from) return pieceKind(false, extraLeft + extraRight, false);
  // Stryker disable next-line ConditionalExpression: `true`: a piece with a cell added on its left starts just after a chain, on an L only when it is the component's closing L alone, and `*L` read as `L*` is F as well (one star beside one L)
  const leadingL = extraLeft === 0 && s.charCodeAt(from) === L;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: a cell is added on the right only before a chain's x0, which follows an empty cell or the component's opening L, and that L counts as leading, so the last test keeps it from trailing too; that test only stops a lone L from counting as both ends (counted twice it is L*^-1L, F as L is), and with `from +` it leaves the closing L uncounted only on pieces of at most two cells and one added (*L, **L), F either way
  const trailingL = extraRight === 0 && s.charCodeAt(to - 1) === L && to - 1 > from - (leadingL ? 0 : 1);
  const stars = to - from - (leadingL ? 1 : 0) - (trailingL ? 1 : 0) + extraLeft + extraRight;
  return pieceKind(leadingL, stars, trailingL);
}

/**
 * Fact 3 on one component: cut it at its leftmost maximal chain `x0 O x1 O ... O xk` into U (left of x0) and V
 * (right of xk); kind = kind(U) + kind(V), plus 1 when k = 2 and one more empty cell raises the kind of both U (on
 * its right) and V (on its left). V is cut the same way, so the component is read chain by chain from the right,
 * carrying kind(V) and kind(* + V); no recursion, no search: linear in the component's length.
 */
export function kindByRules(component: string): Kind {
  const chains: [number, number, number][] = []; // [x0, xk, k] of each maximal chain, left to right
  // Stryker disable next-line EqualityOperator: one past the end reads NaN, no O
  for (let i = 0; i < component.length; i++) {
    if (component.charCodeAt(i) !== O) continue;
    let end = i;
    while (component.charCodeAt(end + 2) === O) end += 2;
    chains.push([i - 1, end + 1, (end - i) / 2 + 1]);
    i = end + 1;
  }
  if (chains.length === 0) return pieceKindOf(component, 0, component.length);
  // Walking from the last chain to the first: rest = the part right of the current chain.
  const last = chains[chains.length - 1];
  let restKind = pieceKindOf(component, last[1] + 1, component.length);
  let restStarKind = pieceKindOf(component, last[1] + 1, component.length, 1);
  for (let c = chains.length - 1; c >= 0; c--) {
    const [x0, , k] = chains[c];
    const from = c === 0 ? 0 : chains[c - 1][1] + 1; // the part between the previous chain and this one
    const grows = (withStar: number) =>
      k === 2 &&
      pieceKindOf(component, from, x0, withStar, 1) > pieceKindOf(component, from, x0, withStar) &&
      restStarKind > restKind;
    const kind = (withStar: number) =>
      cap(pieceKindOf(component, from, x0, withStar) + restKind + (grows(withStar) ? 1 : 0));
    const nextRestKind = kind(0);
    // Stryker disable next-line ConditionalExpression: `false`: at c = 0 the loop ends, and what kind(1) gives is never read
    const nextRestStarKind = c === 0 ? nextRestKind : kind(1);
    restKind = nextRestKind;
    restStarKind = nextRestStarKind;
  }
  return restKind;
}

// Stryker restore all

/** min(2, sum of the kinds by rules of a valid row's components). */
// Stryker disable all: the solver takes only the options' kinds in a check from this: a wrong one can only fail a check, and a failed check sends the row to Fact 2's recursion, which is exact
export function rowKindByRules(row: string): Kind {
  let sum = 0;
  forEachComponent(row, (from, to) => {
    if (sum < 2) sum += kindByRules(row.slice(from, to));
  });
  return cap(sum);
}
// Stryker restore all

// ---- the row's value --------------------------------------------------------------------------------------------

/** Fact 2's value of a valid row with at least one empty cell, for the player to move: 1, -1 or 0. */
export function valueFromKind(kind: Kind, empties: number): -1 | 0 | 1 {
  const odd = empties % 2 === 1;
  if (kind === Z) return odd ? 1 : -1;
  if (kind === H) return odd ? 1 : 0;
  return 0;
}
