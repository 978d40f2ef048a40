import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertRefusals } from '../../../helpers/user-errors.ts';
import { parseGenData } from '../../../../scripts/formats/tps/gen-data.ts';

// TPS's own example of gen/data (docs/README.md), its tests named as its gen.py names them.
const EXAMPLE = `@subtask samples
copy ../public/examples/01.in
copy ../public/examples/02.in
# Copies the sample test case inputs from directory "public/examples".

# A comment is here
@testset ABC
gencode random 2
  # Another comment, indented
gencode slow_up 19 asdgs

@subtask 2^n
gencode slow_up 19 sfgrev
@include ABC
manual man-01.in

@testset apple
gencode random 40 qwetf

@subtask bt
@include 2^n apple
gencode magic 40

@subtask full
@include bt
gencode random 1000 "a b"
`;

const gen = suite('parseGenData');
gen(
  'tests named by subtask number (a @testset by its name) and place; @include takes what a set holds, transitively',
  () => {
    const data = parseGenData(EXAMPLE, false);
    assert.equal(
      data.tests.map((t) => [t.name, t.testset, t.line]),
      [
        ['0-01', 'samples', 2],
        ['0-02', 'samples', 3],
        ['ABC-01', 'ABC', 8],
        ['ABC-02', 'ABC', 10],
        ['1-01', '2^n', 13],
        ['1-02', '2^n', 15],
        ['apple-01', 'apple', 18],
        ['2-01', 'bt', 22],
        ['3-01', 'full', 26],
      ],
    );
    assert.equal(data.tests[2].words, ['gencode', 'random', '2']);
    assert.equal(data.tests.at(-1)?.words, ['gencode', 'random', '1000', 'a b']);
    assert.is(data.tests.at(-1)?.text, 'gencode random 1000 "a b"');
    assert.equal(
      data.testsets.map((t) => [t.name, t.subtask, t.line, t.includes, t.tests]),
      [
        ['samples', true, 1, [], ['0-01', '0-02']],
        ['ABC', false, 7, [], ['ABC-01', 'ABC-02']],
        ['2^n', true, 12, ['ABC'], ['1-01', 'ABC-01', 'ABC-02', '1-02']],
        ['apple', false, 17, [], ['apple-01']],
        ['bt', true, 20, ['2^n', 'apple'], ['1-01', 'ABC-01', 'ABC-02', '1-02', 'apple-01', '2-01']],
        ['full', true, 24, ['bt'], ['1-01', 'ABC-01', 'ABC-02', '1-02', 'apple-01', '2-01', '3-01']],
      ],
    );
  },
);
gen('an @include of the open set itself adds nothing', () => {
  const data = parseGenData('@subtask a\nx 1\n@subtask b\n@include a\nx 2\n@include b\n', false);
  assert.equal(data.testsets[1].tests, ['0-01', '1-01'], 'a set including itself adds nothing');
});
gen('an output-only task numbers its tests alone; Windows line ends read as TPS reads them', () => {
  const data = parseGenData('@subtask one\r\nmanual 1.in\r\n\r\n@subtask two\r\ngen 5\r\ngen 6\r\n', true);
  assert.equal(
    data.tests.map((t) => [t.name, t.words]),
    [
      ['01', ['manual', '1.in']],
      ['02', ['gen', '5']],
      ['03', ['gen', '6']],
    ],
  );
});
gen('what TPS stops on is refused at its line', () => {
  const cases: [string, string][] = [
    ['gen 1\n', 'gen/data:1: a test before any @subtask or @testset'],
    ['\n@include a\n', 'gen/data:2: @include before any @subtask or @testset'],
    ['@subtask a\n@include b\n', 'gen/data:2: @include of "b", not defined above'],
    ['@subtask a\n@include b\n@testset b\n', 'gen/data:2: @include of "b", not defined above'],
    ['@subtask a\n@group b\n', 'gen/data:2: unknown command @group (@subtask, @testset, @include)'],
    ['@subtask\n', 'gen/data:1: @subtask needs a name'],
    ['@subtask a\n\n@testset a\n', 'gen/data:3: test-set "a" is opened again (first at line 1)'],
    ['@subtask a\ngen "1\n', 'gen/data:2: a quote is not closed, or the line ends in a lone backslash'],
    ['@testset 0\ngen 1\n@subtask a\ngen 2\n', 'gen/data:4: test 0-01 is named as the test of line 2 is'],
  ];
  assertRefusals(cases, (text) => parseGenData(text, false));
});
gen.run();
