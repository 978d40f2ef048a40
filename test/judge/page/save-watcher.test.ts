// What the live page hears of saves: each save once, however the editor writes it, in a folder of the tree made
// later too; never the judge's output, packages or an editor's litter.
import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SAVE_QUIET_MS, SaveWatcher } from '../../../judge/page/save-watcher.ts';

/** A folder watched whole: the saves heard, each as its files' names from the folder, sorted. */
function watched() {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'judge-saves-')));
  const saves: string[][] = [];
  const watcher = new SaveWatcher((files) => saves.push(files.map((f) => f.slice(dir.length + 1)).sort()));
  watcher.watch(dir, true);
  /** Waits until a save could have been told (the writes quiet, the watcher's events in). */
  const settle = () => new Promise((done) => setTimeout(done, SAVE_QUIET_MS + 200));
  const close = () => {
    watcher.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, saves, watcher, settle, close };
}

const heard = suite('SaveWatcher');
heard('a file written in place, and one renamed over the old one: each save heard once, every time', async () => {
  const { dir, saves, settle, close } = watched();
  try {
    const file = join(dir, 'mine.ts');
    for (let k = 0; k < 3; k++) {
      writeFileSync(file, `// in place ${k}\n`);
      await settle();
      writeFileSync(join(dir, 'mine.ts.tmp'), `// renamed ${k}\n`);
      renameSync(join(dir, 'mine.ts.tmp'), file);
      await settle();
    }
    assert.equal(saves, Array(6).fill(['mine.ts']));
  } finally {
    close();
  }
});
heard('a folder made in the tree is watched: the files in it, and those saved there later', async () => {
  const { dir, saves, settle, close } = watched();
  try {
    mkdirSync(join(dir, 'wrong'));
    await settle();
    mkdirSync(join(dir, 'wrong', 'deep'));
    writeFileSync(join(dir, 'wrong', 'deep', 'a.ts'), '// a\n');
    await settle();
    writeFileSync(join(dir, 'wrong', 'deep', 'a.ts.tmp'), '// a again\n');
    renameSync(join(dir, 'wrong', 'deep', 'a.ts.tmp'), join(dir, 'wrong', 'deep', 'a.ts'));
    await settle();
    // The empty folder made is no save; the file in the folder made with it, and its save after, are.
    assert.equal(saves, [['wrong/deep/a.ts'], ['wrong/deep/a.ts']]);
  } finally {
    close();
  }
});
heard("never the judge's output, installed packages or an editor's swap and backup files", async () => {
  const { dir, saves, settle, close } = watched();
  try {
    mkdirSync(join(dir, 'dist', '.judge'), { recursive: true });
    mkdirSync(join(dir, 'node_modules', 'x'), { recursive: true });
    await settle();
    saves.length = 0;
    writeFileSync(join(dir, 'dist', '.judge', 'mine.js'), '0');
    writeFileSync(join(dir, 'node_modules', 'x', 'index.js'), '0');
    for (const litter of ['.mine.ts.swp', 'mine.ts~', '4913', 'mine.ts.tmp']) writeFileSync(join(dir, litter), '0');
    await settle();
    assert.equal(saves, []);
  } finally {
    close();
  }
});
heard(
  'a burst of writes is one save; a folder asked for twice, or within a tree watched, is watched once',
  async () => {
    const { dir, saves, watcher, settle, close } = watched();
    try {
      mkdirSync(join(dir, 'sub'));
      await settle();
      saves.length = 0;
      watcher.watch(dir, true);
      watcher.watch(join(dir, 'sub'), false);
      writeFileSync(join(dir, 'a.ts'), '1');
      writeFileSync(join(dir, 'sub', 'b.ts'), '1');
      writeFileSync(join(dir, 'a.ts'), '2');
      await settle();
      assert.equal(saves, [['a.ts', 'sub/b.ts']]);
    } finally {
      close();
    }
  },
);
heard('a folder not there is not watched, and closing stops every save', async () => {
  const { dir, saves, watcher, settle, close } = watched();
  try {
    watcher.watch(join(dir, 'absent'), true);
    watcher.close();
    writeFileSync(join(dir, 'a.ts'), '1');
    await settle();
    assert.equal(saves, []);
  } finally {
    close();
  }
});
heard.run();
