import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { UserError } from '../../../judge/base/errors.ts';
import { checkInput, checkInputs } from '../../../judge/validate/check-input.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { setEnv } from '../../helpers/env.ts';

let dir = '';
let restoreEnv = () => {};
const check = suite('checkInput with validator programs');
check.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-check-input-'));
  restoreEnv = setEnv({ KIT_COMPILE_CACHE: join(dir, 'cache') });
});
check.after.each(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});
check('a Node.js validator: exit 42 is valid, anything else names the validator and what it said', () => {
  const file = join(dir, 'one-number.js');
  writeFileSync(
    file,
    "const s = require('fs').readFileSync(0, 'utf8');\nif (!/^\\d+\\n$/.test(s)) { console.error('not one number'); process.exit(43); }\nprocess.exit(42);\n",
  );
  const problem = { validators: [file] };
  assert.is(checkInput(problem, '12\n'), null);
  assert.equal(checkInput(problem, 'x\n'), {
    line: 0,
    field: 'validator one-number.js',
    message: 'not one number (exit 43)',
  });
});
check(
  'an input a validator accepted is remembered by content: not run again until the input or validator changes',
  () => {
    const file = join(dir, 'counts-runs.js');
    const runs = join(dir, 'runs.txt');
    const source = (verdict: number) =>
      `require('fs').appendFileSync(${JSON.stringify(runs)}, 'x');\nprocess.exit(${verdict});\n`;
    writeFileSync(file, source(42));
    const problem = { validators: [file] };
    const count = () => readFileSync(runs, 'utf8').length;
    assert.is(checkInput(problem, '1\n'), null);
    assert.is(checkInput(problem, '1\n'), null);
    assert.is(count(), 1, 'the second check of the same input ran nothing');
    assert.is(checkInput(problem, '2\n'), null);
    assert.is(count(), 2, 'another input is run');
    writeFileSync(file, source(43));
    assert.is(checkInput(problem, '1\n')?.message, 'rejects it (exit 43)', 'an edited validator is run again');
    assert.is(checkInput(problem, '1\n')?.message, 'rejects it (exit 43)', 'a refusal is never remembered');
    assert.is(count(), 4);
  },
);
check(
  'many inputs at once: the verdicts in their order, as one at a time; a copy of the validator elsewhere remembers them',
  async () => {
    const runs = join(dir, 'runs.txt');
    const source = `const s = require('fs').readFileSync(0, 'utf8');\nrequire('fs').appendFileSync(${JSON.stringify(runs)}, 'x');\nif (!/^\\d+\\n$/.test(s)) { console.error('not one number'); process.exit(43); }\nprocess.exit(42);\n`;
    const file = join(dir, 'one-number.js');
    writeFileSync(file, source);
    const inputs = ['1\n', 'x\n', '2\n', '3\n', 'y y\n'].map((input) => ({ input }));
    const verdicts = await checkInputs({ validators: [file] }, inputs, 2);
    assert.equal(
      verdicts.map((v) => v?.message ?? null),
      [null, 'not one number (exit 43)', null, null, 'not one number (exit 43)'],
    );
    assert.is(readFileSync(runs, 'utf8').length, 5);
    // The same validator in another folder (a package imported again): the accepted inputs are not run again.
    mkdirSync(join(dir, 'copy'));
    writeFileSync(join(dir, 'copy', 'one-number.js'), source);
    assert.is(checkInput({ validators: [join(dir, 'copy', 'one-number.js')] }, '2\n'), null);
    assert.is(readFileSync(runs, 'utf8').length, 5, 'nothing run for an input the copy accepted');
  },
);
check('a group’s validator runs replace every validator: each run in order with its arguments, a program twice', () => {
  const runs = join(dir, 'runs.txt');
  // Logs its arguments, and refuses an input that holds them in brackets.
  const logs = (name: string) => {
    const file = join(dir, `${name}.js`);
    writeFileSync(
      file,
      `const args = process.argv.slice(2).join(' ');\nrequire('fs').appendFileSync(${JSON.stringify(runs)}, '${name} ' + args + ';');\nprocess.exit(require('fs').readFileSync(0, 'utf8').includes('[' + args + ']') ? 43 : 42);\n`,
    );
    return file;
  };
  const [global, sensitive, never] = [logs('global'), logs('sensitive'), logs('never')];
  const problem = {
    validators: [global, sensitive, never],
    groups: {
      '': { validatorRuns: [{ program: global, args: [] }] },
      full: {
        validatorArgs: ['ignored'],
        validatorRuns: [
          { program: global, args: [] },
          { program: sensitive, args: ['--group', 'small'] },
          { program: sensitive, args: ['--group', 'full'] },
        ],
      },
      none: { validatorRuns: [] },
    },
  };
  assert.is(checkInput(problem, '1\n', 'full'), null);
  assert.is(readFileSync(runs, 'utf8'), 'global ;sensitive --group small;sensitive --group full;');
  writeFileSync(runs, '');
  assert.equal(checkInput(problem, '[--group small]\n', 'full'), {
    line: 0,
    field: 'validator sensitive.js',
    message: 'rejects it (exit 43)',
  });
  assert.is(readFileSync(runs, 'utf8'), 'global ;sensitive --group small;', 'the first refusal ends the check');
  writeFileSync(runs, '');
  assert.is(checkInput(problem, '2\n', 'sample'), null, "a group without runs of its own takes the '' entry's");
  assert.is(checkInput(problem, '3\n', 'none'), null);
  assert.is(readFileSync(runs, 'utf8'), 'global ;', 'never run, and nothing run on a group with no runs');
});
check('a validator that does not bundle is a one-line error naming it', () => {
  const file = join(dir, 'broken.js');
  writeFileSync(file, 'process.exit(42\n');
  assert.throws(
    () => checkInput({ validators: [file] }, '1\n'),
    (error: Error) => error instanceof UserError && error.message.startsWith(`cannot bundle ${file}: `),
  );
});
check.e2e(
  'a validator that recurses once per byte of a 1 MB input runs with an unlimited stack, as problemtools runs it',
  () => {
    if (!hasTool('C++', 'g++')) return;
    const problem = { validators: [resolve('test/fixtures/solutions/native/deep-validator.cpp')] };
    assert.is(checkInput(problem, '1'.repeat(1 << 20)), null);
    assert.equal(checkInput(problem, `${'1'.repeat(1 << 20)}x`)?.message, 'rejects it (exit 43)');
  },
);
check.run();
