import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseGraphLiteral } from '../../solutions/lib/graph-literal.ts';
import { solve } from '../../solutions/leetcode-913.ts';

const parse = suite('parseGraphLiteral');
parse('reads lists of lists with blanks anywhere', () => {
  assert.equal(parseGraphLiteral(' [ [1, 3],[0] ,[3],[0,2]] '), [[1, 3], [0], [3], [0, 2]]);
});
parse('keeps an empty inner list', () => {
  assert.equal(parseGraphLiteral('[[],[2],[1]]'), [[], [2], [1]]);
});
parse('rejects a cut-off literal', () => {
  assert.throws(() => parseGraphLiteral('[[1,3],[0]'), /ends before/);
});
parse.run();

const solveSuite = suite('solve');
solveSuite('answers every non-empty line in order', () => {
  assert.is(solve('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n\n[[1,3],[0],[3],[0,2]]\r\n'), '0\n1\n');
});
solveSuite('prints nothing for an empty input', () => {
  assert.is(solve(''), '');
});
solveSuite.run();
