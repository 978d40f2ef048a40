// `npm run test:load` (summary in cli/commands.ts): the suite must hold on a busy machine, not only on an idle one.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';

const flags = {
  runs: { kind: 'integer', value: 'N', min: 1, help: 'how many times to run npm test (default 10)' },
  busy: { kind: 'integer', value: 'N', min: 0, help: 'CPU-bound processes beside it (default: one per core)' },
} as const;

interface TestRun {
  status: number | null;
  seconds: number;
  output: string;
}

function npmTest(root: string): Promise<TestRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, seconds: (performance.now() - started) / 1000, output }));
  });
}

export const testLoadCommand: Command<typeof flags> = {
  name: 'test:load',
  args: '',
  positionals: { min: 0, max: 0 },
  flags,
  async run({ flags: f, root }, io) {
    const runs = f.runs ?? 10;
    const busyCount = f.busy ?? availableParallelism();
    // Each spins until its parent is gone, so that none outlives this command, however it ends.
    const spin = `const parent = process.ppid; for (let i = 1; ; i++) if (i % 1e8 === 0 && process.ppid !== parent) process.exit();`;
    const busy: ChildProcess[] = Array.from({ length: busyCount }, () =>
      spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
    );
    io.stdout.write(
      `npm test, ${runs} runs, with ${busyCount} CPU-bound processes beside it (${availableParallelism()} cores)\n`,
    );
    let passed = 0;
    try {
      for (let k = 1; k <= runs; k++) {
        const run = await npmTest(root);
        const ok = run.status === 0;
        if (ok) passed++;
        const summary = /(\d+) passed, (\d+) failed/.exec(run.output);
        const counts = summary
          ? `${summary[1]} of ${Number(summary[1]) + Number(summary[2])} tests`
          : 'no test summary';
        io.stdout.write(
          `run ${k}: ${ok ? 'passed' : `FAILED (exit ${run.status})`}, ${counts}, ${run.seconds.toFixed(1)} s\n`,
        );
        if (!ok) {
          const log = join(tmpdir(), `test-load-run-${k}-${process.pid}.log`);
          writeFileSync(log, run.output);
          for (const line of run.output
            .split('\n')
            .filter((l) => /FAIL|rror/.test(l))
            .slice(0, 10))
            io.stdout.write(`  ${line.trim()}\n`);
          io.stdout.write(`  the whole output: ${log}\n`);
        }
      }
    } finally {
      for (const child of busy) child.kill('SIGKILL');
    }
    io.stdout.write(`${passed} of ${runs} runs passed\n`);
    return passed === runs ? 0 : 1;
  },
};

runIfMain(import.meta.url, testLoadCommand);
