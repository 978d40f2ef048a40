// The warm workers' host process (warm-pool.ts), run in the submission's sandbox: `node warm-host.cjs WORKER MODULE
// HEAP_MB`. Reads one JSON line at a time on stdin, for a lane (a worker thread): { lane, start, switches?, module? }
// starts its worker (loading `module` in place of MODULE where one is given; MODULE is empty for a spare host, whose
// workers start with none), { lane, load } has it load another module in place of its own, or its first (answered
// { lane, loaded }), { lane, input, switches? } asks it (warm-worker.cjs says what
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

/** A thread's /proc path as /proc/thread-self names it ("<pid>/task/<tid>"): digits, never a path of its own. */
const isThread = (thread) => typeof thread === 'string' && /^\d+\/task\/\d+$/.test(thread);

/**
 * A worker thread's times, read through its schedstat held open until the worker exits: the judge times a call from
 * the times its answer carries and reads the file itself only to see whether a limit is reached (reading it by name
 * before and after each call took ~60 µs here, more than a small stress case's whole check).
 */
function threadTimes(thread) {
  let schedstat = null;
  try {
    if (isThread(thread)) schedstat = openSync(`/proc/${thread}/schedstat`, 'r');
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
  workers.set(lane, { worker, port: null });
  let ready = false;
  let thread = null;
  let times = threadTimes(null);
  // The worker's first message, posted before the module ran: its thread and the port the kit's messages travel
  // on; whatever the module posts to parentPort itself is not read.
  worker.once('message', (first) => {
    if (workers.get(lane)?.worker !== worker) return;
    thread = isThread(first?.thread) ? first.thread : null;
    times = threadTimes(thread);
    const port = first?.port;
    workers.get(lane).port = port;
    port.on('message', (message) => {
      if (workers.get(lane)?.worker !== worker) return;
      if (!ready) {
        ready = true;
        send({ lane, ...message, ready: thread, times: times.read() });
      } else send({ lane, ...message, times: times.read() });
    });
  });
  // How the worker ended, told once: what it threw (out of its heap too), or that it exited (solve() called
  // process.exit, which ends a worker thread): a call waiting on it is answered, never left to a timeout.
  let ended = false;
  const died = (error) => {
    if (ended || workers.get(lane)?.worker !== worker) return;
    ended = true;
    if (!ready) {
      ready = true;
      send({ lane, ready: thread });
    }
    send({ lane, error, dead: true });
  };
  worker.on('error', (error) => died(String(error?.stack || error)));
  worker.on('exit', (code) => {
    times.close();
    died(`the worker exited (code ${code})`);
  });
}

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const message = JSON.parse(line);
    if (message.start) start(message.lane, message.switches, message.module, message.gen);
    else if (message.stop) {
      workers.get(message.lane)?.worker.terminate();
      workers.delete(message.lane);
    } else if (message.load) workers.get(message.lane)?.port?.postMessage({ load: message.load });
    else {
      const { lane, ...call } = message;
      workers.get(lane)?.port?.postMessage(call.switches ? call : call.input);
    }
  })
  .on('close', () => {
    const ending = [...workers.values()];
    workers.clear();
    for (const { worker } of ending) worker.terminate();
  });
