// npm run format: what npm test's format and lint check asks for, done, in a root of a setter's own problem, and
// what only a hand can fix named by file and line with a non-zero exit; then the check itself passes.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { formatCommand } from '../../scripts/format.ts';
import { runInProcess } from '../helpers/run-command.ts';

let root = '';
const format = suite('npm run format');
format.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-format-'));
  copyFileSync('biome.json', join(root, 'biome.json'));
  mkdirSync(join(root, 'problems', 'inversions'), { recursive: true });
});
format.after.each(() => rmSync(root, { recursive: true, force: true }));

/** npm test's own check (test/run.mjs) on the root: its exit status. */
const checked = () =>
  spawnSync(
    process.execPath,
    [resolve('node_modules/@biomejs/biome/bin/biome'), 'ci', '--error-on-warnings', '--vcs-enabled=false', '.'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  ).status;

format.e2e('with or without a .gitignore (a clone has one; a root copied elsewhere may not)', async () => {
  writeFileSync(join(root, 'problems', 'inversions', 'problem.ts'), 'export const a = {b:1}\n');
  assert.is((await runInProcess(formatCommand, ['--root', root])).status, 0);
  copyFileSync('.gitignore', join(root, '.gitignore'));
  writeFileSync(join(root, 'problems', 'inversions', 'problem.ts'), 'export const a = {b:1}\n');
  assert.is((await runInProcess(formatCommand, ['--root', root])).status, 0);
  assert.is(readFileSync(join(root, 'problems', 'inversions', 'problem.ts'), 'utf8'), 'export const a = { b: 1 };\n');
});

format("a setter's unformatted problem: formatted, exit 0, and npm test's check passes on it", async () => {
  const file = join(root, 'problems', 'inversions', 'problem.ts');
  writeFileSync(file, 'export const limits = {timeMs:1000,\n      memoryMb:256}\nlet n = 3\nexport const m = n\n');
  assert.is(checked(), 1, 'the check fails first');
  const run = await runInProcess(formatCommand, ['--root', root]);
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, "formatted: npm test's format and lint check passes");
  assert.is(
    readFileSync(file, 'utf8'),
    'export const limits = { timeMs: 1000, memoryMb: 256 };\nconst n = 3;\nexport const m = n;\n',
  );
  assert.is(checked(), 0);
});

format('what needs a hand is named by file and line, exit 1, and how to go on', async () => {
  writeFileSync(join(root, 'problems', 'inversions', 'problem.ts'), 'export const f = (x: any) => x;\n');
  const run = await runInProcess(formatCommand, ['--root', root]);
  assert.is(run.status, 1);
  assert.match(`${run.stdout}${run.stderr}`, 'problems/inversions/problem.ts:1:');
  assert.match(run.stderr, 'needs a hand: fix it, then npm run format again');
});

format.run();
