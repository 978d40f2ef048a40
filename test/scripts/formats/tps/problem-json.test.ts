import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertRefusals } from '../../../helpers/user-errors.ts';
import { readProblemJson } from '../../../../scripts/formats/tps/problem-json.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';

let dir = '';
const read = (fields: Record<string, unknown> | string) => {
  writeFiles(dir, { 'problem.json': typeof fields === 'string' ? fields : JSON.stringify(fields, null, 2) });
  return readProblemJson(dir);
};
const BATCH = { name: 'mountains', title: 'Mountains', type: 'Batch', time_limit: 1.0, memory_limit: 256 };

const problem = suite('readProblemJson');
problem.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-tps-problem-'));
});
problem.after.each(() => rmSync(dir, { recursive: true, force: true }));

problem('the name, title, type and limits; the flags’ defaults follow the type, as problem_data.sh sets them', () => {
  const { at, ...batch } = read(BATCH);
  assert.equal(batch, {
    name: 'mountains',
    title: 'Mountains',
    type: 'Batch',
    timeMs: 1000,
    memoryMb: 256,
    hasGrader: true,
    graderName: 'grader',
    hasChecker: true,
    hasManager: false,
  });
  assert.is(at(['type']), 'problem.json:4: field "type"');
  const outputOnly = read({ ...BATCH, type: 'OutputOnly', time_limit: 0.25 });
  assert.equal(
    [outputOnly.hasGrader, outputOnly.hasChecker, outputOnly.hasManager, outputOnly.timeMs],
    [false, true, false, 250],
  );
  const communication = read({ ...BATCH, type: 'Communication', grader_name: 'stub' });
  assert.equal([communication.hasGrader, communication.hasChecker, communication.hasManager], [true, false, true]);
  assert.is(communication.graderName, 'stub');
  const given = read({ ...BATCH, has_grader: false, has_checker: false, has_manager: true });
  assert.equal([given.hasGrader, given.hasChecker, given.hasManager], [false, false, true]);
  const { title: _, ...untitled } = BATCH;
  assert.is(read(untitled).title, 'mountains', 'no title: the name');
});

problem('a bad field is named at its line, with what it must be and what it got', () => {
  const cases: [Record<string, unknown> | string, string][] = [
    [
      { ...BATCH, name: 'moun tains' },
      `problem.json:2: field "name" must be the task's short name (letters, digits and '_'), got "moun tains"`,
    ],
    [
      { ...BATCH, time_limit: '1s' },
      'problem.json:5: field "time_limit" must be the time limit in seconds, a number above 0, got "1s"',
    ],
    [
      { ...BATCH, memory_limit: 0 },
      'problem.json:6: field "memory_limit" must be the memory limit in MB, a number above 0, got 0',
    ],
    [{ ...BATCH, memory_limit: 25.5 }, 'problem.json:6: field "memory_limit" must be a whole number of MB, got 25.5'],
    [{ ...BATCH, has_grader: 'yes' }, 'problem.json:7: field "has_grader" must be true or false, got "yes"'],
    [
      { ...BATCH, grader_name: '1st' },
      `problem.json:7: field "grader_name" must be a name (letters, digits and '_'), got "1st"`,
    ],
    [
      { name: 'x', time_limit: 1, memory_limit: 64 },
      'problem.json:1: field "type" must be the task type: Batch, OutputOnly, Communication or TwoSteps (it is missing)',
    ],
    ['[1]', 'problem.json:1: must be an object of fields ("name", "type", "time_limit", ...)'],
  ];
  assertRefusals(cases, read);
  rmSync(join(dir, 'problem.json'));
  assert.throws(() => readProblemJson(dir), /^problem\.json: not in the package/);
});
problem.run();
