// The candidate under stress (scripts/stress/candidate.ts): a solve() or play() answers in a worker of the judge's
// sandboxed warm host, with stress's results (its output, what it threw, a timeout by CPU time or by the wall-clock
// cap, a fresh worker for a timed run). Where the kernel has Landlock, what a stressed submission reaches for is
// refused; with the sandbox off, the same attempts succeed: they are real.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { loadProblem } from '../../../judge/registry/index.ts';
import { sandboxFor } from '../../../judge/sandbox/index.ts';
import { Candidate } from '../../../scripts/stress/candidate.ts';
import { copyAttackRoot, copyFixtureRoot, FIXTURE_ROOT } from '../../helpers/fixture-root.ts';

const SOLUTIONS = resolve('test/fixtures/solutions');
const INTERACTIVE_ROOT = resolve('test/fixtures/interactive/root');

/** Loads a candidate with the sandbox off, as on a kernel with neither Landlock nor seccomp (sandbox.ts's caps). */
async function unsandboxed(load: () => Promise<Candidate>): Promise<Candidate> {
  const caps = { KIT_SANDBOX_LANDLOCK_ABI: '0', KIT_SANDBOX_SECCOMP: '0' };
  const before = Object.entries(caps).map(([key]) => [key, process.env[key]] as const);
  Object.assign(process.env, caps);
  try {
    assert.is(sandboxFor(false, FIXTURE_ROOT).on, false, 'the sandbox is off');
    return await load();
  } finally {
    for (const [key, value] of before)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
}

/** The candidate's result on one input, the candidate closed. */
async function runOnce(candidate: Candidate, input: string, timeoutMs = 1000) {
  try {
    return await candidate.run(input, timeoutMs);
  } finally {
    await candidate.close();
  }
}

const walls = suite('a stressed submission, in the sandbox');
let root = '';
walls.before(() => {
  root = mkdtempSync(join(tmpdir(), 'stress-walls-'));
  copyFixtureRoot(join(root, 'sum'));
  cpSync(INTERACTIVE_ROOT, join(root, 'guess'), { recursive: true, filter: (from) => !from.endsWith('/dist') });
});
walls.after(() => rmSync(root, { recursive: true, force: true }));

if (!sandboxFor(false, FIXTURE_ROOT).files) {
  walls('(skipped: this kernel has no Landlock, so the sandbox cannot close the file system)', () => {});
} else {
  walls('a solve() cannot read the answer by its absolute path nor write into the root: EACCES both', async () => {
    const sumRoot = join(root, 'sum');
    const problem = await loadProblem(sumRoot, 'sum');
    const source = { file: join(SOLUTIONS, 'hostile/stressed-reads-and-writes.js') };
    const answer = join(sumRoot, 'testdata/sum/sample/1.ans');
    const target = join(sumRoot, 'written-by-solve.txt');
    const input = `${answer}\n${target}\n`;
    const sandboxed = await runOnce(await Candidate.load(sumRoot, problem, source), input);
    assert.equal(sandboxed, { kind: 'output', output: 'refused: EACCES\nrefused: EACCES\n', ms: sandboxed.ms });
    assert.not.ok(existsSync(target), 'nothing written');
    const open = await runOnce(await unsandboxed(() => Candidate.load(sumRoot, problem, source)), input);
    assert.equal(open, { kind: 'output', output: '5\nwritten\n', ms: open.ms });
    assert.ok(existsSync(target), 'written where the sandbox is off');
  });
  walls('a play() cannot read the answer file: the jury rejects its guess (accepted where it can)', async () => {
    const guessRoot = join(root, 'guess');
    const problem = await loadProblem(guessRoot, 'guess');
    const answer = join(guessRoot, 'testdata/guess/sample/1.ans');
    // Written here: the answer's path is the temporary root's.
    const player = join(guessRoot, 'attempts/plays-the-answer.js');
    mkdirSync(join(guessRoot, 'attempts'));
    writeFileSync(
      player,
      [
        "import { readFileSync } from 'node:fs';",
        'export const play = () => {',
        '  let guess;',
        '  try {',
        `    guess = readFileSync(${JSON.stringify(answer)}, 'utf8').trim();`,
        '  } catch (error) {',
        "    guess = 'refused-' + error.code;",
        '  }',
        '  return { opening: [guess], hear: () => ({ say: [], done: true }) };',
        '};',
        '',
      ].join('\n'),
    );
    const input = readFileSync(join(guessRoot, 'testdata/guess/sample/1.in'), 'utf8');
    const sandboxed = await runOnce(await Candidate.load(guessRoot, problem, { file: player }), input);
    assert.equal(sandboxed, {
      kind: 'output',
      output: 'rejected: guess 1: "refused-EACCES" is not a number\n',
      ms: sandboxed.ms,
    });
    const open = await runOnce(await unsandboxed(() => Candidate.load(guessRoot, problem, { file: player })), input);
    assert.equal(open, { kind: 'output', output: 'accepted\n', ms: open.ms });
  });
  walls("a mutant's run copy (forModule) runs in the sandbox too, reading its own folder alone", async () => {
    const sumRoot = join(root, 'sum');
    const problem = await loadProblem(sumRoot, 'sum');
    const copies = join(root, 'copies');
    mkdirSync(copies);
    writeFileSync(join(copies, 'records.json'), '"records read"');
    const copy = join(copies, 'run-copy.cjs');
    writeFileSync(
      copy,
      [
        "const { readFileSync } = require('node:fs');",
        "const records = JSON.parse(readFileSync(require('node:path').join(__dirname, 'records.json'), 'utf8'));",
        'exports.solve = (input) => {',
        '  try {',
        "    return records + ', ' + readFileSync(input.trim(), 'utf8');",
        '  } catch (error) {',
        "    return records + ', refused: ' + error.code + '\\n';",
        '  }',
        '};',
        '',
      ].join('\n'),
    );
    const answer = join(sumRoot, 'testdata/sum/sample/1.ans');
    const sandboxed = await runOnce(await Candidate.forModule(sumRoot, problem, copy), answer);
    assert.equal(sandboxed, { kind: 'output', output: 'records read, refused: EACCES\n', ms: sandboxed.ms });
    const open = await runOnce(await unsandboxed(() => Candidate.forModule(sumRoot, problem, copy)), answer);
    assert.equal(open, { kind: 'output', output: 'records read, 5\n', ms: open.ms });
  });
}
walls.run();

const bundled = suite('a stressed submission is bundled with only what it may import');
bundled(
  'a solve() that inlines the answers by a glob import does not load: the import refused, as the judge refuses it',
  async () => {
    const attackRoot = realpathSync(mkdtempSync(join(tmpdir(), 'stress-confined-')));
    try {
      const [file] = copyAttackRoot(attackRoot, ['bundles-answers.ts']);
      const problem = await loadProblem(attackRoot, 'sum');
      const refused = await Candidate.load(attackRoot, problem, { file }).then(
        () => 'loaded',
        (error: Error) => error.message,
      );
      assert.match(refused, 'import of "../testdata/once/sample/1.ans" refused: outside the submission\'s folder');
    } finally {
      rmSync(attackRoot, { recursive: true, force: true });
    }
  },
);
bundled.run();

const run = suite('Candidate.run');
run('the output, with the call’s time; what solve() threw', async () => {
  const problem = await loadProblem(FIXTURE_ROOT, 'sum');
  const right = await runOnce(await Candidate.load(FIXTURE_ROOT, problem, { file: join(SOLUTIONS, 'ac.ts') }), '2 3');
  assert.equal(right, { kind: 'output', output: '5\n', ms: right.ms });
  assert.ok(right.ms >= 0 && right.ms < 1000, `${right.ms} ms`);
  const threw = await runOnce(await Candidate.load(FIXTURE_ROOT, problem, { file: join(SOLUTIONS, 're.ts') }), '2 3');
  assert.is(threw.kind, 'error');
  assert.match(threw.kind === 'error' ? threw.message : '', /^Error: fixture failure on 3 bytes\n/);
});
run.e2e(
  'a timeout at the CPU limit, and at ten times it for a call that sleeps; the next case gets a new worker',
  async () => {
    const problem = await loadProblem(FIXTURE_ROOT, 'sum');
    const loops = await Candidate.load(FIXTURE_ROOT, problem, { file: join(SOLUTIONS, 'tle.ts') });
    try {
      for (let k = 0; k < 2; k++) {
        const timedOut = await loops.run('1', 200);
        assert.is(timedOut.kind, 'timeout');
        assert.ok(timedOut.ms >= 200 && timedOut.ms < 2000, `${timedOut.ms} ms`);
      }
    } finally {
      await loops.close();
    }
    const sleeps = await Candidate.load(FIXTURE_ROOT, problem, { file: join(SOLUTIONS, 'sleeps.ts') });
    const started = performance.now();
    const slept = await runOnce(sleeps, '1', 50);
    const wallMs = performance.now() - started;
    assert.is(slept.kind, 'timeout');
    assert.ok(wallMs >= 500 && wallMs < 5000, `stopped after ${wallMs} ms`);
  },
);
run('a worker that dies (out of its heap) is an error saying so; the next case gets a new worker', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'stress-dies-'));
  try {
    // The fixture root with a 64 MB limit: the heap a worker may grow to.
    copyFixtureRoot(folder);
    const definition = join(folder, 'problems/sum/problem.ts');
    writeFileSync(definition, readFileSync(definition, 'utf8').replace('memoryMb: 1024', 'memoryMb: 64'));
    const hoards = join(folder, 'hoards-when-asked.ts');
    writeFileSync(
      hoards,
      'const hoard: number[][] = [];\n' +
        'export function solve(input: string): string {\n' +
        "  if (input === 'hoard') for (;;) hoard.push(new Array(1 << 16).fill(hoard.length));\n" +
        "  return 'alive\\n';\n" +
        '}\n',
    );
    const problem = await loadProblem(folder, 'sum');
    assert.is(problem.limits.memoryMb, 64);
    const candidate = await Candidate.load(folder, problem, { file: hoards });
    try {
      const died = await candidate.run('hoard', 10_000);
      assert.is(died.kind, 'error');
      assert.match(died.kind === 'error' ? died.message : '', /^the worker died: .*out of memory/i);
      const again = await candidate.run('again', 1000);
      assert.equal(again, { kind: 'output', output: 'alive\n', ms: again.ms });
    } finally {
      await candidate.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
run.run();

const fresh = suite('Candidate.runFresh');
fresh('a new worker, warmed up on one call, then the timed call; the next run() starts another', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'stress-fresh-'));
  try {
    const counts = join(folder, 'counts-calls.ts');
    writeFileSync(counts, 'let calls = 0;\nexport const solve = (): string => ++calls + "\\n";\n');
    const problem = await loadProblem(FIXTURE_ROOT, 'sum');
    const candidate = await Candidate.load(FIXTURE_ROOT, problem, { file: counts });
    try {
      const outputs: string[] = [];
      const say = (result: Awaited<ReturnType<Candidate['run']>>) =>
        outputs.push(result.kind === 'output' ? result.output.trim() : result.kind);
      say(await candidate.run('1', 1000));
      say(await candidate.run('1', 1000));
      say(await candidate.runFresh('1', '1', 1000));
      say(await candidate.run('1', 1000));
      assert.equal(outputs, ['1', '2', '2', '1']);
    } finally {
      await candidate.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
fresh.run();
