// Checks of the LOL theory, Fact 3's rules against Fact 2's full recursion and P1 on each component: every
// canonical component up to a length, or random ones of given lengths past what enumeration reaches. Used by
// `npm run check-lol-theory` and by the benchmark.
import { Rng } from '../../problems/_authoring/index.ts';
import { lolKinds, lolRows } from '../../judge/registry/index.ts';

const { kindByRules, kindBySearch, P1Failure } = lolKinds;
const { canonical, forEachComponent, hasThreat } = lolRows;

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

/** Every row of `length` cells over L, O and *, valid or not: 3^length rows. */
export function* allRows(length: number): Generator<string> {
  for (let code = 0; code < 3 ** length; code++) {
    let row = '';
    for (let i = 0, c = code; i < length; i++, c = Math.floor(c / 3)) row += 'LO*'[c % 3];
    yield row;
  }
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

/** Is the row a valid row that forms exactly one component, covering all of it? */
function isWholeComponent(row: string): boolean {
  if (row.includes('LOL') || hasThreat(row)) return false;
  let spans = 0;
  let whole = false;
  forEachComponent(row, (from, to) => {
    spans++;
    whole = from === 0 && to === row.length;
  });
  return spans === 1 && whole;
}

function* interiors(left: number, built: string, lead: string, trail: string, length: number): Generator<string> {
  if (left === 0) {
    const row = lead + built + trail;
    if (isWholeComponent(row) && canonical(row) === row) yield row;
    return;
  }
  yield* interiors(left - 1, `${built}*`, lead, trail, length);
  // An O needs an empty cell on both sides: never first, never last, never after another O.
  if (built.length > 0 && left > 1 && !built.endsWith('O'))
    yield* interiors(left - 1, `${built}O`, lead, trail, length);
}

/** Fact 3's kind against Fact 2's recursion on one component, and on its mirror; a failure described, or null. */
function checkOne(component: string): string | null {
  try {
    const bySearch = kindBySearch(component);
    const byRules = kindByRules(component);
    const mirrored = kindByRules([...component].reverse().join(''));
    if (mirrored !== byRules) return `${component}: rules ${byRules}, on its mirror ${mirrored}`;
    return byRules === bySearch ? null : `${component}: rules ${byRules}, recursion ${bySearch}`;
  } catch (error) {
    if (!(error instanceof P1Failure)) throw error;
    return `${component}: P1 fails`;
  }
}

/**
 * A random canonical component of exactly `length` cells: an L at either end or not, and between them empty cells
 * with an O now and then (never first, last or next to another O), drawn again until it forms one component.
 */
export function randomComponent(rng: Rng, length: number): string {
  for (;;) {
    const lead = rng.chance(0.5) ? 'L' : '';
    const trail = rng.chance(0.5) ? 'L' : '';
    const inner = length - lead.length - trail.length;
    const oChance = rng.pick([0.4, 0.45, 0.5]);
    let built = '';
    for (let i = 0; i < inner; i++)
      built += i > 0 && i < inner - 1 && !built.endsWith('O') && rng.chance(oChance) ? 'O' : '*';
    const row = lead + built + trail;
    if (isWholeComponent(row)) return canonical(row);
  }
}

export interface SampleReport {
  length: number;
  components: number;
  failures: string[];
  seconds: number;
}

/** Checks `count` random components of each length in `lengths` (seeded), reporting after each length. */
export function* checkRandomComponents(lengths: number[], count: number, seed: number): Generator<SampleReport> {
  const rng = new Rng(seed);
  const started = performance.now();
  for (const length of lengths) {
    const failures: string[] = [];
    for (let k = 0; k < count; k++) {
      const failure = checkOne(randomComponent(rng, length));
      if (failure !== null) failures.push(failure);
    }
    yield { length, components: count, failures, seconds: (performance.now() - started) / 1000 };
  }
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
      const failure = checkOne(component);
      if (failure !== null) failures.push(failure);
    }
    totalComponents += components;
    totalFailures += failures.length;
    yield {
      length,
      components,
      failures,
      totalComponents,
      totalFailures,
      seconds: (performance.now() - started) / 1000,
    };
  }
}

/**
 * A random valid row (no LOL, no threat window), built left to right: a cell that would complete LOL or a threat
 * with the two before it is redrawn from the choices that do not (O always fits), since long random rows almost
 * never come out valid by chance.
 */
export function randomValidRow(rng: Rng, length: number, letters: number): string {
  let row = '';
  for (let i = 0; i < length; i++) {
    const window = row.slice(-2);
    const fits = (cell: string) => !/LOL|LO\*|\*OL|L\*L/.test(window + cell);
    const wanted = rng.chance(letters) ? rng.pick(['L', 'O']) : '*';
    row += fits(wanted) ? wanted : rng.pick(['*', 'L', 'O'].filter(fits));
  }
  return row;
}
