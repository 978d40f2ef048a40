// gen/GEN read as CMS reads it: a test a line, comments and blank lines nothing, `# ST:` however spaced opening a
// subtask, `# COPY:` a test copied, each test told its subtask as cmsMake tells the validator; the loader's faults
// (a test beside ST:, a test before the first subtask, points not adding up to 100) one line naming the line.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseGen } from '../../../../scripts/formats/cms/gen-file.ts';
import { SUBTASKS } from '../../../helpers/cms-packages.ts';
import { assertRefusals } from '../../../helpers/user-errors.ts';

const gen = suite('parseGen');
gen('tests, comments, blank lines, ST: spaced three ways and a COPY: line', () => {
  const { tests, subtasks, unrecognized } = parseGen(SUBTASKS['gen/GEN'], 'gen/GEN');
  assert.equal(
    tests.map((t) => [t.line, t.words, t.copy, t.subtask]),
    [
      [4, '1 3', false, 1],
      [5, '2 3', false, 1],
      [7, 'gen/hand.txt', true, 2],
      [8, '3 10', false, 2],
      [10, '4 1000', false, 3],
      [11, '5 1000', false, 3],
    ],
  );
  assert.equal(subtasks, [
    { points: 20, tests: 2, line: 3 },
    { points: 30, tests: 2, line: 6 },
    { points: 50, tests: 2, line: 9 },
  ]);
  assert.equal(unrecognized, []);
});
gen('no ST: line: no subtasks (the loader scores by Sum), every test told subtask 0', () => {
  const { tests, subtasks } = parseGen('1\n\n# two\n2 # a test and its comment\n', 'gen/GEN');
  assert.equal(
    tests.map((t) => [t.words, t.subtask]),
    [
      ['1', 0],
      ['2', 0],
    ],
  );
  assert.equal(subtasks, []);
});
gen("comments cmsMake refuses to generate from: '#' not followed by a blank, and not ST: or COPY:", () => {
  assert.equal(parseGen('#ST: 100\n#note\n#\n# fine\n1\n#\tx\n', 'gen/GEN').unrecognized, [2, 3, 6]);
});
gen("the loader's faults, each naming its line", () => {
  const faults: [string, string][] = [
    [
      '# ST: 100\n1 # ST: 5\n',
      'gen/GEN:2: a test and "ST:" on one line; CMS takes one a line (put the subtask on its own line)',
    ],
    [
      '1 2 # COPY: x\n',
      'gen/GEN:1: a test and "COPY:" on one line; CMS takes one a line (put the copy on its own line)',
    ],
    ['# ST: 30 small n\n', 'gen/GEN:1: "ST:" must give the subtask\'s points as a whole number, got "30 small n"'],
    [
      '1\n# ST: 100\n2\n',
      'gen/GEN:1: a test before the first "# ST:" line: CMS\'s loader needs every test in a subtask (open one above it)',
    ],
    ['# ST: 40\n1\n# ST: 50\n2\n', "gen/GEN:1: the subtasks' points add up to 90; CMS's loader needs 100 (40 + 50)"],
  ];
  assertRefusals(faults, (text) => parseGen(text, 'gen/GEN'));
});
gen.run();
