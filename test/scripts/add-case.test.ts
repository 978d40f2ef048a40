import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { addCaseCommand } from '../../scripts/add-case.ts';
import { runInProcess, runScript } from '../helpers/run-command.ts';

let root = '';
const addCase = (args: string[], input?: string) => runInProcess(addCaseCommand, ['--root', root, ...args], input);
const listing = () =>
  existsSync(join(root, 'testdata')) ? readdirSync(join(root, 'testdata'), { recursive: true }).sort() : [];

const add = suite('add-case');
// A root of its own for each test: this kit's problems and solutions, and a testdata/ of its own.
add.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'add-case-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
});
add.after.each(() => rmSync(root, { recursive: true, force: true }));

add('writes a valid case with the right answer, from stdin', async () => {
  const run = await addCase(['bhoj-1460', '--name', 'star'], '4\n1 3\n1 3\n1 3\n3 0 1 2\n');
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /wrote testdata\/bhoj-1460\/manual\/star\.in and testdata\/bhoj-1460\/manual\/star\.ans/);
  assert.match(run.stdout, /answer: 2; confirmed by the second solver: 1 of 1 line\n/);
  assert.is(readFileSync(join(root, 'testdata/bhoj-1460/manual/star.ans'), 'utf8'), '2\n');
});
add('writes a case from a file, with a name made from its content', async () => {
  const file = join(root, 'rows.txt');
  writeFileSync(file, '2\nL**L\n***\n');
  const run = await addCase(['lanqiao-lol', file]);
  assert.is(run.status, 0, run.stderr);
  const [name] = readdirSync(join(root, 'testdata/lanqiao-lol/manual')).filter((f) => f.endsWith('.ans'));
  assert.match(name, /^case-[0-9a-f]{10}\.ans$/);
  assert.is(readFileSync(join(root, 'testdata/lanqiao-lol/manual', name), 'utf8'), '-1\n0\n');
});
add('refuses an existing name and writes nothing more', async () => {
  assert.is((await addCase(['leetcode-913', '--name', 'x'], '[[1],[0,2],[1]]\n')).status, 0);
  const before = listing();
  const run = await addCase(['leetcode-913', '--name', 'x'], '[[3],[3],[3],[0,1,2]]\n');
  assert.is(run.status, 1);
  assert.match(run.stderr, /testdata\/leetcode-913\/manual\/x\.in already exists/);
  assert.equal(listing(), before);
});
add('rejects each invalid input with a message naming the problem, writing nothing', async () => {
  const cases: [string, string, RegExp][] = [
    [
      'bhoj-1460',
      '4\n1 3\n1 3\n1 3\n3 0 1 5\n',
      /bhoj-1460: stdin:5: node 3 neighbour 3: neighbour 5 is outside 0\.\.3/,
    ],
    ['leetcode-913', '[[1],[0,2],[1]\n', /leetcode-913: stdin:1: graph 1: /],
    ['lanqiao-lol', '2\nL*L\nLOL\n', /lanqiao-lol: stdin:3: row 2: already reads LOL/],
    ['lanqiao-lol', '', /lanqiao-lol: stdin:1: n: expected one integer/],
  ];
  for (const [id, input, message] of cases) {
    const run = await addCase([id], input);
    assert.is(run.status, 1, `${id}: ${input}`);
    assert.match(run.stderr, message);
    assert.match(run.stderr, /nothing written/);
  }
  assert.equal(listing(), []);
});
add('rejects an unknown problem and a bad name', async () => {
  assert.match((await addCase(['nope'], '1\n')).stderr, /unknown problem id 'nope'/);
  assert.match(
    (await addCase(['lanqiao-lol', '--name', '../escape'], '1\n***\n')).stderr,
    /--name "\.\.\/escape": use letters/,
  );
  assert.equal(listing(), []);
});
// The one run of the real command: input piped to its standard input, as a user does.
add(
  'an interactive problem: the jury answers, both players must get it against the jury, else nothing is written',
  async () => {
    // The fixture's guessing game: the answer is the secret; its second player finds secrets up to 7 only.
    const fixture = resolve('test/fixtures/interactive/root');
    for (const folder of ['problems', 'solutions']) {
      rmSync(join(root, folder));
      symlinkSync(join(fixture, folder), join(root, folder));
    }
    const found = await addCase(['guess', '--name', 'five'], '5\n');
    assert.is(found.status, 0, found.stderr);
    assert.match(found.stdout, /answer: 5; confirmed by both players' games against the jury: 1 of 1 line\n/);
    assert.is(readFileSync(join(root, 'testdata/guess/manual/five.ans'), 'utf8'), '5\n');
    const missed = await addCase(['guess', '--name', 'sixty'], '60\n');
    assert.is(missed.status, 1);
    assert.match(
      missed.stderr,
      /guess: the second player does not get 60 against the jury: 7 guesses, none of them 60; nothing written/,
    );
    assert.equal(listing(), ['guess', 'guess/manual', 'guess/manual/five.ans', 'guess/manual/five.in']);
  },
);
add.e2e('npm run add-case reads a piped input', () => {
  const run = runScript('add-case', ['--root', root, 'lanqiao-lol', '--name', 'piped'], '1\n***\n');
  assert.is(run.status, 0, run.stderr);
  assert.is(readFileSync(join(root, 'testdata/lanqiao-lol/manual/piped.ans'), 'utf8'), '0\n');
});
add.run();
