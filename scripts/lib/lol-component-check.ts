// Exhaustive check of the LOL theory: every canonical component up to a length, Fact 3's rules against Fact 2's
// full recursion, and P1 on each. Used by `npm run check-lol-theory` and by the benchmark.
import { kindByRules, kindBySearch, P1Failure } from '../../solutions/lib/lol-kinds.ts';
import { canonical, forEachComponent, hasThreat } from '../../solutions/lib/lol-rows.ts';

export interface LengthReport {
  length: number;
  components: number;
  /** Components of this length where the rules and the recursion disagree, or P1 fails. */
  failures: string[];
  /** Components and failures of every length so far, and the time since the start. */
  totalComponents: number;
  totalFailures: number;
  seconds: number;
}

/**
 * Every string that can be a whole component: an optional L at each end, and between them empty cells and single
 * O's, each O between two empty cells. Kept when the string is a valid row forming exactly one component.
 */
export function* componentsOfLength(length: number): Generator<string> {
  for (const lead of ['', 'L']) {
    for (const trail of ['', 'L']) {
      const inner = length - lead.length - trail.length;
      if (inner < 1) continue;
      yield* interiors(inner, '', lead, trail, length);
    }
  }
}

function* interiors(left: number, built: string, lead: string, trail: string, length: number): Generator<string> {
  if (left === 0) {
    const row = lead + built + trail;
    if (row.includes('LOL') || hasThreat(row)) return;
    let spans = 0;
    let whole = false;
    forEachComponent(row, (from, to) => {
      spans++;
      whole = from === 0 && to === length;
    });
    if (spans === 1 && whole && canonical(row) === row) yield row;
    return;
  }
  yield* interiors(left - 1, `${built}*`, lead, trail, length);
  // An O needs an empty cell on both sides: never first, never last, never after another O.
  if (built.length > 0 && left > 1 && !built.endsWith('O')) yield* interiors(left - 1, `${built}O`, lead, trail, length);
}

/** Checks every canonical component of 3..maxLength cells, reporting after each length. */
export function* checkComponentsUpTo(maxLength: number): Generator<LengthReport> {
  const started = performance.now();
  let totalComponents = 0;
  let totalFailures = 0;
  for (let length = 3; length <= maxLength; length++) {
    let components = 0;
    const failures: string[] = [];
    for (const component of componentsOfLength(length)) {
      components++;
      try {
        const bySearch = kindBySearch(component);
        const byRules = kindByRules(component);
        if (byRules !== bySearch) failures.push(`${component}: rules ${byRules}, recursion ${bySearch}`);
      } catch (error) {
        if (!(error instanceof P1Failure)) throw error;
        failures.push(`${component}: P1 fails`);
      }
    }
    totalComponents += components;
    totalFailures += failures.length;
    yield { length, components, failures, totalComponents, totalFailures, seconds: (performance.now() - started) / 1000 };
  }
}
