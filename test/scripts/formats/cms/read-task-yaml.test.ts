// task.yaml read as CMS's italy_yaml loader reads it: YAML 1.1 (yes, 010), the Italian names, the loader's defaults
// (input.txt and output.txt, total_value 100), a score type only with its parameters and n_input; tokens and contest
// settings named as not taken; a value the loader could not use a UserError naming the file, the line and the field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseTaskYaml } from '../../../../scripts/formats/cms/read-task-yaml.ts';
import { assertRefusals } from '../../../helpers/user-errors.ts';

const read = (text: string) => parseTaskYaml(text, 'task.yaml');

const fields = suite('parseTaskYaml: the fields');
fields("the loader's defaults: files input.txt and output.txt, total_value 100, no limits, nothing public", () => {
  const task = read('name: sum\ntitle: Sum\n');
  assert.equal(
    [task.name, task.title, task.infile, task.outfile, task.totalValue, task.timeSeconds, task.memoryMb],
    ['sum', 'Sum', 'input.txt', 'output.txt', 100, null, null],
  );
  assert.equal(
    [task.outputOnly, task.nInput, task.publicTestcases, task.scoreType, task.notTaken],
    [false, null, [], null, []],
  );
});
fields('the Italian names, YAML 1.1 as PyYAML reads it, empty file names for the standard streams', () => {
  const task = read(
    "nome_breve: somma\nnome: Somma\ntimeout: 1.5\nmemlimit: 64\noutput_only: yes\nn_input: 010\ninfile: ''\noutfile:\nrisultati: 0, 3\ntotal_value: '50'\n",
  );
  assert.equal(
    [task.name, task.title, task.timeSeconds, task.memoryMb, task.outputOnly, task.nInput, task.infile, task.outfile],
    ['somma', 'Somma', 1.5, 64, true, 8, '', ''],
  );
  assert.equal([task.publicTestcases, task.totalValue], [[0, 3], 50]);
  assert.is(read('name: a\ntitle: A\npublic_testcases: all\n').publicTestcases, 'all');
  assert.is(read('name: a\ntitle: A\ntime_limit: "2"\n').timeSeconds, 2, "float() of a string, as the loader's");
});
fields('a score type is taken only with its parameters and n_input, as the loader takes it', () => {
  const task = read('name: a\ntitle: A\nn_input: 4\nscore_type: GroupMin\nscore_type_parameters: [[40, 2], [60, 2]]\n');
  assert.equal(task.scoreType, {
    name: 'GroupMin',
    parameters: [
      [40, 2],
      [60, 2],
    ],
    line: 4,
  });
  const alone = read('name: a\ntitle: A\nscore_type: Sum\nscore_type_parameters: 10\n');
  assert.is(alone.scoreType, null);
  assert.equal(alone.notTaken, [
    "task.yaml:3: score_type, score_type_parameters without n_input: CMS's loader takes a score type only with all three, and ignores it, as the kit does",
  ]);
});
fields('tokens, contest settings and unknown fields: a line each, with the line of the first', () => {
  const task = read(
    'name: a\ntitle: A\nscore_mode: max\ntoken_mode: finite\ntoken_max_number: 3\nfeedback_level: full\ncolour: red\n',
  );
  assert.equal(task.notTaken, [
    "task.yaml:4: token_mode, token_max_number: CMS's tokens (a contestant plays one to see a submission's full result) have no place where every result is shown",
    'task.yaml:3: score_mode, feedback_level: how CMS runs the contest (feedback, submissions, display), not how a submission is judged',
    'task.yaml:7: field "colour" is not one CMS\'s loader reads',
  ]);
});
fields('a Communication and a BatchAndOutput task are told by their fields', () => {
  const task = read('name: a\ntitle: A\nnum_processes: 2\noutput_optional_testcases: 1, 2\n');
  assert.equal([task.communication, task.batchAndOutput], [true, true]);
});
fields.run();

const wrong = suite('parseTaskYaml: a field CMS could not use');
wrong('one line naming the file, the line and the field, and what it must be', () => {
  const cases: [string, string][] = [
    [
      'name: a\ntitle: A\ntime_limit: fast\n',
      'task.yaml:3: field "time_limit" must be a positive number of seconds, got "fast"',
    ],
    [
      'name: a\ntitle: A\nmemory_limit: "256"\n',
      'task.yaml:3: field "memory_limit" must be a positive number of MiB, got "256"',
    ],
    ['name: a\ntitle: A\nn_input: 2.5\n', 'task.yaml:3: field "n_input" must be a whole number of tests, got 2.5'],
    ['name: a\ntitle: A\noutput_only: maybe\n', 'task.yaml:3: field "output_only" must be true or false, got "maybe"'],
    [
      'name: a\ntitle: A\npublic_testcases: 0\n',
      'task.yaml:3: field "public_testcases" must be "all" or test numbers separated by commas ("0, 3"), got 0',
    ],
    [
      'name: a\ntitle: A\ninfile: ../input.txt\n',
      'task.yaml:3: field "infile" must be a plain file name such as input.txt, or empty for the standard stream, got "../input.txt"',
    ],
    ['name: a\ntitle: [A]\n', 'task.yaml:2: field "title" must be the task\'s title, got ["A"]'],
    ['title: A\n', 'task.yaml: no field "name" (or "nome_breve"): CMS\'s loader needs the task\'s short name'],
    [
      'name: a\ntitle: A\nn_input: 1\nscore_type: [Sum]\nscore_type_parameters: 1\n',
      'task.yaml:4: field "score_type" must name a score type (Sum, GroupMin, ...), got ["Sum"]',
    ],
    [
      'name: a\ntitle: A\nn_input: [1\n',
      'task.yaml:4: not YAML: Flow sequence in block collection must be sufficiently indented and end with a ] at line 4, column 1',
    ],
    ['- a\n- b\n', 'task.yaml:1: expected a map of fields (name: ..., time_limit: ...)'],
  ];
  assertRefusals(cases, read);
});
wrong.run();
