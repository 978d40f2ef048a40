// A run's scratch folder after the run: its output file read without following a link or blocking, to a cap; the
// folder removed without following a link, or left with one line where it cannot be.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite, type Test } from 'uvu';
import * as assert from 'uvu/assert';
import { readScratchFile, removeScratch, sweepScratch } from '../../../judge/run/scratch-folder.ts';

let scratch = '';
let outside = '';

/** Each test gets a fresh scratch folder and, outside it, a folder holding an answer a link may name. */
function withFolders<T>(test: Test<T>): Test<T> {
  test.before.each(() => {
    scratch = mkdtempSync(join(tmpdir(), 'scratch-test-'));
    outside = mkdtempSync(join(tmpdir(), 'scratch-outside-'));
    writeFileSync(join(outside, 'answer'), '42\n');
  });
  test.after.each(() => {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
  return test;
}

const read = withFolders(suite('readScratchFile'));

read('a regular file: its bytes up to the cap, and whether there was more', () => {
  writeFileSync(join(scratch, 'out.txt'), '12345');
  assert.equal(readScratchFile(scratch, 'out.txt', 5), { bytes: Buffer.from('12345'), exceeded: false });
  assert.equal(readScratchFile(scratch, 'out.txt', 3), { bytes: Buffer.from('123'), exceeded: true });
});

read('none there, a link, a folder or a FIFO is refused, saying what it was', () => {
  assert.equal(readScratchFile(scratch, 'out.txt', 100), { refused: 'not there' });
  symlinkSync(join(outside, 'answer'), join(scratch, 'out.txt'));
  assert.equal(readScratchFile(scratch, 'out.txt', 100), { refused: 'a symbolic link' });
  mkdirSync(join(scratch, 'folder'));
  assert.equal(readScratchFile(scratch, 'folder', 100), { refused: 'a folder' });
  // Opened to read without O_NONBLOCK, a FIFO with no writer would block this process for good.
  assert.is(spawnSync('mkfifo', [join(scratch, 'fifo')]).status, 0);
  assert.equal(readScratchFile(scratch, 'fifo', 100), { refused: 'a named pipe' });
});

read('a name that is a path is a bug in the caller', () => {
  for (const name of ['../answer', 'a/b', '..', '.', ''])
    assert.throws(() => readScratchFile(scratch, name, 100), /not a plain file name/);
});

read.run();

const remove = withFolders(suite('removeScratch and sweepScratch'));

remove('links to a folder and a file outside are removed, their targets kept', () => {
  mkdirSync(join(scratch, 'a/b'), { recursive: true });
  writeFileSync(join(scratch, 'a/b/file'), 'x');
  symlinkSync(outside, join(scratch, 'a/to-folder'));
  symlinkSync(join(outside, 'answer'), join(scratch, 'to-file'));
  assert.ok(removeScratch(scratch));
  assert.not.ok(existsSync(scratch));
  assert.is(readFileSync(join(outside, 'answer'), 'utf8'), '42\n');
});

remove('a folder it cannot remove is left, in one line naming it, after stopping the run again', async () => {
  // Deeper than the removal goes: as certain a way to keep a folder as a survivor that keeps writing into it.
  mkdirSync(join(scratch, ...Array(1001).fill('d')), { recursive: true });
  let stops = 0;
  const left = await sweepScratch(scratch, () => stops++);
  assert.is(
    left,
    `scratch folder left: ${scratch} (something the run started kept it, writing into it or nested too deep); remove it once nothing runs there: rm -rf ${scratch}`,
  );
  assert.is(stops, 4, 'stopped again before each try after the first');
  assert.ok(existsSync(scratch));
});

remove('a folder gone already is removed', async () => {
  rmSync(scratch, { recursive: true });
  assert.is(await sweepScratch(scratch, () => assert.unreachable('nothing to stop')), null);
});

remove.run();
