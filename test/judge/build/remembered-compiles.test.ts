import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { markUsed, pruneCompiled } from '../../../judge/build/remembered-compiles.ts';

const kept = suite('the remembered compiles held to a size');
kept('the least recently used builds go first until it fits; one used in the last hour stays', () => {
  const cache = mkdtempSync(join(tmpdir(), 'judge-compiled-'));
  try {
    const build = (name: string, mb: number, hoursAgo: number) => {
      mkdirSync(join(cache, name, 'classes'), { recursive: true });
      writeFileSync(join(cache, name, 'classes', 'main'), Buffer.alloc(mb * 1024 * 1024));
      writeFileSync(join(cache, name, '.compiled'), '');
      const then = new Date(Date.now() - hoursAgo * 3600_000);
      utimesSync(join(cache, name, '.compiled'), then, then);
    };
    build('oldest', 2, 30);
    build('older', 2, 20);
    build('old', 2, 10);
    build('now', 2, 0);
    markUsed(join(cache, 'older')); // taken just now: the oldest mark is no longer its
    pruneCompiled(cache, 5);
    assert.equal(
      ['oldest', 'older', 'old', 'now'].map((name) => existsSync(join(cache, name))),
      [false, true, false, true],
    );
    // Over the size with every build used in the last hour: none removed.
    pruneCompiled(cache, 1);
    assert.equal(
      ['older', 'now'].map((name) => existsSync(join(cache, name))),
      [true, true],
    );
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});

kept.run();
