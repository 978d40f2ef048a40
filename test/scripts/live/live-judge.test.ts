import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isSourceChange } from '../../../scripts/live/live-judge.ts';

const watched = suite('what a save that judges again is');
watched('a solution in any language the judge takes, with / or \\ in its path', () => {
  for (const file of ['bhoj-1460.ts', 'wrong/bhoj-1460/dp.ts', 'my\\cat.CPP', 'Main.java', 'a.py', 'lib\\x.mjs'])
    assert.ok(isSourceChange(file), file);
});
watched("not the judge's own bundles, test data, packages or other files, on either kind of path", () => {
  for (const file of [
    'dist/.judge/bhoj-1460.js',
    'dist\\.judge\\bhoj-1460.js',
    'x/node_modules/a/index.js',
    'testdata\\bhoj-1460\\manual\\a.in',
    'notes.md',
    'a.out',
  ])
    assert.not.ok(isSourceChange(file), file);
});
watched.run();
