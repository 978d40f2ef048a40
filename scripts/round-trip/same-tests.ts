// The round trip's first question: does the imported problem hold the original's tests? Each imported test is
// matched to the original test whose input and answer are the same bytes (a format may rename a test, or put it in
// several of its groups); a test left unmatched either way is a difference, and the renaming is stated. No I/O but
// reading the tests' files.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type TestCase, testKey } from '../../judge/registry/index.ts';

export interface TestMapping {
  /** Each imported test's key: the key of the original test it holds. */
  originalOf: Map<string, string>;
  /** One line each: an original test the import lacks, or an imported test no original test is. */
  differences: string[];
  /** How the format renamed the tests, one entry per kind ("hand/* -> secret/hand/*"); none where it kept every key. */
  renamed: string[];
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Whether `imported` is `original` under a new name: the same, or prefixed ("small-1" for small/1). */
const sameName = (original: TestCase, imported: TestCase) =>
  imported.name === original.name || imported.name.endsWith(`-${original.name}`);

/**
 * How surely `imported` is `original` by its name: 3 the same key; 2 the same name in a folder named for its group
 * (secret/hand/2, secret/3-many/2) or prefixed with its group (small-2); 1 the same name elsewhere; 0 another name.
 */
function likeness(original: TestCase, imported: TestCase): number {
  if (testKey(original) === testKey(imported)) return 3;
  if (!sameName(original, imported)) return 0;
  const group = original.group.split('/').pop() ?? '';
  const folder = imported.group.split('/').pop() ?? '';
  return folder === group || folder.endsWith(`-${group}`) || imported.name === `${group}-${original.name}` ? 2 : 1;
}

/** Of `candidates`, the one most surely `imported` by its name (the first of the best), if any has its name. */
function likeliest(candidates: readonly TestCase[], imported: TestCase): TestCase | undefined {
  let best: TestCase | undefined;
  for (const test of candidates)
    if (likeness(test, imported) > (best === undefined ? 0 : likeness(best, imported))) best = test;
  return best;
}

/** The tests of both sides, matched by their bytes; among tests of the same bytes, by name, else in turn. */
export function mapTests(original: readonly TestCase[], imported: readonly TestCase[]): TestMapping {
  const contentOf = (test: TestCase) => `${digest(test.input)} ${digest(test.answer)}`;
  const byContent = new Map<string, TestCase[]>();
  for (const test of original) {
    const content = contentOf(test);
    byContent.set(content, [...(byContent.get(content) ?? []), test]);
  }
  const originalOf = new Map<string, string>();
  const differences: string[] = [];
  const renamed = new Set<string>();
  const held = new Set<string>();
  for (const test of imported) {
    const candidates = byContent.get(contentOf(test)) ?? [];
    // Where no name tells them apart (a format that numbers its tests), tests of the same bytes are taken in turn.
    const twin = likeliest(candidates, test) ?? candidates.find((c) => !held.has(testKey(c))) ?? candidates[0];
    if (twin === undefined) {
      // The original of its name, with other bytes: said once, as changed, not as lost too.
      const named = likeliest(original, test);
      if (named !== undefined) held.add(testKey(named));
      differences.push(unmatched(test, named));
      continue;
    }
    originalOf.set(testKey(test), testKey(twin));
    held.add(testKey(twin));
    if (testKey(twin) !== testKey(test)) renamed.add(renaming(twin, test));
  }
  for (const test of original)
    if (!held.has(testKey(test))) differences.push(`test ${testKey(test)}: not in the import (no test has its bytes)`);
  return { originalOf, differences, renamed: [...renamed] };
}

/** An imported test no original test is: which of its files differs from `named`'s, the original of its name. */
function unmatched(test: TestCase, named: TestCase | undefined): string {
  if (named === undefined) return `imported test ${testKey(test)}: no original test has its input and answer`;
  const which = digest(named.input) !== digest(test.input) ? 'input' : 'answer';
  const as = testKey(named) === testKey(test) ? '' : ` (imported as ${testKey(test)})`;
  return `test ${testKey(named)}${as}: its ${which} differs`;
}

/** A renaming as a rule where the name is kept or prefixed ("hand/* -> secret/hand/*"), else test by test. */
function renaming(original: TestCase, imported: TestCase): string {
  if (!sameName(original, imported)) return `${testKey(original)} -> ${testKey(imported)}`;
  const prefix = imported.name.slice(0, imported.name.length - original.name.length);
  return `${original.group}/* -> ${imported.group}/${prefix}*`;
}
