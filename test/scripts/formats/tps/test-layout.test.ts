import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseGenData } from '../../../../scripts/formats/tps/gen-data.ts';
import { testLayout } from '../../../../scripts/formats/tps/test-layout.ts';

const layout = suite('testLayout');
layout(
  'a folder for each test-set that makes tests, the samples the kit’s sample group; each folder’s subtasks',
  () => {
    const data = parseGenData(
      `@subtask samples
copy ../public/examples/01.in
@testset shared/set
gen 1
@subtask 2^n
@include samples shared/set
gen 2
@testset unused
gen 3
@testset invalid
gen 4
@subtask 2-n
gen 5
@subtask empty
@subtask full
@include 2^n empty invalid
`,
      false,
    );
    const { folderOf, subtasksOf, selectorOf } = testLayout(data);
    assert.equal(
      [...folderOf],
      [
        ['samples', 'sample'],
        ['shared/set', 'shared-set'],
        ['2^n', '2-n'],
        ['unused', 'unused'],
        ['invalid', 'testset-invalid'],
        ['2-n', '2-n-2'],
      ],
    );
    assert.equal(
      [...subtasksOf],
      [
        ['sample', ['samples', '2^n', 'full']],
        ['shared-set', ['2^n', 'full']],
        ['2-n', ['2^n', 'full']],
        ['unused', []],
        ['testset-invalid', ['full']],
        ['2-n-2', ['2-n']],
      ],
    );
    assert.equal(
      [...selectorOf],
      [
        ['samples', ['sample']],
        ['2^n', ['sample', 'shared-set', '2-n']],
        ['2-n', ['2-n-2']],
        ['empty', []],
        ['full', ['sample', 'shared-set', '2-n', 'testset-invalid']],
      ],
    );
  },
);
layout.run();
