import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UserError } from '../../../../judge/base/index.ts';
import { readSubtasksJson } from '../../../../scripts/formats/tps/subtasks-json.ts';
import { validatorPlan } from '../../../../scripts/formats/tps/validator-runs.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';

let dir = '';
const plan = (subtasks: unknown, files: string[]) => {
  writeFiles(dir, {
    'subtasks.json': JSON.stringify(subtasks, null, 2),
    ...Object.fromEntries(files.map((f) => [`validator/${f}`, ''])),
  });
  return validatorPlan(dir, readSubtasksJson(dir));
};
const run = (program: string, ...args: string[]) => ({ program: `validator/${program}`, args });

const validators = suite('validatorPlan');
validators.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-tps-validators-'));
});
validators.after.each(() => rmSync(dir, { recursive: true, force: true }));

validators(
  'a test goes through the global validators, then each subtask’s sensitive and own ones, each line once',
  () => {
    const given = plan(
      {
        global_validators: ['validator.cpp'],
        subtask_sensitive_validators: ['sub.cpp --group {subtask}', 'validator.cpp'],
        subtasks: {
          small: { index: 1, score: 30, validators: ['val.py "a b" \'c\''] },
          full: { index: 2, score: 70, validators: ['val.py "a b" \'c\'', 'Val.java'] },
        },
      },
      ['validator.cpp', 'sub.cpp', 'val.py', 'Val.java', 'testlib.h'],
    );
    assert.equal(given.runsOf([]), [run('validator.cpp')]);
    assert.equal(given.runsOf(['small', 'full']), [
      run('validator.cpp'),
      run('sub.cpp', '--group', 'small'),
      run('val.py', 'a b', 'c'),
      run('sub.cpp', '--group', 'full'),
      run('Val.java'),
    ]);
    assert.equal(
      given.programs.map((p) => [p.main, p.folder]),
      [
        ['validator/validator.cpp', 'validator'],
        ['validator/sub.cpp', 'validator'],
        ['validator/val.py', 'validator'],
        ['validator/Val.java', 'validator'],
      ],
    );
    assert.equal(given.notTaken, []);
  },
);

validators('a command line the kit cannot run is named once and left out; the others still run', () => {
  const given = plan(
    {
      global_validators: ['validator.exe', 'grep hello', 'check.sh', 'old.pas'],
      subtasks: { a: { index: 0, score: 100, validators: ['val.py $HOME', 'val.py *.in', 'val.py ok'] } },
    },
    ['validator.cpp', 'check.sh', 'old.pas', 'val.py'],
  );
  assert.equal(
    given.runsOf(['a']),
    [run('validator.cpp'), run('val.py', 'ok')],
    'validator.exe is built from validator.cpp',
  );
  assert.equal(given.notTaken, [
    'subtasks.json: validator "grep hello": a shell command, which the kit does not run as a validator',
    'subtasks.json: validator "check.sh": sh is not a language the kit runs validators in',
    'subtasks.json: validator "old.pas": pas is not a language the kit runs validators in',
    'subtasks.json: validator "val.py $HOME": its arguments need a shell to read them',
    'subtasks.json: validator "val.py *.in": its arguments need a shell to read them',
  ]);
});

validators('a validator validator/ does not hold stops the import at its line', () => {
  assert.throws(
    () => plan({ subtasks: { a: { index: 0, score: 100, validators: ['gone.cpp --strict'] } } }, []),
    (error: Error) =>
      error instanceof UserError &&
      error.message ===
        'subtasks.json:7: field "subtasks.a.validators.0": "gone.cpp --strict" names validator/gone.cpp, which is not in the package',
  );
});
validators.run();
