// The sandbox's state as the judge says it, on this kernel and on lesser ones pretended by KIT_SANDBOX_LANDLOCK_ABI
// and KIT_SANDBOX_SECCOMP (the measuring parent applies only what it is told); and what one program may read.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { sandboxFor } from '../../../judge/sandbox/index.ts';
import { measuringParent } from '../../../judge/sandbox/measure.ts';
import { sandboxOptions } from '../../../judge/sandbox/sandbox.ts';
import { judgeCommand } from '../../../scripts/judge.ts';
import { runInProcess } from '../../helpers/run-command.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';
import { skip, skippingAll } from '../../helpers/skip.ts';

const KIT = process.cwd();
const here = sandboxFor(false, KIT);

/** Runs `body` with the environment's variables set (undefined: unset), and puts them back. */
async function pretending<T>(env: Record<string, string | undefined>, body: () => Promise<T> | T): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  set(env);
  try {
    return await body();
  } finally {
    set(before);
  }
}

const state = suite('what the sandbox enforces, said in one line');
state('--no-sandbox turns it off and says so', () => {
  const off = sandboxFor(true, KIT);
  assert.is(off.on, false);
  assert.is(off.summary, 'off');
  assert.match(off.line ?? '', /^sandbox: off \(--no-sandbox\): a submission runs with your rights/);
});
/** The tests of a kernel with every wall: skipped by name, saying which is missing, on a lesser one. */
const everyWall = skippingAll(
  state,
  'sandbox with every wall',
  here.landlockAbi >= 6 && here.seccomp && here.processes && here.cgroup !== 0
    ? null
    : `not every wall here (Landlock ABI ${here.landlockAbi} where 6 is wanted, seccomp ${here.seccomp ? 'yes' : 'no'}, namespaces ${here.processes ? 'yes' : 'no'}, cgroup ${here.cgroup === 0 ? 'no' : 'yes'}); Linux 6.12+, run as root`,
);
everyWall('on this kernel everything is enforced: no line', () => {
  assert.equal([here.files, here.network, here.signals, here.processes, here.line], [true, true, true, true, null]);
  assert.is(here.summary, 'files, network, signals, processes, memory');
});
everyWall('each lesser kernel, pretended, is said in one line', async () => {
  const line = (abi: string, seccomp?: string) =>
    pretending({ KIT_SANDBOX_LANDLOCK_ABI: abi, KIT_SANDBOX_SECCOMP: seccomp }, () => sandboxFor(false, KIT).line);
  const rest = 'processes yes, cgroup v[12]';
  assert.match(
    (await line('0')) ?? '',
    new RegExp(`^sandbox: files no, network yes, signals no, ${rest} \\(Landlock ABI 0; files need`),
  );
  assert.match((await line('2')) ?? '', /^sandbox: files yes, network yes, signals no, .*truncate\(2\)/);
  assert.match(
    (await line('5')) ?? '',
    new RegExp(`^sandbox: files yes, network yes, signals no, ${rest} \\(.*Linux 6\\.12\\+\\)$`),
  );
  assert.match(
    (await line('5', '0')) ?? '',
    /^sandbox: files yes, network TCP only, signals no, .*without seccomp a submission may also change the mode, owner and times of a file it can open/,
  );
  assert.match((await line('3', '0')) ?? '', /network no, signals no, .*TCP needs Landlock ABI 4/);
  assert.match((await line('0', '0')) ?? '', /^sandbox: off \(this kernel has neither Landlock nor seccomp\)/);
  assert.is(await line('7'), null);
  const without = (variable: string) => pretending({ [variable]: '0' }, () => sandboxFor(false, KIT).line);
  assert.match(
    (await without('KIT_SANDBOX_NAMESPACES')) ?? '',
    process.getuid?.() === 0
      ? /^sandbox: files yes, network yes, signals yes, processes no, cgroup v[12] \(.*\(KIT_SANDBOX_NAMESPACES=0\): what a submission leaves running is swept, not contained; run as root with no mount namespace, a submission reads the files only root may \(\/etc\/shadow\): run the judge as a user who is not root\)$/
      : /^sandbox: files yes, network yes, signals yes, processes no, cgroup v[12] \(.*\(KIT_SANDBOX_NAMESPACES=0\): what a submission leaves running is swept, not contained\)$/,
  );
  assert.match(
    (await without('KIT_SANDBOX_CGROUP')) ?? '',
    /^sandbox: files yes, network yes, signals yes, processes yes, cgroup no \(.*forks are not limited, and memory outside processes is refused, not counted\)$/,
  );
});
everyWall.e2e(
  'without Landlock (pretended) the judge judges, says what is not enforced, and the report keeps it',
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'judge-sandbox-'));
    try {
      copyFixtureRoot(root);
      const report = await pretending({ KIT_SANDBOX_LANDLOCK_ABI: '0' }, () =>
        judge({ root, problemIds: ['sum'], typecheck: false }),
      );
      assert.equal(
        report.problems[0].results.map((r) => r.verdict),
        ['AC', 'AC'],
      );
      assert.match(report.sandbox.notEnforced ?? '', /^sandbox: files no, network yes/);
      assert.is(report.sandbox.enforced, 'network, processes, memory');
      // The line is true: without Landlock a program reads the answers.
      const reads = await pretending({ KIT_SANDBOX_LANDLOCK_ABI: '0' }, () =>
        judge({ root, problemIds: ['sum'], solution: resolve('test/fixtures/solutions/hostile/reads-answer.js') }),
      );
      assert.equal(
        reads.problems[0].results.map((r) => r.verdict),
        ['AC', 'AC'],
      );
      // The command says it at start, on stderr, and again under the results.
      const run = await pretending({ KIT_SANDBOX_LANDLOCK_ABI: '0' }, () =>
        runInProcess(judgeCommand, ['--root', root, 'sum', '--no-typecheck']),
      );
      assert.is(run.status, 0, run.stdout);
      assert.match(run.stderr.split('\n')[0], /^sandbox: files no, network yes, signals no/);
      assert.match(run.stdout, /sandbox: files no, network yes, signals no/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);

const reach = suite("what one program may read: the system, its runtime's installation, its own files");
reach(
  'a runtime is read from its installation, found on PATH; one in the home itself or the kit, as the file alone',
  async () => {
    if (!here.files)
      return skip(
        'runtime reach',
        'no Landlock here, so nothing is closed to read; Linux 5.13+ with landlock among its LSMs, KIT_SANDBOX_LANDLOCK_ABI unset',
      );
    const home = realpathSync(mkdtempSync(join(tmpdir(), 'judge-home-')));
    try {
      // A version manager's runtime under the home, its shims (which run the manager itself), and one dropped
      // straight into ~/bin.
      const managed = join(home, '.runtimes', 'lang-1.0');
      const manager = join(home, '.manager');
      const shims = join(manager, 'shims');
      for (const dir of [join(managed, 'bin'), join(home, 'bin'), shims]) mkdirSync(dir, { recursive: true });
      for (const file of [join(managed, 'bin', 'lang'), join(home, 'bin', 'loose'), join(shims, 'shimmed')]) {
        writeFileSync(file, '#!/bin/sh\n');
        chmodSync(file, 0o755);
      }
      const options = (command: string) =>
        pretending({ HOME: home }, () =>
          sandboxOptions(sandboxFor(false, KIT), {
            program: { kind: 'native', source: `${command} x`, command: ['sh', '-c', `${command} x`], language: null },
            scratch: home,
            path: `${join(managed, 'bin')}:${join(home, 'bin')}:${shims}:${process.env.PATH}`,
            reads: [],
          }),
        );
      const [lang, loose, shimmed] = [await options(`lang / ${KIT}`), await options('loose'), await options('shimmed')];
      assert.ok(lang.includes(`-r${managed}`), lang.join(' '));
      assert.ok(shimmed.includes(`-r${manager}`), shimmed.join(' '));
      assert.not.ok(loose.includes(`-r${home}`), 'the home is never given');
      assert.ok(loose.includes(`-r${join(home, 'bin', 'loose')}`), loose.join(' '));
      assert.ok(lang.includes(`-w${home}`) && lang.at(-1) === '--');
      assert.not.ok(
        lang.some((o) => o === `-r${KIT}` || o === '-r/' || o === '-r/proc'),
        'neither the kit, the root (though the command names them) nor all of /proc',
      );
      assert.ok(lang.includes('-r/proc/self'));
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  },
);

const withCgroup = skippingAll(
  state,
  "a run's cgroup",
  here.cgroup !== 0 ? null : 'no cgroup for a run here; run as root, or delegate a cgroup v2 subtree',
);
withCgroup(
  "a run's cgroup goes where the probe found, given to each run, and a hierarchy it does not know is refused",
  () => {
    const expected = here.cgroup === 1 ? ['memory', 'pids'] : ['unified'];
    assert.equal(
      here.cgroupParents.map((p) => p.split('=')[0]),
      expected,
    );
    for (const parent of here.cgroupParents) assert.ok(existsSync(parent.slice(parent.indexOf('=') + 1)), parent);
    const options = sandboxOptions(here, {
      program: { kind: 'native', source: '/bin/true', command: ['/bin/true'], language: null },
      scratch: tmpdir(),
      path: process.env.PATH ?? '',
      reads: [],
    });
    assert.equal(
      options.filter((o) => o.startsWith('-C')),
      here.cgroupParents.map((p) => `-C${p}`),
    );
    const refused = spawnSync(measuringParent()!, ['0', '0', '0', '-Cbogus=/tmp', '--', '/bin/true'], {
      encoding: 'utf8',
    });
    assert.is(refused.status, 126);
    assert.match(refused.stderr, /-Cbogus=\/tmp names no cgroup hierarchy/);
    const ran = spawnSync(
      measuringParent()!,
      ['0', '0', '0', ...options.filter((o) => o.startsWith('-C')), '--', '/bin/true'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      },
    );
    assert.is(ran.status, 0, ran.stderr);
  },
);

state.run();
reach.run();
