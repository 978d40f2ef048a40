import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type VerifyRow, verifyProblem, verifyReport } from '../../../scripts/testdata/verify.ts';
import { verifyCommand } from '../../../scripts/verify.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';
import { runInProcess } from '../../helpers/run-command.ts';

const row = (over: Partial<VerifyRow>): VerifyRow => ({
  problem: 'p',
  solution: 'solutions/p.ts',
  expected: ['AC'],
  got: 'AC',
  caughtBy: 'all 3 tests AC',
  ok: true,
  ...over,
});

const report = suite('verifyReport');
report('each failure says what it was held to and by whom', () => {
  const { text, ok } = verifyReport(
    [
      row({ got: 'WA', caughtBy: 'sample/1', ok: false }),
      row({
        solution: 'solutions/wrong/p/fine.ts',
        got: 'TLE',
        caughtBy: 'random/9',
        ok: false,
        promise: 'its header, "// WRONG (expect AC): only slow"',
      }),
      row({
        solution: 'solutions/wrong/p/weak.ts',
        expected: ['WA'],
        got: 'AC',
        caughtBy: 'NOT CAUGHT: passes every test',
        ok: false,
      }),
      row({ solution: '(every input, by the validators)', got: 'WA', caughtBy: 'p: a.in: n: bad', ok: false }),
    ],
    1,
  );
  assert.is(ok, false);
  const failed = text.split('\n').filter((l) => l.startsWith('FAILED'));
  assert.equal(failed, [
    'FAILED solutions/p.ts: the accepted solution must pass every test',
    'FAILED solutions/wrong/p/fine.ts: its header, "// WRONG (expect AC): only slow" says it passes every test, but it got TLE on random/9',
    'FAILED solutions/wrong/p/weak.ts: the test data is too weak: strengthen the generators',
    'FAILED (every input, by the validators): the test data is broken or an input fails the validators (p: a.in: n: bad): fix the test data',
  ]);
});
report('all as expected: the count of solutions, the inputs row aside', () => {
  const { text, ok } = verifyReport([row({}), row({ solution: '(every input, by the validators)' })], 2.5);
  assert.is(ok, true);
  assert.match(text, 'verify: 1 solutions, all as expected (2.5 s)');
});
report.run();

const progress = suite('npm run verify, as it goes');
progress('a line per row on stderr as each is decided, the table at the end on stdout', async () => {
  const root = mkdtempSync(join(tmpdir(), 'kit-verify-progress-'));
  try {
    copyFixtureRoot(root);
    const run = await runInProcess(verifyCommand, ['--root', root, 'sum']);
    assert.is(run.status, 0, run.stderr);
    const lines = run.stderr.split('\n').filter((l) => / sum /.test(l));
    assert.ok(lines.length >= 3, run.stderr);
    assert.match(lines[0], /^ok {3}sum \(every input, by the validators\): AC \(all \d+ inputs valid\) at \d+\.\d s$/);
    assert.match(
      lines[1],
      /^ok {3}sum \(invalid inputs, refused\): AC \(refused \d+ of \d+ \(0 hand-made\); \d+ accepted that may be valid: npm run verify -- --invalid-inputs lists them\) at /,
    );
    assert.match(lines[2], /^ok {3}sum solutions\/sum\.ts: AC /);
    assert.match(run.stdout, /verify: \d+ solutions?, all as expected/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
progress('an accepted solution that does not compile is named so, not "all 0 tests AC"', async () => {
  const root = mkdtempSync(join(tmpdir(), 'kit-verify-ce-'));
  try {
    copyFixtureRoot(root);
    writeFileSync(join(root, 'solutions/sum.ts'), 'export function solve(input: string {\n');
    const run = await runInProcess(verifyCommand, ['--root', root, 'sum']);
    assert.is(run.status, 1, run.stderr);
    assert.match(run.stdout, /solutions\/sum\.ts +AC +AC \(!\) +NOT JUDGED: it does not compile: /);
    assert.not.match(run.stdout, 'all 0 tests');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
progress.run();

const second = suite('verify: the second player against the jury');
second(
  'played in warm workers on every test: a game it cannot win is the first failing test, with the jury’s reason',
  async () => {
    // The guessing game's second player guesses 1, 2, 3...: it finds a secret of 5, not one of 37 within 7 guesses.
    const root = mkdtempSync(join(tmpdir(), 'kit-verify-second-'));
    try {
      for (const folder of ['problems', 'solutions', 'testdata'])
        cpSync(resolve('test/fixtures/interactive/root', folder), join(root, folder), { recursive: true });
      const row = async () =>
        (await verifyProblem(root, 'guess', 1)).find((r) => r.solution === 'solutions/second-solver/guess.ts');
      const missed = await row();
      assert.equal([missed?.got, missed?.ok], ['WA', false]);
      assert.match(missed?.caughtBy ?? '', /^sample\/1: .*37/);
      writeFileSync(join(root, 'testdata/guess/sample/1.in'), '5\n');
      writeFileSync(join(root, 'testdata/guess/sample/1.ans'), '5\n');
      assert.equal(await row(), {
        problem: 'guess',
        solution: 'solutions/second-solver/guess.ts',
        expected: ['AC'],
        got: 'AC',
        caughtBy: 'all 1 games accepted, played against the jury module in warm workers',
        ok: true,
        promise: 'the second player, which holds the jury to perfect play,',
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);
second.run();
