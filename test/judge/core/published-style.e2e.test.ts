// Solutions written as the published write-ups write them (C++ retrograde analysis and a search cut off after 2n moves
// on BHOJ 1460, Java's Solution class on LeetCode 913) judged on the kit's data: other languages, end to end (npm run
// test:full).
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { hasTool } from '../../helpers/compilers.ts';

// The real cat-and-mouse problems judged with solutions written the way contestants publish them, in C++ and Java:
// a retrograde one must pass, a search cut off after 2n moves must fail exactly the long games. The root is the real
// one (problems, solutions linked) with a slice of its data: the samples, the hand tests and a few long games.
// Compiling and running a JVM per test takes seconds, so this runs in `npm run test:full` (CI) only.
const FIXTURES = resolve('test/fixtures/solutions/native');
const LONG_GAMES = ['long-win-n10-36-moves', 'long-win-n50-233-moves'];
let fixtureRoot = '';

const published = suite('solutions in the published style');
published.before(() => {
  fixtureRoot = mkdtempSync(join(tmpdir(), 'judge-published-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(fixtureRoot, folder));
  for (const id of ['bhoj-1460', 'leetcode-913']) {
    for (const group of ['sample', 'hand'])
      cpSync(resolve('testdata', id, group), join(fixtureRoot, 'testdata', id, group), { recursive: true });
    mkdirSync(join(fixtureRoot, 'testdata', id, 'random'));
    for (const name of LONG_GAMES)
      for (const ext of ['.in', '.ans'])
        cpSync(resolve('testdata', id, 'random', name + ext), join(fixtureRoot, 'testdata', id, 'random', name + ext));
  }
});
published.after(() => rmSync(fixtureRoot, { recursive: true, force: true }));

async function verdicts(problem: string, file: string) {
  const report = await judge({ root: fixtureRoot, problemIds: [problem], solution: resolve(FIXTURES, file) });
  assert.equal(report.errors, []);
  return new Map(report.problems[0].results.map((r) => [`${r.group}/${r.name}`, r.verdict]));
}

published(
  'C++ on BHOJ 1460: retrograde analysis all AC, a search cut off after 2n moves WA on the long games only',
  async () => {
    if (!hasTool('C++', 'g++')) return;
    const right = await verdicts('bhoj-1460', 'bhoj-retrograde.cpp');
    assert.ok(right.size >= 10);
    assert.equal(
      [...right.values()].filter((v) => v !== 'AC'),
      [],
    );
    const cut = await verdicts('bhoj-1460', resolve('solutions/wrong/bhoj-1460/depth-2n-search.cpp'));
    const failed = [...cut]
      .filter(([, v]) => v !== 'AC')
      .map(([test]) => test)
      .sort();
    assert.equal(failed, ['hand/beyond-2n-moves', ...LONG_GAMES.map((name) => `random/${name}`)]);
    assert.ok([...cut.values()].every((v) => v === 'AC' || v === 'WA'));
  },
);

published('Java on LeetCode 913: the Solution class wrapped in a main reading stdin, all AC', async () => {
  if (!hasTool('Java', 'javac', '-version')) return;
  const right = await verdicts('leetcode-913', 'CatMouse.java');
  assert.ok(right.size >= 10);
  assert.equal(
    [...right].filter(([, v]) => v !== 'AC'),
    [],
  );
});

published.run();
