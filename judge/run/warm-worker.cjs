// A warm worker thread (warm-pool.ts): requires the module, says it is ready with its thread's /proc path (where
// there is one), and answers each input posted to it with solve's output, or what solve threw.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');

let solve = null;
let loadError = null;
try {
  solve = require(workerData.module).solve;
  if (typeof solve !== 'function') loadError = 'the module exports no solve()';
} catch (error) {
  loadError = String(error?.stack || error);
}
let thread = null;
try {
  thread = require('node:fs').readlinkSync('/proc/thread-self');
} catch {
  // no /proc: the timeout is wall-clock time
}
parentPort.postMessage({ ready: thread });
parentPort.on('message', (input) => {
  if (loadError !== null) return parentPort.postMessage({ error: loadError });
  try {
    parentPort.postMessage({ output: String(solve(input)) });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.stack || error) });
  }
});
