// Where a problem's tests live, testdata/<id>/<group>/<name>.in with <name>.ans, what each group is for, how a test
// is named; and the loading of a problem's tests, with broken data reported by file.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const GROUPS = {
  /** The statement's examples; judged first. */
  sample: 'sample',
  /** Cases worked out by hand. */
  hand: 'hand',
  /** Written by `npm run gen` from the problem's generator. */
  random: 'random',
  /** Added with `npm run add-case` or `npm run stress -- --save`. */
  manual: 'manual',
} as const;

/**
 * testdata/<id>/invalid/: inputs the problem's validators must refuse, each named for the rule it breaks
 * (`self-loop.in`); not tests, and no group (a Kattis package's data/invalid_input).
 */
export const INVALID_FOLDER = 'invalid';

/** The hand-made invalid inputs of a problem (testdata/<id>/invalid/*.in), by name, in natural order. */
export function invalidInputs(root: string, id: string): { name: string; file: string }[] {
  const dir = testdataDir(root, id, INVALID_FOLDER);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.in'))
    .sort(byNaturalOrder)
    .map((file) => ({ name: file.slice(0, -3), file: join(dir, file) }));
}

export function testdataDir(root: string, id: string, group?: string): string {
  return group === undefined ? join(root, 'testdata', id) : join(root, 'testdata', id, group);
}

/** A test's name: its files' name without the extension. */
export const TEST_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** What a test name may hold, for error messages. */
export const TEST_NAME_RULE = "letters, digits, '.', '_' and '-', starting with a letter or digit";

/** A test's key within its problem, "group/name", as reports show it and runs ask for it. */
export function testKey(test: { group: string; name: string }): string {
  return `${test.group}/${test.name}`;
}

export interface TestCase {
  group: string;
  name: string;
  /** Absolute paths. */
  input: string;
  answer: string;
}

export interface DataError {
  file: string;
  message: string;
}

export interface TestSuite {
  tests: TestCase[];
  errors: DataError[];
}

const byNaturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
/** Plain string order, as Python's sorted() compares names: "10" before "9", "1-big" before "1.ans". */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * How a suite's tests are ordered within each group, and groups among themselves (samples always first): natural
 * ("2" before "10"; a folder's own tests before its subgroups), the kit's own; or problemtools' order, which the
 * export judges in to place each wrong solution by the verdict problemtools will see first, and an imported package
 * is judged in: a folder's entries sorted by their whole file names as strings, tests (each at its `.ans` file's
 * name) and subfolders interleaved, so `1-big.ans` comes before `1.ans` and a folder `2` between tests `1` and `3`.
 */
export type TestOrder = 'natural' | 'kattis';

/** Samples first, then the other groups by name. */
function groupOrder(compare: (a: string, b: string) => number) {
  return (a: string, b: string): number => {
    if (a === GROUPS.sample || b === GROUPS.sample) return a === b ? 0 : a === GROUPS.sample ? -1 : 1;
    return compare(a, b);
  };
}

/**
 * The tests under testdata/<id>/: each folder is a group, named by its path from there ("sample", "random", or
 * nested as an imported package's are: "secret/group1"); a folder may hold tests and subgroups both, in `order`.
 * Broken files are reported, each by its path; the good tests are kept.
 */
export function loadSuite(root: string, problemId: string, order: TestOrder = 'natural'): TestSuite {
  const dir = testdataDir(root, problemId);
  const shown = (path: string) => relative(root, path) || path;
  const compare = order === 'natural' ? byNaturalOrder : byCodeUnits;
  const tests: TestCase[] = [];
  const errors: DataError[] = [];
  if (!existsSync(dir))
    return { tests, errors: [{ file: shown(dir), message: 'no test data folder for this problem' }] };
  const readGroup = (group: string) => {
    const groupDir = join(dir, group);
    const entries = readdirSync(groupDir, { withFileTypes: true });
    const files = entries.filter((e) => !e.isDirectory()).map((e) => e.name);
    const subgroups = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    const names = new Set(files.filter((f) => f.endsWith('.in')).map((f) => f.slice(0, -3)));
    const answers = new Set(files.filter((f) => f.endsWith('.ans')).map((f) => f.slice(0, -4)));
    if (names.size === 0 && answers.size === 0 && subgroups.length === 0)
      errors.push({ file: shown(groupDir), message: 'empty group: no .in/.ans files' });
    for (const name of [...answers].sort(compare)) {
      if (!names.has(name))
        errors.push({
          file: shown(join(groupDir, `${name}.ans`)),
          message: `answer without input: ${name}.in is missing`,
        });
    }
    for (const name of [...names].sort(compare)) {
      if (!answers.has(name))
        errors.push({
          file: shown(join(groupDir, `${name}.in`)),
          message: `input without answer: ${name}.ans is missing`,
        });
    }
    const whole = [...names].filter((name) => answers.has(name));
    const ordered =
      order === 'kattis'
        ? [
            ...whole.map((name) => ({ key: `${name}.ans`, name, isGroup: false })),
            ...subgroups.map((name) => ({ key: name, name, isGroup: true })),
          ].sort((a, b) => byCodeUnits(a.key, b.key))
        : [
            ...whole.sort(compare).map((name) => ({ name, isGroup: false })),
            ...subgroups.sort(compare).map((name) => ({ name, isGroup: true })),
          ];
    for (const entry of ordered) {
      if (entry.isGroup) readGroup(`${group}/${entry.name}`);
      else
        tests.push({
          group,
          name: entry.name,
          input: join(groupDir, `${entry.name}.in`),
          answer: join(groupDir, `${entry.name}.ans`),
        });
    }
  };
  const groups = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== INVALID_FOLDER)
    .map((entry) => entry.name)
    .sort(groupOrder(compare));
  for (const group of groups) readGroup(group);
  if (tests.length === 0 && errors.length === 0)
    errors.push({ file: shown(dir), message: 'this problem has no tests' });
  return { tests, errors };
}
