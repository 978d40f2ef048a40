import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupSetting, listProblemIds, loadProblem } from '../../../judge/registry/problems.ts';

// Modules are cached by path, so each case writes its problem into a fresh root folder.
const roots: string[] = [];
function kitWith(id: string, source: string): string {
  const root = mkdtempSync(join(tmpdir(), 'registry-'));
  roots.push(root);
  mkdirSync(join(root, 'problems', id), { recursive: true });
  writeFileSync(join(root, 'problems', id, 'problem.ts'), source);
  return root;
}
const good = {
  id: 'p',
  title: 'T',
  onlineJudge: 'J',
  limits: { timeMs: 1000, memoryMb: 64, outputMb: 1 },
  bundleTarget: 'node12',
};
const problemSource = (fields: Record<string, unknown>) =>
  `export default { ...${JSON.stringify(fields)}, validate: () => null };\n`;

const load = suite('loadProblem');
load.after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
load('reads the kit’s own problems, skipping the shared folders', async () => {
  const ids = listProblemIds(resolve('.'));
  for (const id of ['bhoj-1460', 'lanqiao-lol', 'leetcode-913']) assert.ok(ids.includes(id), id);
  assert.not.ok(ids.some((id) => id.startsWith('_')));
  const bhoj = await loadProblem(resolve('.'), 'bhoj-1460');
  assert.equal([bhoj.limits.memoryMb, bhoj.limits.timeMs, bhoj.limits.wallMs], [64, 1000, 3000]);
  assert.is((await loadProblem(resolve('.'), 'leetcode-913')).pasteForm?.functionName, 'catMouseGame');
});
load('fills in the wall-clock cap, or keeps the one declared', async () => {
  assert.is((await loadProblem(kitWith('p', problemSource(good)), 'p')).limits.wallMs, 3000);
  assert.is(
    (await loadProblem(kitWith('p', problemSource({ ...good, limits: { ...good.limits, wallMs: 1500 } })), 'p')).limits
      .wallMs,
    1500,
  );
});
load('names the file and the field that is wrong', async () => {
  const cases: [Record<string, unknown> | string, RegExp][] = [
    [
      { ...good, limits: { ...good.limits, timeMs: -5 } },
      /problems\/p\/problem\.ts: field "limits\.timeMs" must be a positive number, got -5/,
    ],
    [{ ...good, bundleTarget: 'es5' }, /field "bundleTarget" must look like node12/],
    [{ ...good, id: 'q' }, /field "id" must be "p"/],
    [{ ...good, title: '' }, /field "title" must be a non-empty string/],
    ['export default 42;\n', /problems\/p\/problem\.ts: the default export must be the problem/],
    ['export default { oops\n', /problems\/p\/problem\.ts: cannot load/],
    [{ ...good, limits: { ...good.limits, timeLimitToTle: 0 } }, /field "limits\.timeLimitToTle" must be a positive/],
    [{ ...good, groups: { secret: { flags: [] } } }, /field "groups\['secret'\]\.flags" is not a setting/],
    [{ ...good, groups: { '': { validatorArgs: [1] } } }, /field "groups\[''\]\.validatorArgs" must be a list/],
    [{ ...good, groups: { s: { outputValidatorArgs: 'x' } } }, /field "groups\['s'\]\.outputValidatorArgs" must be/],
    [{ ...good, groups: { s: { compare: { by: 'words' } } } }, /field "groups\['s'\]\.compare\.by" must be "lines"/],
  ];
  for (const [fields, message] of cases) {
    const root = kitWith('p', typeof fields === 'string' ? fields : problemSource(fields));
    await loadProblem(root, 'p').then(
      () => assert.unreachable(`${JSON.stringify(fields)} was accepted`),
      (error: Error) => assert.match(error.message, message),
    );
  }
});
load('a group setting is its own, else its nearest parent group’s, else the one of every group', () => {
  const problem = {
    groups: {
      '': { validatorArgs: ['all'] },
      secret: { outputValidatorArgs: ['s'] },
      'secret/a/b': { validatorArgs: ['b'], outputValidatorArgs: [] },
    },
  };
  assert.equal(groupSetting(problem, 'secret/a/b', 'validatorArgs'), ['b']);
  assert.equal(groupSetting(problem, 'secret/a/b/c', 'outputValidatorArgs'), []);
  assert.equal(groupSetting(problem, 'secret/a', 'outputValidatorArgs'), ['s']);
  assert.equal(groupSetting(problem, 'secret/a', 'validatorArgs'), ['all']);
  assert.equal(groupSetting(problem, 'sample', 'outputValidatorArgs'), undefined);
  assert.equal(groupSetting({}, 'secret', 'compare'), undefined);
});
load('a group’s validator runs name validators, made absolute; one that is not a validator is refused', async () => {
  const root = kitWith('p', '');
  const folder = join(root, 'problems', 'p');
  mkdirSync(join(folder, 'validator'));
  for (const name of ['all.cpp', 'small.cpp', 'other.cpp']) writeFileSync(join(folder, 'validator', name), '');
  const runs = [
    { program: 'validator/all.cpp', args: [] },
    { program: 'validator/small.cpp', args: ['--group', 'a'] },
    { program: 'validator/small.cpp', args: ['--group', 'b'] },
  ];
  const withRuns = (groupRuns: unknown) =>
    problemSource({
      ...good,
      validators: ['validator/all.cpp', 'validator/small.cpp'],
      groups: { '': { validatorRuns: runs.slice(0, 1) }, small: { validatorRuns: groupRuns } },
    });
  writeFileSync(join(folder, 'problem.ts'), withRuns(runs));
  const problem = await loadProblem(root, 'p');
  assert.equal(
    groupSetting(problem, 'small', 'validatorRuns'),
    runs.map((run) => ({ ...run, program: join(folder, run.program) })),
  );
  assert.equal(groupSetting(problem, 'sample', 'validatorRuns'), [
    { program: join(folder, 'validator/all.cpp'), args: [] },
  ]);
  const refused: [unknown, RegExp][] = [
    [
      [{ program: 'validator/other.cpp', args: [] }],
      /"groups\['small'\]\.validatorRuns\[0\]\.program" names validator\/other\.cpp, which is not one of validators/,
    ],
    [
      [{ program: 'validator/gone.cpp', args: [] }],
      /"groups\['small'\]\.validatorRuns\[0\]\.program" names validator\/gone\.cpp, which is not in the problem's folder/,
    ],
    [
      [{ program: 'validator/all.cpp', args: [1] }],
      /"groups\['small'\]\.validatorRuns\[0\]\.args" must be a list of strings/,
    ],
    [['validator/all.cpp'], /"groups\['small'\]\.validatorRuns\[0\]" must be \{ program, args \}/],
    [{}, /"groups\['small'\]\.validatorRuns" must be a list of runs/],
  ];
  for (const [groupRuns, message] of refused) {
    const again = kitWith('p', withRuns(groupRuns));
    mkdirSync(join(again, 'problems', 'p', 'validator'));
    for (const name of ['all.cpp', 'small.cpp', 'other.cpp'])
      writeFileSync(join(again, 'problems', 'p', 'validator', name), '');
    await loadProblem(again, 'p').then(
      () => assert.unreachable(`${JSON.stringify(groupRuns)} was accepted`),
      (error: Error) => assert.match(error.message, message),
    );
  }
});
load('an unknown id lists the known ones', async () => {
  const root = kitWith('p', problemSource(good));
  mkdirSync(join(root, 'problems', '_shared'));
  writeFileSync(join(root, 'problems', '_shared', 'problem.ts'), '');
  assert.equal(listProblemIds(root), ['p']);
  await loadProblem(root, 'zzz').then(
    () => assert.unreachable(),
    (error: Error) => assert.match(error.message, /unknown problem id 'zzz' .*known ids: p$/),
  );
});
load.run();
