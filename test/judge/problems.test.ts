import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listProblemIds, loadProblem } from '../../judge/problems.ts';

let root = '';
function writeProblem(id: string, fields: unknown) {
  mkdirSync(join(root, 'problems', id), { recursive: true });
  writeFileSync(join(root, 'problems', id, 'problem.json'), typeof fields === 'string' ? fields : JSON.stringify(fields));
}
const good = { id: 'p', title: 'T', judge: 'J', timeLimitMs: 1000, memoryLimitMb: 64, outputLimitMb: 1, bundleTarget: 'node12' };

const load = suite('loadProblem');
load.before(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-problems-'));
});
load.after(() => rmSync(root, { recursive: true, force: true }));
load('reads the kit’s own problems', () => {
  assert.equal(listProblemIds(resolve('.')), ['bhoj-1460', 'lanqiao-lol', 'leetcode-913']);
  assert.is(loadProblem(resolve('.'), 'bhoj-1460').memoryLimitMb, 64);
  assert.is(loadProblem(resolve('.'), 'leetcode-913').pasteForm?.functionName, 'catMouseGame');
});
load('names the file and the field that is wrong', () => {
  writeProblem('p', { ...good, timeLimitMs: -5 });
  assert.throws(() => loadProblem(root, 'p'), /problems\/p\/problem\.json: field "timeLimitMs" must be a positive number, got -5/);
  writeProblem('p', { ...good, bundleTarget: 'es5' });
  assert.throws(() => loadProblem(root, 'p'), /field "bundleTarget" must look like node12/);
  writeProblem('p', { ...good, id: 'q' });
  assert.throws(() => loadProblem(root, 'p'), /field "id" must be "p"/);
  writeProblem('p', '{ not json');
  assert.throws(() => loadProblem(root, 'p'), /problem\.json: not valid JSON/);
});
load('an unknown id lists the known ones', () => {
  writeProblem('p', good);
  assert.throws(() => loadProblem(root, 'zzz'), /unknown problem id 'zzz' .*known ids: p/);
});
load.run();
