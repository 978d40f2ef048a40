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

/** Samples first, then the other groups by name. */
function groupOrder(a: string, b: string): number {
  if (a === GROUPS.sample || b === GROUPS.sample) return a === b ? 0 : a === GROUPS.sample ? -1 : 1;
  return byNaturalOrder(a, b);
}

export function loadSuite(root: string, problemId: string): TestSuite {
  const dir = testdataDir(root, problemId);
  const shown = (path: string) => relative(root, path) || path;
  const tests: TestCase[] = [];
  const errors: DataError[] = [];
  if (!existsSync(dir))
    return { tests, errors: [{ file: shown(dir), message: 'no test data folder for this problem' }] };
  const groups = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(groupOrder);
  for (const group of groups) {
    const groupDir = join(dir, group);
    const files = readdirSync(groupDir).sort(byNaturalOrder);
    const names = new Set(files.filter((f) => f.endsWith('.in')).map((f) => f.slice(0, -3)));
    const answers = new Set(files.filter((f) => f.endsWith('.ans')).map((f) => f.slice(0, -4)));
    if (names.size === 0 && answers.size === 0)
      errors.push({ file: shown(groupDir), message: 'empty group: no .in/.ans files' });
    for (const name of answers) {
      if (!names.has(name))
        errors.push({
          file: shown(join(groupDir, `${name}.ans`)),
          message: `answer without input: ${name}.in is missing`,
        });
    }
    for (const name of [...names].sort(byNaturalOrder)) {
      const input = join(groupDir, `${name}.in`);
      if (!answers.has(name)) {
        errors.push({ file: shown(input), message: `input without answer: ${name}.ans is missing` });
        continue;
      }
      tests.push({ group, name, input, answer: join(groupDir, `${name}.ans`) });
    }
  }
  if (tests.length === 0 && errors.length === 0)
    errors.push({ file: shown(dir), message: 'this problem has no tests' });
  return { tests, errors };
}
