import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { solve } from '../../solutions/bhoj-1460.ts';

const solveSuite = suite('solve');
solveSuite('sample: the runner is held to a draw', () => {
  assert.is(solve('6\n2 2 5\n1 3\n3 0 4 5\n3 1 4 5\n2 2 3\n3 0 2 3\n'), '0\n');
});
solveSuite('accepts CRLF, runs of blanks and no final newline', () => {
  assert.is(solve('3\r\n1   1\r\n2 0  2\r\n1 1'), '1\n');
});
solveSuite('a self-loop lets a player stay put', () => {
  // Star 3-{0,1,2}: the runner on 1 may stay, but the chaser walks 2 -> 3 -> 1 and catches it.
  assert.is(solve('4\n1 3\n2 3 1\n1 3\n3 0 1 2\n'), '2\n');
});
solveSuite('a repeated neighbour is one move, not two', () => {
  assert.is(solve('4\n1 3\n2 3 3\n1 3\n3 0 1 2\n'), '2\n');
});
solveSuite.run();
