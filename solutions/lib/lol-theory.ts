// The LOL game's value by components and kinds (problems/lanqiao-lol/theory.md), checked as it runs.
//
// A valid row splits into independent components plus passes. Kinds come from Fact 3's rules, in time linear in
// the row. Each component of up to CHECKED_LENGTH cells is also checked against Fact 2, once per shape: its kind by
// the rules must equal the kind Fact 2 derives from its options (their kinds by the rules), and P1 must hold. A row
// where a check fails is answered by Fact 2's full recursion instead (exact wherever P1 holds), and failing that by
// plain game search. Longer components rely on the rules alone (see the README for how far each part reaches).
import { canonical, countEmpty, forEachComponent, hasThreat } from './lol-rows.ts';
import {
  checkP1,
  kindByRules,
  kindFromOptions,
  optionKinds,
  rowKindByRules,
  rowKindBySearch,
  valueFromKind,
  type Kind,
} from './lol-kinds.ts';

/** Components up to this many cells are checked against Fact 2 as the solver meets them. */
export const CHECKED_LENGTH = 40;

/** Thrown when Fact 3's kind of a component disagrees with what Fact 2 derives from its options. */
export class RulesFailure extends Error {
  constructor(
    readonly component: string,
    readonly byRules: Kind,
    readonly byOptions: Kind,
  ) {
    // Stryker disable next-line StringLiteral: the solver catches RulesFailure and never shows its message
    super(`Fact 3 gives ${component} kind ${byRules}, but Fact 2 from its options gives ${byOptions}`);
  }
}

/** The kind of each component checked so far, by its canonical form. */
const checked = new Map<string, Kind>();

/** Forgets which components were checked, so the next row pays the full cost (the benchmark times cold rows). */
export function forgetCheckedComponents(): void {
  checked.clear();
}

/**
 * Fact 2, one level deep, on a component whose options' kinds come from the rules; throws on any disagreement, else
 * gives the kind checked. The check and the kind are both of the canonical form, so the kind used is the one checked.
 */
export function checkedKind(component: string): Kind {
  const key = canonical(component);
  const known = checked.get(key);
  // Stryker disable next-line ConditionalExpression: checking a component again gives the same kind
  if (known !== undefined) return known;
  const empties = countEmpty(key);
  const options = optionKinds(key, rowKindByRules);
  checkP1(key, options, empties);
  const byOptions = kindFromOptions(options, empties);
  const byRules = kindByRules(key);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: Fact 3 holds on every component of up to 40 cells, so this never throws; throwing always sends every row to Fact 2's recursion, which is exact
  if (byOptions !== byRules) throw new RulesFailure(key, byRules, byOptions);
  checked.set(key, byRules);
  return byRules;
}

type RowKind = (row: string) => Kind;

/** A component's kind by the rules, checked against Fact 2 first when it has up to CHECKED_LENGTH cells. */
export function componentKind(component: string): Kind {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: checked or not, a component of up to 40 cells has the rules' kind (the check never fails there: theory.md), so `false`, `<` and `>` change no kind; and `true` or `>` meet no longer component: no row of either problem holds one (lanqiao-lol's rows have at most 19 cells; lol-duel's validator refuses a component past 40, and a move only shrinks components)
  return component.length <= CHECKED_LENGTH ? checkedKind(component) : kindByRules(component);
}

/** min(2, sum of kinds) by the rules, checking every component of up to CHECKED_LENGTH cells. */
export const rowKindChecked: RowKind = (row) => {
  let sum = 0;
  forEachComponent(row, (from, to) => {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: past 2 the sum is capped anyway; the components read on are only checked, and checks never fail on up to 40 cells
    if (sum < 2) sum += componentKind(row.slice(from, to));
  });
  // Stryker disable next-line EqualityOperator: at sum 2 both give 2
  return sum >= 2 ? 2 : (sum as Kind);
};

function rowValue(row: string, rowKind: RowKind): -1 | 0 | 1 {
  // Stryker disable next-line ConditionalExpression,UnaryOperator: the validators refuse a row that already reads LOL
  if (row.includes('LOL')) return -1;
  if (hasThreat(row)) return 1;
  const empties = countEmpty(row);
  // Stryker disable next-line ConditionalExpression: a full row has no component, so its kind is F, whose value is 0
  return empties === 0 ? 0 : valueFromKind(rowKind(row), empties);
}

/**
 * Value of a row for the player to move: 1 win, -1 loss, 0 draw. A row that already reads LOL is a loss (the
 * previous mover won). Throws RulesFailure or P1Failure where the fast path cannot be trusted.
 */
export function rowValueByRules(row: string): -1 | 0 | 1 {
  return rowValue(row, rowKindChecked);
}

/** The same by Fact 2's full recursion (exponential); throws P1Failure where Fact 2 does not hold. */
export function rowValueBySearch(row: string): -1 | 0 | 1 {
  return rowValue(row, rowKindBySearch);
}
