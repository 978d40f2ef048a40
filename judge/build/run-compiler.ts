// A submission's compiler is a submission too: what it reads (an #include of /dev/zero, a constexpr that never ends)
// is the submitter's to choose. It runs through the measuring parent in the submission's sandbox, with /dev/null its
// only device and its stdin, held to the compile limits; past one it is stopped, and the reason is the CE.
import { spawn } from 'node:child_process';
import { FILES_LIMIT_ENTRIES, FILES_LIMIT_MB, parseReport, type Sandbox, sandboxedCommand } from '../sandbox/index.ts';
import type { SandboxedRun } from '../sandbox/index.ts';

/**
 * The limits of one compile, DOMjudge's defaults for its compile scripts (script_timeout 30 s, script_memory_limit
 * 2 GB): wide enough for any honest solution (g++ -O2 on bits/stdc++.h takes 2 s of CPU and 250 MB here), narrow
 * enough that a compile bomb ends. The wall clock allows twice the CPU time and 30 s more, for a machine busy
 * with other work (the clock counts time waiting for a core here); messages past 1 MB are a flood, not a diagnosis. KIT_COMPILE_CPU_MS lowers the CPU limit (and the wall clock with it), for tests.
 */
export function compileLimits(): { cpuMs: number; memoryMb: number; wallMs: number; messageBytes: number } {
  const cpuMs = Number(process.env.KIT_COMPILE_CPU_MS ?? 30_000);
  return { cpuMs, memoryMb: 2048, wallMs: 2 * cpuMs + 30_000, messageBytes: 1 << 20 };
}

/** How a compiler's run ended: as spawnSync reports it, and `over`, the limit that stopped it, said for the CE. */
export interface CompilerRun {
  error?: Error;
  status: number | null;
  stdout: string;
  stderr: string;
  over?: string;
}

/** Runs `command` (a compiler) for a submission, in `sandbox` and under compileLimits(). */
export function runCompiler(sandbox: Sandbox, command: string[], run: SandboxedRun): Promise<CompilerRun> {
  const limits = compileLimits();
  const [program, ...args] = sandboxedCommand(
    sandbox,
    command,
    { ...run, devices: ['/dev/null'] },
    {
      cpuMs: limits.cpuMs,
      memoryKb: limits.memoryMb * 1024,
    },
  );
  return new Promise((done) => {
    // Its stdin is /dev/null: an #include of /dev/stdin reads nothing.
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      // The environment a run gets, bare: nothing of the judge's own (its tokens, its shell's variables) for a
      // compiler a submission drives, which could print it in an error.
      env: { PATH: run.path, HOME: run.scratch, TMPDIR: run.scratch, LANG: 'C.UTF-8' },
      detached: true,
    });
    const out = { stdout: '', stderr: '' };
    let report = '';
    let over: string | undefined;
    let error: Error | undefined;
    // The compiler's own process group, which the measuring parent names first on fd 3; stopped whole, after which
    // the parent, a subreaper, sweeps up what it left and reports.
    const stop = (why: string) => {
      over ??= why;
      const pid = parseReport(report).pid ?? child.pid;
      try {
        if (pid !== undefined) process.kill(-pid, 'SIGKILL');
      } catch {
        // gone already
      }
    };
    const wall = setTimeout(
      () => stop(`compilation took more than ${limits.wallMs / 1000} s of wall-clock time`),
      limits.wallMs,
    );
    for (const name of ['stdout', 'stderr'] as const)
      child[name]!.setEncoding('utf8').on('data', (chunk: string) => {
        if (out.stdout.length + out.stderr.length < limits.messageBytes) out[name] += chunk;
        else stop(`the compiler wrote more than ${limits.messageBytes >> 20} MB of messages`);
      });
    (child.stdio[3] as NodeJS.ReadableStream).setEncoding('latin1').on('data', (chunk: string) => {
      report += chunk;
    });
    child.on('error', (failed) => {
      error = failed;
    });
    child.on('close', (status, signal) => {
      clearTimeout(wall);
      const overLine = /^over (cpu|memory|files)$/m.exec(report)?.[1];
      const reason =
        overLine === 'cpu' || signal === 'SIGXCPU'
          ? `compilation took more than ${limits.cpuMs / 1000} s of CPU`
          : overLine === 'memory'
            ? `the compiler used more than ${limits.memoryMb} MB of memory`
            : overLine === 'files' || signal === 'SIGXFSZ'
              ? `the compiler's output went over the sandbox's limit of ${FILES_LIMIT_MB} MB in ${FILES_LIMIT_ENTRIES} entries`
              : over;
      done({ error, status, ...out, ...(reason === undefined ? {} : { over: `${reason} (the compile limit)` }) });
    });
  });
}
