// A warm worker thread (warm-pool.ts): tells its thread's /proc path (where there is one), requires the module, says
// it is ready, and answers each call posted to it with solve's output, or what solve threw; { load } replaces the
// module, or loads the first where the worker was started with none (a spare, started before its module was made).
// A call is an input, or
// { input, switches } for a module instrumented for mutant switching (StrykerJS's instrumenter): the switches are set
// on its switch board, globalThis.__stryker__, first (workerData.switches before the module loads), and the mutants a
// call named by `currentTestId` ran through come back as `covered` (those the module's loading ran through, with
// `ready`). A game's call says its jury's CPU time too (juryCpuMs), where its module measured it.
'use strict';
const { MessageChannel, parentPort, workerData } = require('node:worker_threads');

if (workerData.switches) globalThis.__stryker__ = { ...workerData.switches };
const board = () => globalThis.__stryker__;

// The host's own channel, its other end posted with the thread's /proc path before the module runs: the module's
// code can reach parentPort too, but not this port, so nothing it posts is taken for the kit's (a thread path, a
// ready, an answer) and no call reaches it but through solve().
const { port1: host, port2 } = new MessageChannel();
let thread = null;
try {
  thread = require('node:fs').readlinkSync('/proc/thread-self');
} catch {
  // no /proc: the timeout is wall-clock time
}
parentPort.postMessage({ thread, port: port2 }, [port2]);
let solve = null;
let loadError = workerData.module ? null : 'no module loaded';
if (workerData.module) {
  try {
    solve = require(workerData.module).solve;
    if (typeof solve !== 'function') loadError = 'the module exports no solve()';
  } catch (error) {
    loadError = String(error?.stack || error);
  }
}
const staticCoverage = board()?.mutantCoverage?.static;
host.postMessage(staticCoverage ? { ready: true, covered: Object.keys(staticCoverage) } : { ready: true });

/** { load: module }: the module is replaced by another (a mutant's run copy), required afresh. */
let loaded = workerData.module;
function load(module) {
  if (loaded) delete require.cache[require.resolve(loaded)];
  delete require.cache[require.resolve(module)];
  loaded = module;
  solve = null;
  loadError = null;
  try {
    solve = require(module).solve;
    if (typeof solve !== 'function') loadError = 'the module exports no solve()';
  } catch (error) {
    loadError = String(error?.stack || error);
  }
  host.postMessage({ loaded: true });
}

host.on('message', (call) => {
  if (typeof call !== 'string' && call.load) return load(call.load);
  const input = typeof call === 'string' ? call : call.input;
  const switches = typeof call === 'string' ? null : call.switches;
  if (switches) globalThis.__stryker__ = Object.assign(board() ?? {}, switches);
  const covered = () => {
    const test = switches?.currentTestId;
    const seen = test === undefined ? undefined : board()?.mutantCoverage?.perTest?.[test];
    return seen ? { covered: Object.keys(seen) } : {};
  };
  if (loadError !== null) return host.postMessage({ error: loadError });
  // A game's module plays the jury's side too, and says how long that took (bundle.ts, bundleExchangeModule).
  const jury = () => {
    const ms = globalThis.__kitJuryCpuMs;
    delete globalThis.__kitJuryCpuMs;
    return typeof ms === 'number' ? { juryCpuMs: ms } : {};
  };
  try {
    const output = String(solve(input));
    host.postMessage({ output, ...covered(), ...jury() });
  } catch (error) {
    host.postMessage({ error: String(error?.stack || error), ...covered() });
  }
});
