// A CMS task's inputs made as cmsMake makes them: gen/generatore run in the task's folder with each gen/GEN line's
// words, a COPY: line's file copied, gen/valida run on each input with its subtask; what cannot be made or is refused
// named by gen/GEN's line. The generator's and validator's runs are end to end (a Python process each).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { parseGen } from '../../../../scripts/formats/cms/gen-file.ts';
import { generateInputs, genProgram } from '../../../../scripts/formats/cms/generate-tests.ts';
import { SUBTASKS } from '../../../helpers/cms-packages.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { suite } from '../../../helpers/parts.ts';

let dir = '';
const generating = suite('generateInputs');
generating.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-cms-gen-'));
});
generating.after.each(() => rmSync(dir, { recursive: true, force: true }));

generating("genProgram: gen/'s generator or validator by cmsMake's name, in a language cmsMake takes", () => {
  writeFiles(dir, { 'gen/generatore.cpp': '', 'gen/generatore.py': '', 'gen/valida.rb': '', 'gen/GEN': '' });
  assert.is(genProgram(dir, 'generatore'), join('gen', 'generatore.cpp'));
  assert.is(genProgram(dir, 'valida'), null, 'Ruby is not one of cmsMake GEN_EXTS');
  assert.is(genProgram(join(dir, 'nothing'), 'valida'), null);
});

const programs = { generator: join('gen', 'generatore.py'), validator: join('gen', 'valida.py') };
const made = (n: number) => readFileSync(join(dir, 'made', `input${n}.txt`), 'utf8');

generating.e2e('every line made, the COPY: file copied, each input validated for its subtask', async () => {
  if (!hasTool('CMS generators (Python)', 'python3')) return;
  writeFiles(dir, SUBTASKS);
  mkdirSync(join(dir, 'made'));
  const gen = parseGen(SUBTASKS['gen/GEN'], 'gen/GEN');
  assert.equal(await generateInputs(dir, programs, gen.tests, join(dir, 'made'), 2), []);
  assert.equal(made(0), '3\n590 575 84\n');
  assert.is(made(2), SUBTASKS['gen/hand.txt']);
  assert.is(made(5).split('\n')[0], '1000');
  assert.not.ok(existsSync(join(dir, 'input')), 'nothing written into the task');
});
generating.e2e("what cannot be made, or is refused, is named by gen/GEN's line, in its order", async () => {
  if (!hasTool('CMS generators (Python)', 'python3')) return;
  // Subtask 1 allows three numbers: the generator's second line makes four; a copied file that is not there.
  writeFiles(dir, { ...SUBTASKS, 'gen/GEN': '# ST: 100\n1 3\n2 4\n# COPY: gen/gone.txt\n0 -1\n' });
  mkdirSync(join(dir, 'made'));
  const gen = parseGen(readFileSync(join(dir, 'gen', 'GEN'), 'utf8'), 'gen/GEN');
  const failures = await generateInputs(dir, programs, gen.tests, join(dir, 'made'), 2);
  assert.equal(failures, [
    'gen/GEN:3 (input 1): gen/valida.py refuses it: exited with 1',
    "gen/GEN:4 (input 2): COPY: gen/gone.txt is not a file of the task's folder",
    'gen/GEN:5 (input 3): gen/valida.py refuses it: exited with 1',
  ]);
});
generating.run();
