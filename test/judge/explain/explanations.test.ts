import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/judge.ts';
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
explained.run();
