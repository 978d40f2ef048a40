import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { formatText } from '../../../judge/report/report.ts';

// A root of its own: this kit's problems and solutions, and one test whose forced win is longer than 2n moves.
let root = '';
const explained = suite('a WA shows why the expected answer is right');
explained.before(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-explain-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  mkdirSync(join(root, 'testdata/bhoj-1460/hand'), { recursive: true });
  for (const ext of ['in', 'ans'])
    cpSync(`testdata/bhoj-1460/random/long-win-n20-95-moves.${ext}`, join(root, `testdata/bhoj-1460/hand/long.${ext}`));
  mkdirSync(join(root, 'testdata/cat-mouse-duel/sample'), { recursive: true });
  for (const ext of ['in', 'ans'])
    cpSync(`testdata/cat-mouse-duel/sample/1.${ext}`, join(root, `testdata/cat-mouse-duel/sample/1.${ext}`));
});
explained.after(() => rmSync(root, { recursive: true, force: true }));

explained('a solution that stops after 2n moves: the winner’s line of play under its WA', async () => {
  const report = await judge({
    root,
    problemIds: ['bhoj-1460'],
    solution: resolve('solutions/wrong/bhoj-1460/dp-2n-moves.ts'),
  });
  const [result] = report.problems[0].results;
  assert.is(result.verdict, 'WA');
  assert.equal(result.explanation?.headline, 'mouse wins in 95 moves (1)');
  assert.match(result.explanation!.line, /^mouse 1->\d+, cat 2->\d+, .*, \.\.\., .*mouse \d+->0 \(95 moves\)$/);
  const text = formatText(report, root, false);
  assert.match(text, /line 1: expected "1", got "0"\n\s+why: mouse wins in 95 moves \(1\)\n\s+mouse 1->/);
});
explained(
  'a game lost against the jury: the game as played under its WA, the losing move valued, a line that keeps it',
  async () => {
    // The greedy mouse runs to the hole past the cat: on sample 1 it steps onto the cat at its second move.
    const report = await judge({
      root,
      problemIds: ['cat-mouse-duel'],
      solution: resolve('solutions/wrong/cat-mouse-duel/greedy-mouse.ts'),
    });
    const [result] = report.problems[0].results;
    assert.is(result.verdict, 'WA');
    assert.is(result.explanation?.headline, 'over: the cat won; the mouse could force a draw from the start');
    assert.match(
      result.explanation!.line,
      /^1\. you mouse 1 -> 3 \(keeps a draw\), 2\. jury cat 2 -> \d, 3\. you mouse 3 -> \d \(turns a draw into a loss\); instead, a line that keeps it: mouse 3 -> 4, /,
    );
    assert.match(
      formatText(report, root, false),
      /why: over: the cat won; the mouse could force a draw from the start\n\s+1\. you mouse 1 -> 3/,
    );
  },
);
explained.run();
