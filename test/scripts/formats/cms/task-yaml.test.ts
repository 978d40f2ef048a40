// task.yaml as the CMS export writes it (scripts/formats/cms/task-yaml.ts): every key CMS's italy_yaml loader reads,
// and a title or file name from outside, however hostile, read back as itself with no key added.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { CMS_TASK_NAME, type TaskYaml, taskYaml } from '../../../../scripts/formats/cms/task-yaml.ts';
import { HOSTILE_STRINGS } from '../../../helpers/hostile-text.ts';

const task: TaskYaml = {
  name: 'lol',
  title: 'LOL',
  timeMs: 1500,
  memoryMb: 256,
  tests: 4,
  publicTests: [0, 1],
  score: {
    scoreType: 'GroupMin',
    parameters: [
      [40, '^(000|001)$'],
      [1e-7, '^(002|003)$'],
    ],
  },
};

const KEYS = [
  'name',
  'title',
  'primary_language',
  'time_limit',
  'memory_limit',
  'n_input',
  'public_testcases',
  'infile',
  'outfile',
  'token_mode',
  'score_type',
  'score_type_parameters',
];

const yaml = suite('taskYaml');
yaml('writes every key the loader reads, limits in its units, standard input and output as empty names', () => {
  const read = parse(taskYaml(task));
  assert.equal(Object.keys(read), KEYS);
  assert.equal(read, {
    name: 'lol',
    title: 'LOL',
    primary_language: 'en',
    time_limit: 1.5,
    memory_limit: 256,
    n_input: 4,
    public_testcases: '0,1',
    infile: '',
    outfile: '',
    token_mode: 'disabled',
    score_type: 'GroupMin',
    score_type_parameters: [
      [40, '^(000|001)$'],
      [1e-7, '^(002|003)$'],
    ],
  });
  // PyYAML (YAML 1.1) reads 1e-7 as a string: a number is written with a point and a signed exponent.
  assert.match(taskYaml(task), /\[1\.0e-7, "\^\(002\|003\)\$"\]/);
});
yaml('a Sum score type is its one number; file names and limits as given, memory rounded up to whole MiB', () => {
  const read = parse(
    taskYaml({ ...task, memoryMb: 63.5, files: { input: 'in.txt' }, score: { scoreType: 'Sum', parameters: 12.5 } }),
  );
  assert.equal([read.score_type, read.score_type_parameters, read.memory_limit], ['Sum', 12.5, 64]);
  assert.equal([read.infile, read.outfile], ['in.txt', '']);
});
yaml('every hostile title reads back as itself, and the keys stay the same', () => {
  for (const title of HOSTILE_STRINGS) {
    const read = parse(taskYaml({ ...task, title }));
    assert.is(read.title, title, JSON.stringify(title).slice(0, 60));
    assert.equal(Object.keys(read), KEYS);
  }
});
yaml("a task's name as CMS takes one: letters, digits, '_' and '-'", () => {
  assert.equal(
    ['lanqiao-lol', 'a_1', 'a.b', '', 'a b', 'a\nb'].map((n) => CMS_TASK_NAME.test(n)),
    [true, true, false, false, false, false],
  );
});
yaml.run();
