import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validate as validateBhoj } from '../../problems/bhoj-1460/validator.ts';
import { validate as validateDuel } from '../../problems/cat-mouse-duel/validator.ts';
import { validate as validateLol } from '../../problems/lanqiao-lol/validator.ts';
import { validate as validateLeetcode } from '../../problems/leetcode-913/validator.ts';
import { lolDuelStress } from '../../problems/lol-duel/stress.ts';
import { validate as validateLolDuel } from '../../problems/lol-duel/validator.ts';
import { Rng } from '../../problems/_authoring/index.ts';
import { listProblemIds, loadProblem } from '../../judge/registry/problems.ts';
import { loadSuite } from '../../judge/registry/testdata.ts';
import { checkInput } from '../../judge/validate/check-input.ts';

const all = suite('every file under testdata/ passes its validator');
for (const id of listProblemIds('.')) {
  all(id, async () => {
    const problem = await loadProblem('.', id);
    // Every group, nested ones too (an imported package's secret/<group>/...), as the registry reads them.
    const { tests } = loadSuite('.', id);
    for (const test of tests) {
      const invalid = checkInput(problem, readFileSync(test.input, 'utf8'), test.group);
      assert.is(invalid, null, `${test.input}: ${JSON.stringify(invalid)}`);
    }
    assert.ok(tests.length >= 1, `${id}: no inputs`);
  });
}
all.run();

const bhoj = suite('bhoj-1460 validator');
const star = '4\n1 3\n1 3\n1 3\n3 0 1 2\n';
bhoj('accepts a valid graph, with CRLF and runs of blanks', () => {
  assert.is(validateBhoj(star), null);
  assert.is(validateBhoj(star.replace(/\n/g, '\r\n').replace(/ /g, '  ').trimEnd()), null);
});
bhoj('names line and field of each kind of error', () => {
  assert.equal(validateBhoj('2\n1 1\n1 0\n'), { line: 1, field: 'n', message: '2 is outside 3..50' });
  assert.equal(validateBhoj('x\n'), { line: 1, field: 'n', message: 'expected one integer, got "x"' });
  assert.equal(validateBhoj('4\n1 3\n1 3\n1 3\n'), {
    line: 5,
    field: 'lines',
    message: 'expected 4 node lines after n, found 3',
  });
  assert.equal(validateBhoj('4\n1 3\n2 3\n1 3\n3 0 1 2\n'), {
    line: 3,
    field: 'node 1 count',
    message: 'says 2 neighbours, but 1 follow',
  });
  assert.equal(validateBhoj('4\n1 3\n1 1\n1 3\n3 0 1 2\n'), {
    line: 3,
    field: 'node 1 neighbour 1',
    message: 'self-loop: node 1 lists itself',
  });
  assert.equal(validateBhoj('4\n1 3\n2 3 3\n1 3\n3 0 1 2\n'), {
    line: 3,
    field: 'node 1 neighbour 2',
    message: 'neighbour 3 is listed twice',
  });
  assert.equal(validateBhoj('4\n1 3\n1 7\n1 3\n3 0 1 2\n'), {
    line: 3,
    field: 'node 1 neighbour 1',
    message: 'neighbour 7 is outside 0..3',
  });
  assert.equal(validateBhoj('4\n1 3\n1 3\n1 3\n2 0 1\n'), {
    line: 4,
    field: 'node 2 neighbour 1',
    message: 'not undirected: node 2 lists 3, but node 3 does not list 2',
  });
  assert.equal(validateBhoj('4\n2 2 3\n1 3\n1 0\n2 0 1\n'), {
    line: 4,
    field: 'node 2',
    message: 'the cat on node 2 cannot move: its only neighbour is the hole',
  });
  assert.equal(validateBhoj('4\n1 3\n0\n1 3\n3 0 1 2\n'), {
    line: 3,
    field: 'node 1',
    message: 'node 1 has no neighbours; every node needs at least one',
  });
  assert.equal(validateBhoj('4\n1 3\n1 -3\n1 3\n3 0 1 2\n'), {
    line: 3,
    field: 'node 1 neighbour 1',
    message: 'expected a node number, got "-3"',
  });
});
bhoj.run();

const leetcode = suite('leetcode-913 validator');
leetcode('accepts one graph per line, blank lines between', () => {
  assert.is(validateLeetcode('[[1,3],[0],[3],[0,2]]\n\n[ [3], [3], [3], [0,1,2] ]\n'), null);
});
leetcode('names the line and the entry', () => {
  assert.equal(validateLeetcode('[[1,3],[0],[3],[0,2]]\n[[3],[3],[3],[0,1,2,2]]\n'), {
    line: 2,
    field: 'graph[3][3]',
    message: 'neighbour 2 is listed twice',
  });
  assert.equal(validateLeetcode('[[1],[0,2],[1]\n'), {
    line: 1,
    field: 'graph 1',
    message: 'expected "," or "]" after list 2, got the end of the line',
  });
  assert.equal(validateLeetcode('[[1],[0,2],[1]]]\n'), {
    line: 1,
    field: 'graph 1',
    message: 'unexpected "]" at column 16 after the graph',
  });
  assert.equal(validateLeetcode('[[1],[a],[1]]\n'), {
    line: 1,
    field: 'graph 1',
    message: 'expected a node number in list 1, got "a" at column 7',
  });
  assert.equal(validateLeetcode('\n\n'), {
    line: 1,
    field: 'graph',
    message: 'no graph: expected one graph literal per line',
  });
});
leetcode.run();

const lol = suite('lanqiao-lol validator');
lol('accepts the sample', () => {
  assert.is(validateLol('4\n***\nL**L\nL**L***L\nL*****L\n'), null);
});
lol('names the row and what is wrong', () => {
  assert.equal(validateLol('2\n***\nLOL*\n'), {
    line: 3,
    field: 'row 2',
    message: 'already reads LOL at column 1; the game would be over',
  });
  assert.equal(validateLol('1\nL*x\n'), {
    line: 2,
    field: 'row 1',
    message: 'character "x" at column 3; rows use only L, O and *',
  });
  assert.equal(validateLol(`1\n${'*'.repeat(20)}\n`), {
    line: 2,
    field: 'row 1',
    message: 'length 20; rows are 1..19 cells',
  });
  assert.equal(validateLol('3\n***\n'), { line: 3, field: 'rows', message: 'expected 3 rows after n, found 1' });
  assert.equal(validateLol('10\n'), { line: 1, field: 'n', message: '10 is outside 1..9' });
  assert.equal(validateLol('1\n** *\n'), {
    line: 2,
    field: 'row 1',
    message: 'expected one row of L, O and *, got 2 words',
  });
});
lol.run();

const duel = suite('cat-mouse-duel validator');
// The star graph: every node is next to node 3, the hole too; the cat, on 2, wins: the mouse must pass through 3.
const STAR = '4\n1 3\n1 3\n1 3\n3 0 1 2\n';
duel('accepts the graph with the side that can force the result, and its seed', () => {
  assert.is(validateDuel(`${STAR}CAT 3\n`), null);
  assert.is(validateDuel(`${STAR}CAT 0\r\n`), null);
});
duel('names the line and field of each mistake after the graph', () => {
  const at = (input: string) => {
    const invalid = validateDuel(input);
    return invalid && `${invalid.line} ${invalid.field}: ${invalid.message}`;
  };
  assert.is(at(STAR), '6 side: expected one line "MOUSE seed" or "CAT seed" after the 4 node lines, found 0');
  assert.is(at(`${STAR}DOG 1\n`), '6 side: expected MOUSE or CAT, got "DOG"');
  assert.is(at(`${STAR}CAT\n`), '6 seed: expected one whole number after CAT, got ""');
  assert.is(at(`${STAR}CAT 1 2\n`), '6 seed: expected one whole number after CAT, got "1 2"');
  assert.is(at(`${STAR}MOUSE 1\n`), '6 side: the mouse cannot force a draw here: the cat wins in 2 moves');
  assert.match(at(`${STAR}CAT 1\nCAT 2\n`) ?? '', /^7 side: expected one line/);
});
duel.run();

const lolDuel = suite('lol-duel validator');
lolDuel('accepts a row with an empty cell and a turn with its seed', () => {
  assert.is(validateLolDuel('L**L***L\nFIRST 1\n'), null);
  assert.is(validateLolDuel(`${`${'*'.repeat(38)}OO`.repeat(5)}\r\nSECOND 0\r\n`), null);
  assert.is(validateLolDuel(`${'*'.repeat(19)}O${'*'.repeat(20)}\nFIRST 3\n`), null);
});
lolDuel('names the line and field of each mistake', () => {
  const at = (input: string) => {
    const invalid = validateLolDuel(input);
    return invalid && `${invalid.line} ${invalid.field}: ${invalid.message}`;
  };
  assert.is(at('L*L OO\nFIRST 1\n'), '1 row: expected one row of L, O and *, got 2 words');
  assert.is(at('L*X\nFIRST 1\n'), '1 row: character "X" at column 3; rows use only L, O and *');
  assert.is(at(`${'*'.repeat(201)}\nFIRST 1\n`), '1 row: length 201; rows are 1..200 cells');
  assert.is(at('*LOL\nFIRST 1\n'), '1 row: already reads LOL at column 2; the game would be over');
  assert.is(at('LOOL\nFIRST 1\n'), '1 row: no empty cell: there is no move to make');
  assert.is(
    at(`L*OO${'*'.repeat(20)}O${'*'.repeat(20)}\nFIRST 1\n`),
    '1 row: cells 5 to 45 are one stretch where LOL can still appear (41 cells); a stretch may span at most 40',
  );
  assert.is(at('L**\n'), '2 turn: expected one line "FIRST seed" or "SECOND seed" after the row, found 0');
  assert.is(at('L**\nTHIRD 1\n'), '2 turn: expected FIRST or SECOND, got "THIRD"');
  assert.is(at('L**\nFIRST x\n'), '2 seed: expected one whole number after FIRST, got "x"');
});
lolDuel('stress draws and shrinks only cases the validator accepts, long ones within the 40-cell bound', () => {
  const draw = lolDuelStress.guided(new Rng(73));
  let long = 0;
  for (let i = 0; i < 200; i++) {
    const test = draw();
    if (test.row.length > 40) long++;
    for (const each of [test, ...lolDuelStress.smaller(test)]) {
      const input = lolDuelStress.format(each);
      assert.is(validateLolDuel(input), null, input);
    }
  }
  assert.ok(long > 20, `${long} long rows`);
});
lolDuel.run();
