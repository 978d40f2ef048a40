// The stress worker: loads the candidate's solve once, then answers one input after another (worker-protocol.ts).
// A module that fails to load answers every input with that error. Bundled and started by candidate.ts.
import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import {
  INPUT_POSTED,
  LOADED,
  RESULT_POSTED,
  type RunResult,
  SPIN,
  THREAD,
  type WorkerInput,
} from './worker-protocol.ts';

const { bundle, port, flags } = workerData as WorkerInput;
const describe = (error: unknown) => (error instanceof Error && error.stack ? error.stack : String(error));

let solve: ((input: string) => unknown) | null = null;
let loadError: string | null = null;
try {
  solve = (createRequire(bundle)(bundle) as { solve: (input: string) => unknown }).solve;
} catch (error) {
  loadError = describe(error);
}
try {
  // "<pid>/task/<tid>": the main thread reads this thread's CPU time by it.
  Atomics.store(flags, THREAD, Number(readlinkSync('/proc/thread-self').split('/').pop()));
} catch {
  // no /proc: the main thread times by the clock
}
Atomics.store(flags, LOADED, 1);
Atomics.notify(flags, LOADED);

for (;;) {
  for (let spin = 0; spin < SPIN && Atomics.load(flags, INPUT_POSTED) === 0; spin++);
  while (Atomics.load(flags, INPUT_POSTED) === 0) Atomics.wait(flags, INPUT_POSTED, 0);
  Atomics.store(flags, INPUT_POSTED, 0);
  const input = receiveMessageOnPort(port)?.message as string;
  const started = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
  let result: RunResult;
  if (solve === null) {
    result = { kind: 'error', message: loadError ?? 'no solve', ms: 0 };
  } else {
    try {
      result = { kind: 'output', output: String(solve(input)), ms: ms() };
    } catch (error) {
      result = { kind: 'error', message: describe(error), ms: ms() };
    }
  }
  port.postMessage(result);
  Atomics.store(flags, RESULT_POSTED, 1);
  Atomics.notify(flags, RESULT_POSTED);
}
