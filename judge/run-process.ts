// Runs one bundle on one input file as its own process, enforces the limits and measures time and memory.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunOutcome } from './verdict.ts';

const PROBE = fileURLToPath(new URL('./probe.cjs', import.meta.url));
const STDERR_TAIL_BYTES = 2048;
const POLL_MS = 10;
// /proc reports CPU time in clock ticks; Linux fixes USER_HZ at 100 on every architecture Node supports.
const MS_PER_TICK = 10;
const RUN_TOKEN_VAR = 'JUDGE_RUN_TOKEN';

export interface RunRequest {
  /** The JavaScript file to run with node. */
  bundle: string;
  /** Becomes the process's stdin, as a judge redirects a file. */
  inputFile: string;
  /** CPU time limit in milliseconds. */
  timeMs: number;
  /** Wall-clock cap in milliseconds: stops a process that waits or sleeps without using CPU. */
  wallMs: number;
  memoryKb: number;
  outputBytes: number;
  /** Aborting stops the process at once. */
  signal?: AbortSignal;
}

interface ProcSample {
  cpuMs: number;
  peakRssKb: number;
}

/** Reads CPU time and peak RSS of a live process from /proc; null once it is gone (or off Linux). */
function sampleProc(pid: number): ProcSample | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3 of stat(5), so utime (14) and stime (15) sit at 11 and 12.
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const hwm = /VmHWM:\s+(\d+)/.exec(status);
    return { cpuMs, peakRssKb: hwm ? Number(hwm[1]) : 0 };
  } catch {
    return null;
  }
}

/** Kills the process group the solution leads: it and every process it started that stayed in the group. */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/**
 * Kills every process whose environment carries this run's token: descendants that left the process group
 * (setsid, a detached spawn) still inherit the environment. A program that scrubs its environment escapes this;
 * the judge is not a sandbox.
 */
function killTagged(token: string): void {
  const tag = `${RUN_TOKEN_VAR}=${token}`;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return; // not Linux: the process group kill is all there is
  }
  for (const entry of entries) {
    if (entry.charCodeAt(0) < 48 || entry.charCodeAt(0) > 57) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(tag)) process.kill(Number(entry), 'SIGKILL');
    } catch {
      // Gone already, or not ours to read.
    }
  }
}

export function runBundle(request: RunRequest): Promise<RunOutcome> {
  const scratch = mkdtempSync(join(tmpdir(), 'judge-run-'));
  const inputFd = openSync(request.inputFile, 'r');
  // A judge's environment is bare: nothing like NODE_OPTIONS or FORCE_COLOR leaks in from the caller's shell.
  // The token marks every process this run starts, so that all of them can be found and killed afterwards.
  const token = randomUUID();
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch, LANG: 'C.UTF-8', [RUN_TOKEN_VAR]: token };
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['--require', PROBE, request.bundle], {
    cwd: scratch,
    env,
    stdio: [inputFd, 'pipe', 'pipe', 'pipe'],
    detached: true, // its own process group, killed whole
  });
  closeSync(inputFd);

  const stdoutChunks: Buffer[] = [];
  let stdoutBytes = 0;
  let outputExceeded = false;
  let stderrTail = Buffer.alloc(0);
  let probeText = '';
  let polled: ProcSample = { cpuMs: 0, peakRssKb: 0 };
  let wallTimeExceeded = false;

  const stop = () => {
    killGroup(child.pid);
    killTagged(token);
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    if (outputExceeded) return;
    stdoutBytes += chunk.length;
    if (stdoutBytes > request.outputBytes) {
      outputExceeded = true;
      stop();
      return;
    }
    stdoutChunks.push(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderrTail = Buffer.concat([stderrTail, chunk]);
    if (stderrTail.length > STDERR_TAIL_BYTES) stderrTail = stderrTail.subarray(stderrTail.length - STDERR_TAIL_BYTES);
  });
  (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
    probeText += chunk.toString('latin1');
  });

  const poll = setInterval(() => {
    const sample = child.pid === undefined ? null : sampleProc(child.pid);
    if (sample !== null) {
      polled = { cpuMs: Math.max(polled.cpuMs, sample.cpuMs), peakRssKb: Math.max(polled.peakRssKb, sample.peakRssKb) };
      if (polled.cpuMs > request.timeMs || polled.peakRssKb > request.memoryKb) stop();
    }
  }, POLL_MS);
  const wallTimer = setTimeout(() => {
    wallTimeExceeded = true;
    stop();
  }, request.wallMs);
  const onAbort = () => stop();
  request.signal?.addEventListener('abort', onAbort);

  return new Promise((resolve, reject) => {
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // Anything the solution left running would keep its pipes open; it goes with it. Should something that
      // escaped still hold them, they are closed from this side after a grace period.
      stop();
      setTimeout(() => {
        for (const stream of [child.stdout, child.stderr, child.stdio[3]]) (stream as NodeJS.ReadableStream & { destroy(): void })?.destroy();
      }, 2000).unref();
    });
    child.on('close', () => {
      clearInterval(poll);
      clearTimeout(wallTimer);
      request.signal?.removeEventListener('abort', onAbort);
      rmSync(scratch, { recursive: true, force: true });
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const probe = /^(\d+) (\d+) (\d+)/.exec(probeText);
      const probeCpuMs = probe ? (Number(probe[2]) + Number(probe[3])) / 1000 : 0;
      const probeRssKb = probe ? Number(probe[1]) : 0;
      resolve({
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        cpuMs: Math.max(probeCpuMs, polled.cpuMs),
        wallMs,
        peakRssKb: Math.max(probeRssKb, polled.peakRssKb),
        stdout: Buffer.concat(stdoutChunks).toString('utf8'),
        outputExceeded,
        wallTimeExceeded,
        stderrTail: stderrTail.toString('utf8'),
      });
    });
  });
}
