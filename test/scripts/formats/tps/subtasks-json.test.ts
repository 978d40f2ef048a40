import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertRefusals } from '../../../helpers/user-errors.ts';
import { forSubtask, readSubtasksJson } from '../../../../scripts/formats/tps/subtasks-json.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';

let dir = '';
const read = (text: string) => {
  writeFiles(dir, { 'subtasks.json': text });
  return readSubtasksJson(dir);
};

const subtasks = suite('readSubtasksJson');
subtasks.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-tps-subtasks-'));
});
subtasks.after.each(() => rmSync(dir, { recursive: true, force: true }));

subtasks('each subtask in the file’s order, the global and the subtask-sensitive validators', () => {
  const read1 = read(`{
  "global_validators": ["validator.cpp"],
  "subtask_sensitive_validators": ["val.cpp --group {subtask}"],
  "subtasks": {
    "samples": { "index": 0, "score": 0, "validators": [] },
    "2^n": { "index": 1, "score": 20, "validators": ["validator-2n.cpp", "val.py arg1"] },
    "full": { "index": 2, "score": 80 }
  }
}`);
  assert.equal(read1.subtasks, [
    { name: 'samples', index: 0, score: 0, validators: [] },
    { name: '2^n', index: 1, score: 20, validators: ['validator-2n.cpp', 'val.py arg1'] },
    { name: 'full', index: 2, score: 80, validators: [] },
  ]);
  assert.equal(read1.global, ['validator.cpp']);
  assert.equal(read1.sensitive, ['val.cpp --group {subtask}']);
  assert.is(read1.at(['subtasks', 'full', 'score']), 'subtasks.json:7: field "subtasks.full.score"');
  assert.equal(read('{ "subtasks": {} }').global, [], 'no validators: none');
});

subtasks('a bad field is named at its line', () => {
  const cases: [string, string][] = [
    [
      '{ "global_validators": [] }',
      'subtasks.json:1: field "subtasks" must map each subtask\'s name to its index, score and validators',
    ],
    [
      '{\n "subtasks": {\n  "a": { "index": -1, "score": 0 }\n }\n}',
      'subtasks.json:3: field "subtasks.a.index" must be a whole number at least 0, got -1',
    ],
    [
      '{\n "subtasks": {\n  "a": {\n   "index": 1,\n   "score": "10"\n  }\n }\n}',
      'subtasks.json:5: field "subtasks.a.score" must be a number at least 0, got "10"',
    ],
    [
      '{\n "subtasks": { "a": [] }\n}',
      'subtasks.json:2: field "subtasks.a" must be an object with "index", "score" and "validators"',
    ],
    [
      '{\n "global_validators": "validator.cpp",\n "subtasks": {}\n}',
      'subtasks.json:2: field "global_validators" must be a list of validator command lines, got "validator.cpp"',
    ],
    [
      '{\n "subtasks": {},\n "subtask_sensitive_validators": [\n  "v.cpp {group}"\n ]\n}',
      'subtasks.json:4: field "subtask_sensitive_validators.0": "v.cpp {group}" has a placeholder other than {subtask}',
    ],
  ];
  assertRefusals(cases, read);
});

const format = suite('forSubtask');
format('{subtask} is the subtask’s name, doubled braces a brace, as Python’s format fills them', () => {
  assert.is(forSubtask('val.cpp --group {subtask}', '2^n'), 'val.cpp --group 2^n');
  assert.is(forSubtask('val.cpp {{literal}} {subtask}{subtask}', 's'), 'val.cpp {literal} ss');
  assert.is(forSubtask('val.cpp', 's'), 'val.cpp');
  for (const bad of ['val.cpp {sub}', 'val.cpp {', 'val.cpp }', 'val.cpp {0}'])
    assert.is(forSubtask(bad, 's'), null, bad);
});

subtasks.run();
format.run();
