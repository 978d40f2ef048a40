// The run's own namespaces as a user who is not root gets them (a user namespace of its own, its uid mapped to
// itself): the measuring parent run directly as nobody, where this machine lets the test become nobody (run as root,
// with setpriv). There, no cgroup can be had, and the run's tasks are held by RLIMIT_NPROC, counted in the run's
// user namespace alone.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { measuringParent } from '../../../judge/sandbox/index.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { NO_PARENT, skip } from '../../helpers/skip.ts';

const NOBODY = ['--reuid=65534', '--regid=65534', '--clear-groups'];

/** Whether this test can run programs as nobody: root, with setpriv. */
function canBecomeNobody(): boolean {
  if (process.getuid?.() !== 0) {
    skip('another user tests', 'not run as root, so it cannot become nobody; run npm test as root');
    return false;
  }
  return hasTool('another user', 'setpriv');
}

const test = suite("a user who is not root: the run's namespaces");
test.e2e('its threads stop at 1024, the measuring parent in a user namespace of its own', () => {
  if (process.platform !== 'linux') return skip('another user tests', 'not Linux; no namespaces to test');
  const parent = measuringParent();
  if (parent === null) return skip('another user tests', NO_PARENT);
  if (!hasTool('C', 'gcc') || !canBecomeNobody()) return;
  const work = mkdtempSync(join(tmpdir(), 'judge-nobody-'));
  try {
    chmodSync(work, 0o755);
    const measure = join(work, 'measure');
    copyFileSync(parent, measure);
    const program = join(work, 'floods-threads');
    const fixture = resolve('test/fixtures/solutions/hostile/floods-threads.c');
    assert.is(spawnSync('gcc', ['-O2', '-pthread', '-o', program, fixture]).status, 0);
    const probe = spawnSync('setpriv', [...NOBODY, measure, '--sandbox-probe'], { encoding: 'utf8' });
    if (!/namespaces 1 cgroup 0/.test(probe.stdout)) {
      return skip('another user tests', `no user namespaces for nobody here (${probe.stdout.trim()}); enable them`);
    }
    const run = spawnSync('setpriv', [...NOBODY, measure, '5000', '0', '1', '-S', '-N', '-C', '--', program], {
      encoding: 'utf8',
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    const made = Number(/^made (\d+)$/m.exec(run.stdout)?.[1]);
    assert.ok(made > 0 && made < 1024, `made ${made} threads (${run.stderr})`);
    // Run without its namespaces, nothing holds them but the memory limit (the README says so).
    const loose = spawnSync('setpriv', [...NOBODY, measure, '5000', '0', '1', '-S', '--', program], {
      encoding: 'utf8',
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    assert.match(loose.stdout, /^made \d+$/m);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
