// The live judge's own logic, in Node, judging nothing: what a save is heard as (live-judge.e2e.test.ts judges real
// runs end to end).
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LiveJudge } from '../../../judge/page/live-judge.ts';

/** A root with an empty solutions/ folder, and a live judge of no problem watching it: each notice it sends. */
function watching() {
  const root = mkdtempSync(join(tmpdir(), 'judge-live-saves-'));
  mkdirSync(join(root, 'solutions'));
  const notices: string[] = [];
  let heard = () => {};
  const live = new LiveJudge(root, [], (event) => {
    if (event.kind === 'status' && event.status.notice) {
      notices.push(event.status.notice);
      heard();
    }
  });
  live.watchFiles();
  /** Resolved once `count` notices have come, or after `ms`. */
  const noticed = (count: number, ms = 2000) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      heard = () => {
        if (notices.length >= count) {
          clearTimeout(timer);
          done();
        }
      };
      heard();
    });
  return { root, live, notices, noticed };
}

const saves = suite('a save is heard');
saves('every time, when an editor writes a new file and renames it over the old one (vim, JetBrains)', async () => {
  const { root, live, notices, noticed } = watching();
  const file = join(root, 'solutions', 'notes.ts');
  writeFileSync(file, '// 0\n');
  try {
    await noticed(1);
    for (let k = 1; k <= 3; k++) {
      writeFileSync(`${file}.tmp`, `// ${k}\n`);
      renameSync(`${file}.tmp`, file);
      await noticed(1 + k);
    }
    assert.equal(notices, Array(4).fill('saved solutions/notes.ts: no problem uses it, nothing judged'));
  } finally {
    live.close();
    rmSync(root, { recursive: true, force: true });
  }
});
saves.run();
