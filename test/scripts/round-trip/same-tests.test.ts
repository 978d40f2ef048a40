// The round trip's tests held to the original's by their bytes: kept, renamed into a group's folder, put in two
// groups, lost, changed, and tests of the same bytes told apart by name.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { TestCase } from '../../../judge/registry/index.ts';
import { mapTests } from '../../../scripts/round-trip/same-tests.ts';

let dir = '';
/** A test of `side` ("a" or "b") at key group/name, with its input and answer. */
function test(side: string, key: string, input: string, answer = input): TestCase {
  const at = key.lastIndexOf('/');
  const base = join(dir, side, key);
  mkdirSync(dirname(base), { recursive: true });
  writeFileSync(`${base}.in`, input);
  writeFileSync(`${base}.ans`, answer);
  return { group: key.slice(0, at), name: key.slice(at + 1), input: `${base}.in`, answer: `${base}.ans` };
}

const mapping = suite('mapTests');
mapping.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-same-tests-'));
});
mapping.after.each(() => rmSync(dir, { recursive: true, force: true }));

mapping('the same keys and bytes: every test held, nothing renamed', () => {
  const original = [test('a', 'sample/1', '1\n'), test('a', 'hand/2', '2\n')];
  const imported = [test('b', 'sample/1', '1\n'), test('b', 'hand/2', '2\n')];
  const found = mapTests(original, imported);
  assert.equal(
    [...found.originalOf],
    [
      ['sample/1', 'sample/1'],
      ['hand/2', 'hand/2'],
    ],
  );
  assert.equal([found.differences, found.renamed], [[], []]);
});

mapping('tests of the same bytes renamed to numbers (CMS): taken in turn, none lost', () => {
  const original = [test('a', 'random/1', '0\n'), test('a', 'random/2', '0\n'), test('a', 'hand/3', '3\n')];
  const imported = [test('b', 'secret/000', '0\n'), test('b', 'secret/001', '0\n'), test('b', 'secret/002', '3\n')];
  const found = mapTests(original, imported);
  assert.equal(
    [...found.originalOf],
    [
      ['secret/000', 'random/1'],
      ['secret/001', 'random/2'],
      ['secret/002', 'hand/3'],
    ],
  );
  assert.equal(found.differences, []);
});

mapping('a group moved under secret/ and a test in two scoring folders: the renaming stated as rules', () => {
  const original = [test('a', 'hand/2', '2\n'), test('a', 'hand/3', '3\n')];
  const imported = [
    test('b', 'secret/hand/2', '2\n'),
    test('b', 'secret/hand/3', '3\n'),
    test('b', 'secret/2-all/hand-3', '3\n'),
  ];
  const found = mapTests(original, imported);
  assert.equal(found.originalOf.get('secret/2-all/hand-3'), 'hand/3');
  assert.equal(found.renamed, ['hand/* -> secret/hand/*', 'hand/* -> secret/2-all/hand-*']);
  assert.equal(found.differences, []);
});

mapping('a test lost, an answer changed and a test added are each one line', () => {
  const original = [test('a', 'hand/1', '1\n'), test('a', 'hand/2', '2\n'), test('a', 'hand/3', '3\n')];
  const imported = [test('b', 'hand/1', '1\n'), test('b', 'hand/2', '2\n', '20\n'), test('b', 'hand/9', '9\n')];
  assert.equal(mapTests(original, imported).differences, [
    'test hand/2: its answer differs',
    'imported test hand/9: no original test has its input and answer',
    'test hand/3: not in the import (no test has its bytes)',
  ]);
});

mapping('a changed test is named by the original most like it: its key, then its group in the folder', () => {
  const original = [test('a', 'sample/1', '4\n'), test('a', 'many/1', '5\n'), test('a', 'hand/1', '6\n')];
  const imported = [
    test('b', 'sample/1', '4\n'),
    test('b', 'secret/3-many/1', '5\n', '16\n'),
    test('b', 'secret/hand/1', '6\n'),
    test('b', 'secret/all/many-1', '5\n'),
  ];
  assert.equal(mapTests(original, imported).differences, [
    'test many/1 (imported as secret/3-many/1): its answer differs',
  ]);
});

mapping('tests of the same bytes are told apart by name; a renamed one without its name is named test by test', () => {
  const original = [test('a', 'sample/1', '5\n'), test('a', 'hand/again', '5\n')];
  const imported = [test('b', 'secret/hand/again', '5\n'), test('b', 'sample/1', '5\n'), test('b', 'x/y', '5\n')];
  const found = mapTests(original, imported);
  assert.equal(found.originalOf.get('secret/hand/again'), 'hand/again');
  assert.equal(found.originalOf.get('sample/1'), 'sample/1');
  assert.equal(found.originalOf.get('x/y'), 'sample/1');
  assert.equal(found.renamed, ['hand/* -> secret/hand/*', 'sample/1 -> x/y']);
});

mapping.run();
