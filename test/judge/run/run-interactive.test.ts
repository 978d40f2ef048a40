import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { exchangeLines, type InteractiveOutcome, type Program, runInteractive } from '../../../judge/run/index.ts';
import { decideInteractive } from '../../../judge/verdict/index.ts';

// A guessing game (test/fixtures/interactive): the interactor holds a secret number, the solution guesses. Each
// fixture ends the exchange a different way (an early end and the race rule are judged whole, with the kit's own
// jury entry, in test/judge/core/interactive.test.ts). Generous limits, set apart as in misbehaving.test.ts:
// nothing here depends on how fast the machine is, only on what each side does.
const FIXTURES = resolve('test/fixtures/interactive');
const program = (name: string): Program => ({
  kind: 'node',
  file: join(FIXTURES, name),
  bytes: 0,
  wraps: null,
});
const LIMITS = { timeMs: 2000, memoryKb: 1 << 20 };
let dir = '';
let input = '';

function play(
  solution: string | Program,
  options: { interactor?: string; timeMs?: number; wallMs?: number; input?: string } = {},
): Promise<InteractiveOutcome> {
  return runInteractive({
    solution: typeof solution === 'string' ? program(solution) : solution,
    interactor: program(options.interactor ?? 'guess-interactor.cjs'),
    inputFile: options.input ?? input,
    answerFile: options.input ?? input,
    timeMs: options.timeMs ?? LIMITS.timeMs,
    wallMs: options.wallMs ?? 30_000,
    sandbox: null,
    memoryKb: LIMITS.memoryKb,
    outputBytes: 1 << 20,
    idleMs: 500,
  });
}

// The judge's temporary folders (scratch, feedback) go where os.tmpdir() says: here, a folder of this suite's own,
// found empty after every run.
const interactive = suite('an interactive run');
let savedTmpdir: string | undefined;
interactive.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'interactive-'));
  input = join(dir, 'secret.in');
  writeFileSync(input, '37\n');
  savedTmpdir = process.env.TMPDIR;
  mkdirSync(join(dir, 'tmp'));
  process.env.TMPDIR = join(dir, 'tmp');
});
interactive.after.each(() => assert.equal(readdirSync(join(dir, 'tmp')), [], 'a temporary folder was left'));
interactive.after(() => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  rmSync(dir, { recursive: true, force: true });
});

interactive('each side hears the other; the whole exchange is recorded; both are measured', async () => {
  const outcome = await play('guess-binary.cjs');
  assert.equal(decideInteractive(outcome, LIMITS), { verdict: 'AC' });
  assert.equal(outcome.transcript, [
    { from: 'solution', text: '50\n' },
    { from: 'interactor', text: 'lower\n' },
    { from: 'solution', text: '25\n' },
    { from: 'interactor', text: 'higher\n' },
    { from: 'solution', text: '37\n' },
    { from: 'interactor', text: 'correct\n' },
  ]);
  assert.is(outcome.transcriptDropped, 0);
  assert.ok((outcome.solution.cpuMs ?? 0) > 0 && (outcome.interactor.cpuMs ?? 0) > 0);
  assert.ok((outcome.solution.peakRssKb ?? 0) > 10_000 && (outcome.interactor.peakRssKb ?? 0) > 10_000);
});
interactive('a solution that waits for the interactor while it waits too is stopped for idleness: ILE', async () => {
  const outcome = await play('guess-silent.cjs');
  assert.ok(outcome.idle);
  assert.equal(decideInteractive(outcome, LIMITS), { verdict: 'ILE' });
  assert.is(outcome.solution.wallTimeExceeded, false, 'stopped long before the wall-clock cap');
});
interactive('a solution that closes its stdout and sleeps is heard to end at once: WA, not ILE', async () => {
  const outcome = await play('guess-closes-stdout.cjs');
  assert.is(outcome.idle, false, 'not stopped for idleness');
  assert.equal(decideInteractive(outcome, LIMITS), {
    verdict: 'WA',
    checkerReason: "the solution's output ended after 1 guesses",
  });
});
interactive(
  'a solution that thinks for ever gets TLE by its CPU limit; the interactor waits without counting',
  async () => {
    const outcome = await play('guess-loops.cjs', { timeMs: 300 });
    assert.equal(decideInteractive(outcome, { ...LIMITS, timeMs: 300 }), { verdict: 'TLE' });
    assert.ok((outcome.interactor.cpuMs ?? 0) < 300, `the interactor's CPU ${outcome.interactor.cpuMs} ms`);
  },
);
interactive('a solution started by sh -c that thinks for ever gets TLE by its CPU limit, not ILE', async () => {
  // The shell forks the solution and waits: the shell sleeps, the solution runs. Both are the program.
  const command = ['sh', '-c', `"${process.execPath}" "${join(FIXTURES, 'guess-loops.cjs')}"; exit $?`];
  const outcome = await play({ kind: 'native', source: command.join(' '), command, language: null }, { timeMs: 300 });
  assert.equal(decideInteractive(outcome, { ...LIMITS, timeMs: 300 }), { verdict: 'TLE' });
  assert.is(outcome.idle, false);
  assert.ok((outcome.solution.cpuMs ?? 0) > 300, `CPU ${outcome.solution.cpuMs} ms`);
});
interactive('a solution that writes 10 MB to stderr before each guess is not idle: AC', async () => {
  const outcome = await play('guess-floods-stderr.cjs');
  assert.equal(decideInteractive(outcome, LIMITS), { verdict: 'AC' });
  assert.is(outcome.solution.stderrTail.length, 2048, 'only the tail is kept');
});
interactive.e2e('a solution waiting while the interactor thinks is not charged for it', async () => {
  // The interactor spends 400 ms of CPU before each of its three answers (guesses 50, 25, 37): over 1.2 s in all,
  // on a wall-clock cap of 1 s. The solution's cap counts its own turns only.
  const thinking = join(dir, 'thinking.in');
  writeFileSync(thinking, '37 400\n');
  const outcome = await play('guess-binary.cjs', { input: thinking, wallMs: 1000 });
  assert.equal(decideInteractive(outcome, LIMITS), { verdict: 'AC' });
  assert.ok(outcome.solution.wallMs > 1200, `the game took ${outcome.solution.wallMs} ms`);
  assert.ok(outcome.solution.countedWallMs < 1000, `${outcome.solution.countedWallMs} ms counted`);
  assert.is(outcome.solution.wallTimeExceeded, false);
});
interactive('an interactor that breaks its contract is the problem’s failure, not a verdict', async () => {
  const outcome = await play('guess-binary.cjs', { interactor: 'broken-interactor.cjs' });
  assert.equal(decideInteractive(outcome, LIMITS), {
    failure: 'the interactor exited with 1, not 42 or 43: interactor bug: cannot read the test',
  });
});
interactive.run();

const lines = suite('the exchange as lines');
lines(
  'whole lines in the order each was completed, a line split over stretches whole, a last one without its end',
  () => {
    assert.equal(
      exchangeLines([
        { from: 'interactor', text: '6\n2 2' },
        { from: 'solution', text: 'hel' },
        { from: 'interactor', text: ' 5\r\nMOUSE\n' },
        { from: 'solution', text: 'lo\n3' },
      ]),
      [
        { from: 'interactor', line: '6' },
        { from: 'interactor', line: '2 2 5' },
        { from: 'interactor', line: 'MOUSE' },
        { from: 'solution', line: 'hello' },
        { from: 'solution', line: '3' },
      ],
    );
    assert.equal(exchangeLines([]), []);
  },
);
lines.run();
