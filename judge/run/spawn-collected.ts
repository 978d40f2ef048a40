// A process run to its end beside other work, what it writes collected: what spawnSync reports, without holding the
// event loop while it runs. For the problem's own programs and the kit's tools (validators, compilers), run with
// the user's rights: a submission runs through run-process.ts, measured and in its sandbox.
import { spawn } from 'node:child_process';

/** How it ended, as spawnSync reports it: `error` where it could not start or passed a limit set here. */
export interface Collected {
  error?: Error;
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CollectOptions {
  /** Its standard input; none: it reads nothing. */
  input?: string;
  env?: NodeJS.ProcessEnv;
  /** Stopped (SIGKILL) once it has run this long, or written more than `maxBuffer` characters to either stream. */
  timeoutMs?: number;
  maxBuffer?: number;
}

export function spawnCollected(command: readonly string[], options: CollectOptions = {}): Promise<Collected> {
  return new Promise((done) => {
    const [program, ...args] = command;
    const child = spawn(program, args, {
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      ...(options.env ? { env: options.env } : {}),
    });
    const out = { stdout: '', stderr: '' };
    let error: Error | undefined;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            error = new Error(`no verdict within ${options.timeoutMs! / 1000} s`);
            child.kill('SIGKILL');
          }, options.timeoutMs);
    for (const name of ['stdout', 'stderr'] as const)
      child[name]?.setEncoding('utf8').on('data', (chunk: string) => {
        out[name] += chunk;
        if (options.maxBuffer !== undefined && out[name].length > options.maxBuffer) {
          error = new Error(`more than ${options.maxBuffer} bytes on ${name}`);
          child.kill('SIGKILL');
        }
      });
    if (options.input !== undefined) {
      child.stdin?.on('error', () => {}); // a program that stops reading early: its exit says the rest
      child.stdin?.end(options.input);
    }
    child.on('error', (failed) => {
      error = failed;
    });
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      done({ error, status, signal, ...out });
    });
  });
}
