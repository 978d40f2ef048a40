import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { solutionFlags, solutionTargets } from '../../../scripts/cli/solution-flags.ts';

const ids = ['bhoj-1460', 'lanqiao-lol', 'leetcode-913'];

const flags = suite('solutionFlags');
flags('FILE and ID=FILE, each repeatable; an = in a file name that is no problem id is a FILE', () => {
  assert.equal(solutionFlags(['a.ts', 'bhoj-1460=b.ts', 'bhoj-1460=c.cpp', 'x=y.ts'], ids), {
    plain: ['a.ts', 'x=y.ts'],
    byProblem: { 'bhoj-1460': ['b.ts', 'c.cpp'] },
  });
});
flags.run();

const targets = suite('solutionTargets (the live page)');
targets('every problem when none is named; ID=FILE replaces that problem accepted solution', () => {
  assert.equal(solutionTargets(['lanqiao-lol=mine.ts'], [], ids), [
    { problem: 'bhoj-1460' },
    { problem: 'lanqiao-lol', solution: 'mine.ts' },
    { problem: 'leetcode-913' },
  ]);
});
targets('several problems named, a FILE for them, and two files side by side for one', () => {
  assert.equal(solutionTargets(['mine.ts', 'bhoj-1460=a.cpp', 'bhoj-1460=b.py'], ['bhoj-1460', 'leetcode-913'], ids), [
    { problem: 'bhoj-1460', solution: 'a.cpp' },
    { problem: 'bhoj-1460', solution: 'b.py' },
    { problem: 'leetcode-913', solution: 'mine.ts' },
  ]);
});
targets('a FILE with no problem named is refused, saying what to give', () => {
  assert.equal(solutionTargets(['mine.ts'], [], ids), {
    error: '--solution FILE needs the problems it solves: name their ids (or give --solution ID=FILE)',
  });
});
targets.run();
