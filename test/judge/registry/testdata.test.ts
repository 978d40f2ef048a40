import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSuite } from '../../../judge/registry/testdata.ts';
import { readTestText } from '../../../judge/base/text-files.ts';

let root = '';
function put(path: string, content: string | Buffer = '1\n') {
  const file = join(root, 'testdata', 'p', path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

const load = suite('loadSuite');
load.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-testdata-'));
});
load.after.each(() => rmSync(root, { recursive: true, force: true }));
load('samples first, then groups and names in natural order', () => {
  for (const name of ['random/10', 'random/2', 'hand/b', 'sample/1']) {
    put(`${name}.in`);
    put(`${name}.ans`);
  }
  const suiteFound = loadSuite(root, 'p');
  assert.equal(
    suiteFound.tests.map((t) => `${t.group}/${t.name}`),
    ['sample/1', 'hand/b', 'random/2', 'random/10'],
  );
  assert.equal(suiteFound.errors, []);
});
load('reports each broken file and keeps the good tests', () => {
  put('sample/1.in');
  put('sample/1.ans');
  put('sample/2.in');
  put('sample/3.ans');
  mkdirSync(join(root, 'testdata', 'p', 'empty'));
  const found = loadSuite(root, 'p');
  assert.equal(
    found.tests.map((t) => t.name),
    ['1'],
  );
  assert.equal(found.errors, [
    { file: 'testdata/p/sample/3.ans', message: 'answer without input: 3.in is missing' },
    { file: 'testdata/p/sample/2.in', message: 'input without answer: 2.ans is missing' },
    { file: 'testdata/p/empty', message: 'empty group: no .in/.ans files' },
  ]);
});
load('a problem without tests is an error', () => {
  assert.equal(loadSuite(root, 'p').errors, [{ file: 'testdata/p', message: 'no test data folder for this problem' }]);
  mkdirSync(join(root, 'testdata', 'p'), { recursive: true });
  assert.equal(loadSuite(root, 'p').errors, [{ file: 'testdata/p', message: 'this problem has no tests' }]);
});
load('bytes that are not UTF-8 are refused', () => {
  put('sample/1.in', Buffer.from([0xff, 0xfe, 0x31]));
  assert.equal(readTestText(join(root, 'testdata/p/sample/1.in')), { error: 'not UTF-8 text' });
  assert.equal(readTestText(join(root, 'testdata/p/sample/nope.in')), { error: 'cannot read: ENOENT' });
});
load.run();
