// The bounds a problem states beside its validator (problem.ts `bounds`), held against the tests: for each field, the
// least and the greatest value any test holds and the first test that holds it. A side no test reaches is where a
// solution overflows, recurses too deep or indexes out of range untried: verify fails on it unless the problem says
// why no test can reach it. `npm run verify -- --bounds` prints every field with its tests.
import { readFileSync } from 'node:fs';
import { loadSuite, type Problem, testKey } from '../../judge/registry/index.ts';
import type { ProgramTestsRow } from './program-tests.ts';

/** One side's extreme: its value and the first test (in suite order) that holds it. */
export interface Extreme {
  value: number;
  test: string;
}

export interface BoundReach {
  field: string;
  min: number;
  max: number;
  /** Null where no test holds the field at all. */
  low: Extreme | null;
  high: Extreme | null;
  /** The sides no test reaches, each with the problem's reason where it gives one. */
  unreached: { side: 'minimum' | 'maximum'; reason?: string }[];
}

/** Every bound of the problem against every test of its suite; empty where the problem states none. */
export function boundsReached(root: string, problem: Problem): BoundReach[] {
  const bounds = problem.bounds ?? [];
  if (bounds.length === 0) return [];
  const { tests } = loadSuite(root, problem.id);
  const reach = bounds.map(() => ({ low: null as Extreme | null, high: null as Extreme | null }));
  for (const test of tests) {
    const input = readFileSync(test.input, 'utf8');
    bounds.forEach((bound, i) => {
      for (const value of bound.values(input)) {
        const r = reach[i];
        if (r.low === null || value < r.low.value) r.low = { value, test: testKey(test) };
        if (r.high === null || value > r.high.value) r.high = { value, test: testKey(test) };
      }
    });
  }
  return bounds.map((bound, i) => {
    const { low, high } = reach[i];
    const unreached: BoundReach['unreached'] = [];
    if (low === null || low.value > bound.min) unreached.push({ side: 'minimum', reason: bound.unreached?.min });
    if (high === null || high.value < bound.max) unreached.push({ side: 'maximum', reason: bound.unreached?.max });
    return { field: bound.field, min: bound.min, max: bound.max, low, high, unreached };
  });
}

const range = (a: number, b: number) => `${a.toLocaleString('en')}..${b.toLocaleString('en')}`;

/** `n: 1..50, tests reach 2..50: minimum not reached` (with the reason where the problem gives one). */
export function reachSaid(r: BoundReach): string {
  const reached = r.low && r.high ? `tests reach ${range(r.low.value, r.high.value)}` : 'no test holds it';
  const sides = r.unreached.map((u) => `${u.side} not reached${u.reason ? ` (${u.reason})` : ''}`);
  return `${r.field}: ${range(r.min, r.max)}, ${reached}${sides.length ? `: ${sides.join(', ')}` : ''}`;
}

/** The sides of a field no test reaches and the problem does not explain. */
const unexplained = (r: BoundReach) => r.unreached.filter((u) => u.reason === undefined);

/** Whether every side is reached, or said why not. */
export const boundsHold = (reach: BoundReach[]): boolean => reach.every((r) => unexplained(r).length === 0);

/** verify's words: the first side not reached and not explained, else every field in a line. */
export function boundsSaid(reach: BoundReach[]): string {
  const fault = reach.find((r) => unexplained(r).length > 0);
  if (fault) return reachSaid({ ...fault, unreached: unexplained(fault) });
  return reach
    .map((r) => `${r.field} ${range(r.min, r.max)}${r.unreached.length ? ' (a side explained)' : ''}`)
    .join(', ');
}

/** verify's row of a problem's bounds; null where it states none. */
export const BOUNDS_ROW = '(bounds reached)';
export function boundsRow(root: string, problem: Problem): ProgramTestsRow | null {
  const reach = boundsReached(root, problem);
  if (reach.length === 0) return null;
  const said = boundsSaid(reach);
  // A bound is a check the kit adds: on an imported problem one no test reaches is a warning (as invalid inputs are).
  const warned = problem.imported !== undefined && !boundsHold(reach);
  return {
    label: BOUNDS_ROW,
    ok: warned || boundsHold(reach),
    said: warned ? `warning: ${said} (a check the kit adds, a warning on an imported problem)` : said,
    fault: `a bound no test reaches: ${said} (add a test that reaches it, or say in problem.ts bounds why none can; npm run verify -- --bounds lists each field)`,
  };
}

/** `npm run verify -- --bounds`: each problem's fields, with the test that reaches each extreme. */
export function boundsReport(problems: { id: string; reach: BoundReach[] }[]): string {
  return problems
    .map(({ id, reach }) => {
      if (reach.length === 0) return `${id}: no bounds stated (problem.ts bounds)`;
      const lines = reach.map((r) => {
        const where =
          r.low && r.high ? `; least ${r.low.value} in ${r.low.test}, greatest ${r.high.value} in ${r.high.test}` : '';
        return `  ${unexplained(r).length > 0 ? 'NOT REACHED ' : ''}${reachSaid(r)}${where}`;
      });
      return [`${id}:`, ...lines].join('\n');
    })
    .join('\n');
}
