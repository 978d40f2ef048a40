// The warm workers' host process (warm-pool.ts), run in the submission's sandbox: `node warm-host.cjs WORKER MODULE
// HEAP_MB`. Reads one JSON line at a time on stdin, for a lane (a worker thread): { lane, start, switches?, module? }
// starts its worker (loading `module` in place of MODULE where one is given), { lane, load } has it load another module
// in place of its own (answered { lane, loaded }), { lane, input, switches? } asks it (warm-worker.cjs says what
// switches do), { lane, stop } stops it.
// Writes one JSON line for each: { lane, ready } once the worker has loaded the module (its /proc thread path, or
// null), { lane, output } or { lane, error } for an answer (each with what the worker adds, `covered`), and
// { lane, error, dead } when the worker died; each carries the `gen` its start was given, so that a line a stopped
// worker wrote before its stop was read is told from the next worker's. A line of a worker that told its thread
// carries the thread's times after it, `times`: [ms on a CPU, ms waiting for one]. Ends when stdin closes.
'use strict';
const { closeSync, openSync, readSync } = require('node:fs');
const { Worker } = require('node:worker_threads');
const { createInterface } = require('node:readline');

const [workerFile, solution, heapMb] = process.argv.slice(2);
const workers = new Map();
const reply = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

/**
 * A worker thread's times, read through its schedstat held open until the worker exits: the judge times a call from
 * the times its answer carries and reads the file itself only to see whether a limit is reached (reading it by name
 * before and after each call took ~60 µs here, more than a small stress case's whole check).
 */
function threadTimes(thread) {
  let schedstat = null;
  try {
    if (thread) schedstat = openSync(`/proc/${thread}/schedstat`, 'r');
  } catch {
    // not readable: the judge reads it itself, or times by the clock
  }
  const buffer = Buffer.alloc(64);
  return {
    read() {
      if (schedstat === null) return undefined;
      try {
        const [ran, waited] = buffer
          .latin1Slice(0, readSync(schedstat, buffer, 0, 64, 0))
          .split(' ')
          .map(Number);
        return [ran / 1e6, waited / 1e6];
      } catch {
        return undefined;
      }
    },
    close() {
      if (schedstat !== null) closeSync(schedstat);
      schedstat = null;
    },
  };
}

function start(lane, switches, module, gen) {
  const send = (message) => reply({ ...message, gen });
  const worker = new Worker(workerFile, {
    workerData: { module: module ?? solution, switches },
    stdout: true,
    stderr: true,
    resourceLimits: { maxOldGenerationSizeMb: Number(heapMb) },
    execArgv: [],
  });
  // What solve() prints for itself is not its answer: drained, not kept.
  worker.stdout.resume();
  worker.stderr.resume();
  workers.set(lane, worker);
  let ready = false;
  let times = threadTimes(null);
  worker.on('message', (message) => {
    if (workers.get(lane) !== worker) return;
    if (!ready) {
      ready = true;
      times = threadTimes(message.ready);
      send({ lane, ...message, ready: message.ready ?? null, times: times.read() });
    } else send({ lane, ...message, times: times.read() });
  });
  worker.on('exit', () => times.close());
  worker.on('error', (error) => {
    if (workers.get(lane) !== worker) return;
    if (!ready) {
      ready = true;
      send({ lane, ready: null });
    }
    send({ lane, error: String(error?.stack || error), dead: true });
  });
}

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const message = JSON.parse(line);
    if (message.start) start(message.lane, message.switches, message.module, message.gen);
    else if (message.stop) {
      workers.get(message.lane)?.terminate();
      workers.delete(message.lane);
    } else if (message.load) workers.get(message.lane)?.postMessage({ load: message.load });
    else {
      const { lane, ...call } = message;
      workers.get(lane)?.postMessage(call.switches ? call : call.input);
    }
  })
  .on('close', () => {
    for (const worker of workers.values()) worker.terminate();
  });
