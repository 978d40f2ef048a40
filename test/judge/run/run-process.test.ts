import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { overCpuLimit, type RunOutcome, runProgram } from '../../../judge/run/index.ts';

// The program is every process the run starts. A command through `sh -c` (which forks the command and waits for it)
// or through a shell-script shim (as a version manager's `python3` is) is measured and limited as the program it
// starts. Limits are set apart as in misbehaving.test.ts: nothing here depends on the machine's speed or load.
const NODE = process.execPath;
const BURN = resolve('test/fixtures/solutions/burns-cpu.js');
const ALLOCATE = resolve('test/fixtures/solutions/allocates-forever.js');
let dir = '';
let empty = '';
let shim = '';

function run(command: string[], limits: { timeMs: number; memoryKb?: number }): Promise<RunOutcome> {
  return runProgram({
    program: { kind: 'native', source: command.join(' '), command, language: null },
    inputFile: empty,
    timeMs: limits.timeMs,
    wallMs: 60_000,
    memoryKb: limits.memoryKb ?? 1 << 20,
    outputBytes: 1 << 20,
    sandbox: null, // measuring alone: the sandbox has tests of its own
  });
}

const tree = suite('the whole process tree is the program');
tree.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'run-process-'));
  empty = join(dir, 'empty.in');
  writeFileSync(empty, '');
  // A shim as version managers write them: a shell script that runs the real program and waits for it.
  shim = join(dir, 'shim');
  writeFileSync(shim, '#!/bin/sh\n"$@"\nstatus=$?\nexit $status\n');
  chmodSync(shim, 0o755);
});
tree.after(() => rmSync(dir, { recursive: true, force: true }));

tree.e2e('through sh -c and through a shim, the CPU time and memory are the program’s, counted once', async () => {
  const direct = await run([NODE, BURN, '400'], { timeMs: 20_000 });
  const viaShell = await run(['sh', '-c', `"${NODE}" "${BURN}" 400; exit $?`], { timeMs: 20_000 });
  const viaShim = await run([shim, NODE, BURN, '400'], { timeMs: 20_000 });
  for (const [how, outcome] of [
    ['direct', direct],
    ['sh -c', viaShell],
    ['shim', viaShim],
  ] as const) {
    assert.is(outcome.stdout, 'done\n', how);
    assert.ok((outcome.cpuMs ?? 0) >= 400, `${how}: CPU ${outcome.cpuMs} ms`);
  }
  for (const [how, outcome] of [
    ['sh -c', viaShell],
    ['shim', viaShim],
  ] as const) {
    // The shell alone would be a few ms, the program counted twice some 800: the load of a busy machine makes Node.js’s
    // start dearer (by a fifth here beside two busy processes, for either run), never twice as dear.
    const ratio = outcome.cpuMs! / direct.cpuMs!;
    assert.ok(ratio > 0.6 && ratio < 1.6, `${how}: CPU ${outcome.cpuMs} ms against ${direct.cpuMs} ms direct`);
    // Node.js alone holds some 40 MB; the shell a few.
    assert.ok(outcome.peakRssKb! > 0.9 * direct.peakRssKb!, `${how}: ${outcome.peakRssKb} KiB, ${direct.peakRssKb}`);
  }
});
tree('a loop under sh -c or a shim is stopped at its CPU limit, with everything it started', async () => {
  for (const command of [
    ['sh', '-c', `"${NODE}" "${BURN}" 100000; exit $?`],
    [shim, NODE, BURN, '100000'],
  ]) {
    const outcome = await run(command, { timeMs: 300 });
    assert.ok(overCpuLimit(outcome, 300), `${command[0]}: CPU ${outcome.cpuMs} ms`);
    assert.is(outcome.wallTimeExceeded, false, 'stopped by the CPU limit, not the wall-clock cap');
    // Stopped by the measuring parent's look at the tree, not by the kernel's RLIMIT_CPU a second later.
    assert.is(outcome.signal, 'SIGKILL', `${command[0]}: ${outcome.signal}`);
    assert.ok(outcome.cpuMs! < 1000, `${command[0]}: CPU ${outcome.cpuMs} ms`);
  }
});
tree('a program under sh -c that allocates without end is stopped at the memory limit while it runs', async () => {
  const outcome = await run(['sh', '-c', `"${NODE}" "${ALLOCATE}"; exit $?`], { timeMs: 20_000, memoryKb: 96 * 1024 });
  assert.ok(outcome.peakRssKb! > 96 * 1024, `${outcome.peakRssKb} KiB`);
  assert.is(outcome.signal, 'SIGKILL');
  assert.is(outcome.wallTimeExceeded, false);
});
tree.run();
