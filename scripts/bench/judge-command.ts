// The whole `npm run judge` command, timed: what the typecheck and sandbox sections compare.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Seconds `npm run judge -- ARGS` took (its own process, as a user starts it); a failing run stops the bench. */
export function judgeSeconds(root: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/judge.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env,
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error(`npm run judge failed (${run.status}):\n${run.stdout}${run.stderr}`);
  return (performance.now() - started) / 1000;
}
