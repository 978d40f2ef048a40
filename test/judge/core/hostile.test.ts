// Submissions that attack the judge (test/fixtures/solutions/hostile/), judged in the sandbox: each fails to do what
// it tries, gets the verdict it must, and leaves every file it aimed at as it was, the judge and the live page
// serving. Where the sandbox is off, the same fixtures succeed: the attacks are real. That proof, the attacks in the
// warm workers, as root, by datagram, by filling the disk and a FIFO for output (a judge process of its own) are end
// to end (helpers/parts.ts): `--full-only`.
import { createHash } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import * as assert from 'uvu/assert';
import { judge, type JudgeOptions, type TestResult } from '../../../judge/core/index.ts';
import { programIdentity } from '../../../judge/core/remembered.ts';
import { formatText } from '../../../judge/report/index.ts';
import { sandboxFor } from '../../../judge/sandbox/index.ts';
import { startUi, type UiServer } from '../../../judge/page/index.ts';
import { testdataEngines } from '../../../scripts/testdata/index.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';
import { setEnv } from '../../helpers/env.ts';
import { suite } from '../../helpers/parts.ts';
import { skip, skippingAll } from '../../helpers/skip.ts';

const HOSTILE = resolve('test/fixtures/solutions/hostile');
/** The output file of the problem 'written', which the fixtures that attack it name (attacks.js, OUTPUT_FILE). */
const OUTPUT_FILE = 'out.txt';
const HOME_MARKS = ['writes-outside', 'detaches'].map((mark) => join(userInfo().homedir, `.judge-hostile-${mark}`));
const KIT = process.cwd();
const { on, files: landlock, line } = sandboxFor(false, KIT);
/** Why the attacks are skipped where the sandbox cannot close the file system: what is missing; how to get it. */
const NO_LANDLOCK = !on
  ? `${line?.split(': a submission')[0]}; the attacks need it on`
  : process.env.KIT_SANDBOX_LANDLOCK_ABI === undefined
    ? 'no Landlock on this kernel, so the sandbox cannot close the file system; Linux 5.13+ with landlock among its LSMs'
    : `Landlock capped at ABI ${process.env.KIT_SANDBOX_LANDLOCK_ABI} by KIT_SANDBOX_LANDLOCK_ABI; unset it`;
/** Why a test of the run's own cgroup is skipped where there is none. */
const NO_CGROUP = 'no cgroup for a run here; run as root, or delegate a cgroup v2 subtree';

let root = '';
let page: UiServer;
let server: Server;
let udp: Socket;
/** What reached the test's own listeners, and the signals the judge's process heard. */
const reached = { tcp: 0, udp: 0, sigterm: 0 };
const onSigterm = () => {
  reached.sigterm++;
};
let before = '';

/** Every file of the root but the judge's own dist/, with its bytes, mode and times: what no submission may change. */
function snapshot(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(at, entry.name);
      if (path === join(dir, 'dist')) continue;
      const { mode, uid, gid, mtimeMs } = statSync(path);
      hash.update(`${path} ${mode} ${uid} ${gid} ${mtimeMs}\n`);
      if (entry.isDirectory()) walk(path);
      else hash.update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The pids of processes named `name` (hostile-linger: outlives-judge.c's grandchild). */
function lingering(name = 'hostile-linger'): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

async function withEnv<T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const restore = setEnv(values);
  try {
    return await run();
  } finally {
    restore();
  }
}

/** Whether a SysV object of `kind` ('msg', 'shm', 'sem') with `key` exists anywhere on the system (keeps-ipc.c's). */
function ipcKeyed(kind: string, key: number): boolean {
  const table = readFileSync(`/proc/sysvipc/${kind}`, 'utf8').split('\n').slice(1);
  return table.some((row) => Number(row.trim().split(/\s+/)[0]) === key);
}

/** Where sends-datagrams.c aims. */
const DATAGRAMS = '/tmp/judge-hostile-datagrams.sock';

/** A Unix datagram socket at DATAGRAMS (Node.js has none: Python binds it), counting what it receives. */
async function datagramListener(): Promise<{ received(): Promise<number>; close(): void }> {
  rmSync(DATAGRAMS, { force: true });
  const script = [
    'import socket, sys, select',
    's = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)',
    `s.bind(${JSON.stringify(DATAGRAMS)})`,
    'print("ready", flush=True)',
    'count = 0',
    'while True:',
    '    ready, _, _ = select.select([s, sys.stdin], [], [])',
    '    if s in ready:',
    '        s.recv(4096)',
    '        count += 1',
    '    elif sys.stdin in ready:',
    '        sys.stdin.readline()',
    '        print(count, flush=True)',
    '        break',
  ].join('\n');
  const child = spawn('python3', ['-c', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => String((await lines.next()).value);
  assert.is(await nextLine(), 'ready');
  return {
    received: async () => {
      child.stdin.write('count\n');
      return Number(await nextLine());
    },
    close: () => {
      child.kill();
      rmSync(DATAGRAMS, { force: true });
    },
  };
}

async function judged(how: Partial<JudgeOptions>): Promise<TestResult> {
  const report = await judge({ root, problemIds: ['once'], typecheck: false, ...how });
  assert.equal(report.errors, []);
  assert.is(report.problems[0].compileError, undefined);
  const [result] = report.problems[0].results;
  assert.ok(result, 'the test ran');
  return result;
}

const judgeFile = (file: string, sandbox = true) => judged({ solution: join(HOSTILE, file), sandbox });
/** Judged on the problem whose output is the file OUTPUT_FILE. */
const judgeWritten = (file: string, sandbox = true) =>
  judged({ problemIds: ['written'], solution: join(HOSTILE, file), sandbox });

/** The compile error of a hostile fixture, judged sandboxed; none is a failure. */
async function compileErrorOf(file: string): Promise<string> {
  const report = await judge({ root, problemIds: ['once'], solution: join(HOSTILE, file), remember: 'fresh' });
  const complaint = report.problems[0].compileError;
  assert.type(complaint, 'string', `${file} does not compile`);
  return complaint!;
}

async function pageServes(): Promise<boolean> {
  const response = await fetch(page.url);
  await response.text();
  return response.status === 200;
}

/** Nothing the fixtures aimed at changed, nothing reached the listeners or the judge, the page still serves. */
async function nothingHappened(what: string): Promise<void> {
  // A detached process is killed when the run ends; a last attempt of its would have landed by now.
  await new Promise((done) => setTimeout(done, 100));
  assert.is(snapshot(root), before, `${what}: the root's files are byte for byte as they were`);
  for (const mark of HOME_MARKS) assert.not.ok(existsSync(mark), `${what}: nothing written into the home (${mark})`);
  assert.equal(reached, { tcp: 0, udp: 0, sigterm: 0 }, `${what}: no connection, datagram or signal got through`);
  assert.ok(await pageServes(), `${what}: the live page still serves`);
}

/**
 * Every attack is of the sandbox's files wall first (each ends by holding the root's files byte for byte): where this
 * kernel has no Landlock, each is skipped by name, saying so, and none runs unsandboxed.
 */
const hostile = skippingAll(suite('hostile submissions, sandboxed'), 'sandbox attack', landlock ? null : NO_LANDLOCK);
hostile.before(async () => {
  root = mkdtempSync(join(tmpdir(), 'judge-hostile-'));
  copyFixtureRoot(root);
  cpSync(join(root, 'problems/sum'), join(root, 'problems/once'), { recursive: true });
  const problem = join(root, 'problems/once/problem.ts');
  writeFileSync(problem, readFileSync(problem, 'utf8').replace("id: 'sum',", "id: 'once',"));
  // The same problem with its output in a named file (files.output), which the judge reads after the run.
  cpSync(join(root, 'problems/sum'), join(root, 'problems/written'), { recursive: true });
  const written = join(root, 'problems/written/problem.ts');
  writeFileSync(
    written,
    readFileSync(written, 'utf8').replace("id: 'sum',", `id: 'written',\n  files: { output: '${OUTPUT_FILE}' },`),
  );
  server = createServer((socket) => {
    reached.tcp++;
    socket.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  // A UDP listener on the TCP server's port number (UDP's ports are its own).
  const port = (server.address() as { port: number }).port;
  udp = createSocket('udp4');
  udp.on('message', () => reached.udp++);
  await new Promise<void>((done) => udp.bind(port, '127.0.0.1', done));
  page = await startUi(root, [{ problem: 'sum' }], testdataEngines, 0, { typecheck: false });
  // The input names the judge's pid and the ports to reach, the live page's and the test's own; the answer is their
  // sum, as the fixture problem asks.
  const numbers = [process.pid, page.port, port];
  mkdirSync(join(root, 'testdata/once/sample'), { recursive: true });
  writeFileSync(join(root, 'testdata/once/sample/1.in'), `${numbers.join(' ')}\n`);
  writeFileSync(join(root, 'testdata/once/sample/1.ans'), `${numbers.reduce((a, b) => a + b, 0)}\n`);
  cpSync(join(root, 'testdata/once'), join(root, 'testdata/written'), { recursive: true });
  process.on('SIGTERM', onSigterm);
  before = snapshot(root);
});
hostile.after.each(() => {
  reached.tcp = reached.udp = reached.sigterm = 0;
  for (const mark of HOME_MARKS) rmSync(mark, { force: true });
});
hostile.after(async () => {
  process.off('SIGTERM', onSigterm);
  await page.close();
  server.close();
  udp.close();
  rmSync(root, { recursive: true, force: true });
});

hostile("reading the answer by any path (absolute, relative, /proc/self/cwd, the judge's /proc) gets WA", async () => {
  assert.is((await judgeFile('reads-answer.js')).verdict, 'WA');
  await nothingHappened('reads-answer.js');
});
hostile.e2e(
  'a solve() reading the answer gets WA, in the warm workers of answers first as in the faithful run',
  async () => {
    const verdicts = async (sandbox: boolean) => {
      const told: string[] = [];
      const result = await judged({
        solution: join(HOSTILE, 'solve-reads-answer.js'),
        sandbox,
        answersFirst: true,
        onProvisional: ({ result: r }) => told.push(`provisional ${r.verdict} ${r.outputHead.trim()}`),
      });
      return [...told, `final ${result.verdict} ${result.outputHead.trim()}`];
    };
    assert.equal(await verdicts(true), ['provisional WA refused: EACCES', 'final WA refused: EACCES']);
    await nothingHappened('solve-reads-answer.js');
    const sum = readFileSync(join(root, 'testdata/once/sample/1.ans'), 'utf8').trim();
    assert.equal(await verdicts(false), [`provisional AC ${sum}`, `final AC ${sum}`]);
  },
);
hostile('a compiled program reading the answer gets WA', async () => {
  if (!hasTool('C', 'gcc')) return;
  assert.is((await judgeFile('reads-answer.c')).verdict, 'WA');
  await nothingHappened('reads-answer.c');
});
hostile.e2e('a C++ program that #includes the answer does not compile: CE (it would be AC unsandboxed)', async () => {
  if (!hasTool('C++', 'g++')) return;
  // Written now: the answer's path is the temporary root's.
  const source = join(root, '..', `${root.split('/').pop()}-includes-answer.cpp`);
  const answer = join(root, 'testdata/once/sample/1.ans');
  writeFileSync(
    source,
    `#include <cstdio>\nint main() {\n  long a =\n#include "${answer}"\n  ;\n  printf("%ld\\n", a);\n}\n`,
  );
  try {
    const report = await judge({ root, problemIds: ['once'], solution: source });
    assert.match(report.problems[0].compileError ?? '', /1\.ans: Permission denied/);
    await nothingHappened('includes-answer.cpp');
    assert.is((await judged({ solution: source, sandbox: false })).verdict, 'AC');
  } finally {
    rmSync(source, { force: true });
  }
});
hostile.e2e(
  'a C++ program that #includes /dev/zero or /dev/stdin: CE at once, the compiler opens no device',
  async () => {
    if (!hasTool('C++', 'g++')) return;
    const started = Date.now();
    assert.match(await compileErrorOf('includes-dev-zero.cpp'), /\/dev\/zero: Permission denied/);
    assert.ok(Date.now() - started < 10_000, `CE within 10 s, not at the compile limit (${Date.now() - started} ms)`);
    await nothingHappened('includes-dev-zero.cpp');
  },
);
hostile.e2e('a compile-time CPU bomb is stopped at the compile limit: CE saying so', async () => {
  if (!hasTool('C++', 'g++')) return;
  const started = Date.now();
  const complaint = await withEnv({ KIT_COMPILE_CPU_MS: '1000' }, () => compileErrorOf('compile-bomb.cpp'));
  assert.is(complaint, 'compilation took more than 1 s of CPU (the compile limit)');
  assert.ok(Date.now() - started < 30_000, `CE within 30 s, not minutes (${Date.now() - started} ms)`);
  await nothingHappened('compile-bomb.cpp');
});
hostile.e2e(
  'two folder programs with the same main file and different headers each get their own verdict',
  async () => {
    if (!hasTool('C++', 'g++')) return;
    const twin = (which: string) => join(HOSTILE, 'header-twins', which, 'sol', 'sol.cpp');
    assert.is((await judged({ solution: twin('right'), remember: 'use' })).verdict, 'AC');
    assert.is((await judged({ solution: twin('wrong'), remember: 'fresh' })).verdict, 'WA', 'its own header compiled');
    assert.is((await judged({ solution: twin('wrong'), remember: 'use' })).verdict, 'WA');
    assert.is((await judged({ solution: twin('right'), remember: 'use' })).verdict, 'AC');
    await nothingHappened('header-twins');
  },
);
hostile.e2e('a Python folder program is judged again when only another module of its folder changes', async () => {
  if (!hasTool('Python', 'python3')) return;
  const copy = mkdtempSync(join(tmpdir(), 'judge-python-folder-'));
  try {
    cpSync(join(HOSTILE, 'python-folder'), copy, { recursive: true });
    const solution = join(copy, 'sol', 'sol.py');
    assert.is((await judged({ solution, remember: 'use' })).verdict, 'AC');
    writeFileSync(join(copy, 'sol', 'helper.py'), 'def answer(total):\n    return total + 1\n');
    const again = await judged({ solution, remember: 'use' });
    assert.equal([again.verdict, again.remembered], ['WA', undefined]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
hostile("importing the kit's solver library: allowed for your own code, CE under --untrusted", async () => {
  const solution = join(HOSTILE, 'imports-kit-solver.ts');
  assert.is((await judged({ solution, typecheck: true })).verdict, 'AC');
  const report = await judge({ root, problemIds: ['once'], solution, untrusted: true, typecheck: false });
  assert.match(
    report.problems[0].compileError ?? '',
    /imports-kit-solver\.ts:3:\d+: .*import of "\.\.\/\.\.\/\.\.\/\.\.\/solutions\/lib\/lol-rows\.ts" refused: .*--untrusted/,
  );
  const checked = await judge({ root, problemIds: ['once'], solution, untrusted: true });
  assert.match(checked.problems[0].compileError ?? '', /imports-kit-solver\.ts/);
  await nothingHappened('imports-kit-solver.ts');
});
hostile.e2e(
  'a solve() posting a thread path of its own (a FIFO) as it loads: the judge never reads it, AC',
  async () => {
    const told: string[] = [];
    const judging = judged({
      solution: join(HOSTILE, 'fakes-ready.js'),
      answersFirst: true,
      onProvisional: ({ result: r }) => told.push(r.verdict),
    });
    const stuck = new Promise<'stuck'>((done) => setTimeout(() => done('stuck'), 60_000).unref());
    const result = await Promise.race([judging, stuck]);
    assert.ok(result !== 'stuck', 'the judge still running a minute later');
    assert.equal([...told, result.verdict], ['AC', 'AC']);
    await nothingHappened('fakes-ready.js');
  },
);
hostile.e2e('a solve() holding 400 MB under a 100 MB limit: no answer first, MLE in the faithful run', async () => {
  const told: string[] = [];
  const result = await judged({
    solution: join(HOSTILE, 'solve-over-memory.js'),
    limits: { memoryMb: 100 },
    answersFirst: true,
    onProvisional: ({ result: r }) => told.push(r.verdict),
  });
  assert.equal([...told, result.verdict], ['MLE']);
  await nothingHappened('solve-over-memory.js');
});
hostile('a module naming a source map outside its folder (/etc/passwd): nothing is read, AC', async () => {
  const result = await judgeFile('maps-files/maps-files.js');
  assert.is(result.verdict, 'AC', JSON.stringify(result));
  await nothingHappened('maps-files.js');
});
hostile('a shell command reading the answer is refused: RE', async () => {
  const result = await judged({ command: 'cat "$(readlink /proc/self/fd/0 | sed "s/[.]in$/.ans/")"' });
  assert.is(result.verdict, 'RE');
  assert.match(result.stderrTail, /Permission denied/);
  await nothingHappened('--command cat');
});
hostile('writing into solutions/ and into the home is refused: RE, both files unchanged', async () => {
  const result = await judgeFile('writes-outside.js');
  assert.is(result.verdict, 'RE');
  assert.match(result.stderrTail, /solutions\/sum\.ts: EACCES; .*\.judge-hostile-writes-outside: EACCES/);
  await nothingHappened('writes-outside.js');
});
hostile('connecting to the live page and another port, by TCP and UDP, is refused: RE', async () => {
  const result = await judgeFile('connects.js');
  assert.is(result.verdict, 'RE');
  assert.match(result.stderrTail, /tcp \d+: EACCES/);
  assert.match(result.stderrTail, /udp \d+: EACCES/);
  await nothingHappened('connects.js');
});
hostile('signalling the judge and the measuring parent is refused: RE, the judge heard nothing', async () => {
  const result = await judgeFile('kills-upward.js');
  assert.is(result.verdict, 'RE');
  // In the run's own PID namespace the judge is no process it can name (ESRCH), and its parent is the namespace's
  // init, which a signal from inside does not reach; without one, both are refused (EPERM).
  assert.match(result.stderrTail, /SIGTERM \d+: (EPERM|ESRCH)/);
  if (!sandboxFor(false, KIT).processes) assert.match(result.stderrTail, /SIGKILL \d+: EPERM/);
  await nothingHappened('kills-upward.js');
});
hostile("reading the judge's environment is refused: RE, nothing of it printed", async () => {
  const result = await judgeFile('reads-environ.js');
  assert.is(result.verdict, 'RE');
  assert.match(result.stderrTail, /refused: EACCES/);
  await nothingHappened('reads-environ.js');
});
hostile.e2e('a detached process trying all of it, before and after its parent exits, gets nowhere: AC', async () => {
  assert.is((await judgeFile('detaches.js')).verdict, 'AC');
  await nothingHappened('detaches.js');
});
hostile.e2e(
  'a compiled submission is never asked its --version, wherever the compile cache is now: the key knows it by its bytes (WA, no table)',
  async () => {
    if (!hasTool('C++', 'g++')) return;
    const answer = join(root, 'testdata/once/sample/1.ans');
    const solution = join(HOSTILE, 'version-reads-answers.cpp');
    // A compile cache of this test's own: the attack's table is put beside the binary below, on purpose, and in the
    // cache every judge on the machine shares, another judge of this fixture (another checkout's npm test: the same
    // source, compiler and sandbox make the same key, the same folder) read it while it was there, printing this
    // run's answer where it wanted "no table" (WA 96371, a flake), and removed it before this run read it back.
    const cache = mkdtempSync(join(tmpdir(), 'judge-hostile-cache-'));
    const restore = setEnv({ KIT_COMPILE_CACHE: cache, JUDGE_HOSTILE_ANSWER: answer });
    try {
      const report = await judge({ root, problemIds: ['once'], solution, remember: 'use' });
      const [program] = report.problems[0].programs;
      if (program.kind !== 'native') throw new Error(`a C++ solution is a native program, not ${program.kind}`);
      const [binary] = program.command;
      assert.ok(binary.startsWith(`${cache}/`), binary);
      const table = join(dirname(binary), 'answers.table');
      assert.equal(
        report.problems[0].results.map((r) => `${r.verdict} ${r.outputHead.trim()}`),
        ['WA no table'],
      );
      assert.not.ok(existsSync(table), 'nothing ran it with --version');
      await nothingHappened('version-reads-answers.cpp');
      // Its key made again with the compile cache elsewhere now (KIT_COMPILE_CACHE changed since the compile, as a
      // lane of npm test changes it from file to file): the binary is still the build, known by its bytes, never
      // taken for a system tool and asked its version. The key is the one it was.
      const identity = programIdentity(program);
      assert.type(identity, 'string');
      process.env.KIT_COMPILE_CACHE = join(cache, 'elsewhere');
      const elsewhere = programIdentity(program);
      process.env.KIT_COMPILE_CACHE = 'relative/cache';
      const relative = programIdentity(program);
      assert.not.ok(existsSync(table), 'making its key, with the compile cache elsewhere, ran it with --version');
      assert.is(elsewhere, identity, 'the same key wherever the compile cache is now');
      assert.is(relative, identity, 'the same key with a relative compile cache');
      process.env.KIT_COMPILE_CACHE = cache;
      // The attack is real: asked its version outside the sandbox, it leaves the table, and reads it when judged.
      spawnSync(binary, ['--version']);
      assert.is(readFileSync(table, 'utf8'), readFileSync(answer, 'utf8'));
      const fooled = await judged({ solution, remember: 'fresh' });
      assert.is(fooled.verdict, 'AC');
    } finally {
      restore();
      rmSync(cache, { recursive: true, force: true });
    }
  },
);
hostile('prlimit on the measuring parent is refused (RE), and what it left is swept even when it lands', async () => {
  if (!hasTool('C', 'gcc')) return;
  const result = await judgeFile('outlives-judge.c');
  assert.is(result.verdict, 'RE');
  assert.match(result.stderrTail, /^prlimit \d+: Operation not permitted$/m);
  assert.equal(lingering(), [], 'no hostile-linger left running');
  await nothingHappened('outlives-judge.c');
  // Without the filter the parent loses its open files; its children file, held open, still finds the grandchild.
  const landlockOnly = await withEnv({ KIT_SANDBOX_SECCOMP: '0' }, () => judgeFile('outlives-judge.c'));
  assert.equal([landlockOnly.verdict, landlockOnly.outputHead], ['WA', '0\n']);
  assert.equal(lingering(), [], 'no hostile-linger left running after the prlimit went through');
});
hostile("changing a file's mode, owner, times or attributes is refused: RE, every file as it was", async () => {
  if (!hasTool('C', 'gcc')) return;
  const result = await judgeFile('changes-metadata.c');
  assert.is(result.verdict, 'RE');
  for (const call of ['chmod', 'chown', 'utimensat', 'setxattr', 'fchmod'])
    assert.match(result.stderrTail, new RegExp(`^${call}: Operation not permitted$`, 'm'));
  await nothingHappened('changes-metadata.c');
});
hostile.e2e('datagrams out of a socketpair, to a listener and /dev/log, are refused: RE, none received', async () => {
  if (!hasTool('C', 'gcc') || !hasTool('Python', 'python3')) return;
  const listener = await datagramListener();
  try {
    const result = await judgeFile('sends-datagrams.c');
    assert.is(result.verdict, 'RE');
    for (const how of ['sendto', 'sendmsg', 'connect'])
      assert.match(result.stderrTail, new RegExp(`^${how} ${DATAGRAMS}: Permission denied$`, 'm'));
    assert.is(await listener.received(), 0);
    await nothingHappened('sends-datagrams.c');
  } finally {
    listener.close();
  }
});
hostile.e2e('run as root it has no capability, no device node, no namespace, no descriptor but 0, 1, 2', async () => {
  if (!hasTool('C', 'gcc')) return;
  const shown = 'fds 0,1,2 CapEff 0000000000000000 mknod Operation not permitted unshare Operation not permitted';
  const result = await judgeFile('keeps-root.c');
  assert.equal([result.verdict, result.outputHead], ['WA', `${shown}\n`]);
  await nothingHappened('keeps-root.c');
  // Judged by a caller that left the answer open as fd 300 (Node.js passes a descriptor that high on to its
  // children, the measuring parent among them): the submission never sees it.
  const answer = openSync(join(root, 'testdata/once/sample/1.ans'), 'r');
  try {
    const stdio: ('ignore' | 'pipe' | number)[] = ['ignore', 'pipe', 'pipe', ...Array(297).fill('ignore'), answer];
    const args = ['judge', '--root', root, 'once', '--solution', join(HOSTILE, 'keeps-root.c'), '--json', '--fresh'];
    const run = spawnSync(process.execPath, ['scripts/cli/launch.mjs', ...args], {
      cwd: KIT,
      stdio,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { problems: { tests: TestResult[] }[] };
    assert.equal(
      report.problems[0].tests.map((r) => `${r.verdict} ${r.diff?.actual}`),
      [`WA ${shown}`],
    );
  } finally {
    closeSync(answer);
  }
});
hostile.e2e('filling the disk stops at the files limit: OLE, with the limit it passed', async () => {
  const result = await judgeFile('fills-disk.js');
  assert.is(result.verdict, 'OLE');
  assert.equal(result.filesExceeded, { mb: 256, entries: 100_000 });
  await nothingHappened('fills-disk.js');
});
hostile('an output file linked to its own answer or outside its folder is not followed: WA, no output', async () => {
  for (const fixture of ['links-output-to-answer.js', 'links-output-outside.js']) {
    const result = await judgeWritten(fixture);
    assert.equal([result.verdict, result.outputHead], ['WA', ''], fixture);
    await nothingHappened(fixture);
  }
});
hostile('an output file that is a folder is no output: WA', async () => {
  const result = await judgeWritten('folder-output.js');
  assert.equal([result.verdict, result.outputHead], ['WA', '']);
  await nothingHappened('folder-output.js');
});
hostile.e2e('an output file that is a FIFO does not hang the judge: WA, no output', async () => {
  // In a judge process of its own, stopped should it hang: a judge that opened the FIFO to read would block there.
  const args = ['judge', '--root', root, 'written', '--solution', join(HOSTILE, 'fifo-output.js'), '--json'];
  const run = spawnSync(process.execPath, ['scripts/cli/launch.mjs', ...args, '--no-typecheck'], {
    cwd: KIT,
    encoding: 'utf8',
    timeout: 60_000,
    killSignal: 'SIGKILL', // a judge blocked in a read hears no SIGTERM
  });
  assert.is(run.signal, null, 'the judge ended by itself');
  const report = JSON.parse(run.stdout) as { problems: { tests: TestResult[] }[] };
  assert.equal(
    report.problems[0].tests.map((r) => `${r.verdict} ${JSON.stringify(r.diff?.actual)}`),
    ['WA undefined'],
  );
  await nothingHappened('fifo-output.js');
});
hostile.e2e(
  'an output file of 3 GiB is read to the output limit only: OLE (sandboxed, it may not grow so: RE)',
  async () => {
    const sandboxed = await judgeWritten('huge-output-file.js');
    assert.equal(sandboxed.verdict, 'RE');
    assert.match(sandboxed.stderrTail, /EFBIG/);
    // Without the sandbox's limit on files: read whole it would be too large for a buffer, and no output (WA).
    assert.is((await judgeWritten('huge-output-file.js', false)).verdict, 'OLE');
    await nothingHappened('huge-output-file.js');
  },
);
hostile('control sequences in its output and stderr reach the text report escaped: WA', async () => {
  const report = await judge({ root, problemIds: ['once'], solution: join(HOSTILE, 'escapes-terminal.js') });
  assert.is(report.problems[0].results[0].verdict, 'WA');
  const text = formatText(report, root, false);
  const controls = [...text].filter((c) => c !== '\n' && c !== '\t' && /\p{Cc}/u.test(c));
  assert.equal(controls, [], 'no control character but tab and line feed');
  assert.ok(text.includes('\\x1b[2J\\x1b[H\\x1b[32mall tests AC\\x1b[39m\\r\\x9b2J\\x07'), text);
  await nothingHappened('escapes-terminal.js');
});
hostile(
  'a --command naming the test data, even in a comment, is refused before it runs; a folder opens nothing',
  async () => {
    const read = 'cat "$(readlink /proc/self/fd/0 | sed "s/[.]in$/.ans/")"';
    const report = await judge({ root, problemIds: ['once'], command: `${read} # ${join(root, 'testdata')}` });
    assert.equal(
      report.errors.map((e) => e.message.replaceAll(root, 'ROOT')),
      [
        "--command names ROOT/testdata, inside ROOT/testdata: a submission may not read the test data or a problem's files, and a path a command names is one it may read",
      ],
    );
    const folder = await judged({ command: `ls ${join(root, 'solutions')}` });
    assert.is(folder.verdict, 'RE');
    assert.match(folder.stderrTail, /Permission denied/);
    await nothingHappened('--command naming a folder');
  },
);
hostile.e2e(
  'a chain of 3000 processes in sessions of their own, with no environment, is gone with the run',
  async () => {
    if (!hasTool('C', 'gcc')) return;
    const contained = await judgeFile('chains-sessions.c');
    assert.is(contained.verdict, 'AC');
    assert.equal(lingering('hostile-chain'), [], 'no hostile-chain left running (the run has its own PID namespace)');
    // Without namespaces the measuring parent freezes and kills the whole tree, however deep.
    const swept = await withEnv({ KIT_SANDBOX_NAMESPACES: '0' }, () => judgeFile('chains-sessions.c'));
    assert.is(swept.verdict, 'AC');
    assert.equal(lingering('hostile-chain'), [], 'no hostile-chain left running after the sweep');
    await nothingHappened('chains-sessions.c');
  },
);
hostile.e2e(
  '1600 MB held in memfds never mapped is MLE under 64 MB where a cgroup counts it, refused elsewhere',
  async () => {
    if (!hasTool('C', 'gcc')) return;
    const holds = () => judged({ solution: join(HOSTILE, 'holds-memfd.c'), limits: { memoryMb: 64 } });
    const result = await holds();
    if (sandboxFor(false, KIT).cgroup !== 0) {
      // The kernel stops the program, never the measuring parent: every figure is there.
      assert.is(result.verdict, 'MLE');
      assert.ok(result.peakRssKb !== null && result.cpuMs !== null, 'figures measured');
      const refused = await withEnv({ KIT_SANDBOX_CGROUP: '0' }, holds);
      assert.equal([refused.verdict, refused.stderrTail.trim()], ['RE', 'memfd_create: Function not implemented']);
    } else assert.equal([result.verdict, result.stderrTail.trim()], ['RE', 'memfd_create: Function not implemented']);
    await nothingHappened('holds-memfd.c');
  },
);
hostile.e2e('4 GB held in files unlinked but kept open is counted with the folder: OLE at its limit', async () => {
  if (!hasTool('C', 'gcc')) return;
  const result = await judgeFile('holds-unlinked.c');
  assert.is(result.verdict, 'OLE');
  assert.equal(result.filesExceeded, { mb: 256, entries: 100_000 });
  await nothingHappened('holds-unlinked.c');
});
hostile.e2e('80 MB taken by two processes at once for 5 ms, under 64 MB: MLE every time', async () => {
  if (!hasTool('C', 'gcc')) return;
  if (sandboxFor(false, KIT).cgroup === 0) return skip('cgroup', NO_CGROUP);
  for (let run = 0; run < 5; run++) {
    const result = await judged({
      solution: join(HOSTILE, 'bursts-memory.c'),
      limits: { memoryMb: 64 },
      remember: 'fresh',
    });
    assert.is(result.verdict, 'MLE', `run ${run + 1}`);
  }
});
hostile.e2e('memory and files held behind a first thread that ended are counted: MLE, OLE', async () => {
  if (!hasTool('C', 'gcc')) return;
  const hides = () => judged({ solution: join(HOSTILE, 'hides-behind-ended-thread.c'), limits: { memoryMb: 64 } });
  assert.is((await hides()).verdict, 'MLE');
  // Without a cgroup (a user who is not root), sampling alone must see it.
  assert.is((await withEnv({ KIT_SANDBOX_CGROUP: '0' }, hides)).verdict, 'MLE');
  const unlinks = await judgeFile('unlinks-behind-ended-thread.c');
  assert.is(unlinks.verdict, 'OLE');
  assert.equal(unlinks.filesExceeded, { mb: 256, entries: 100_000 });
});
hostile.e2e('a flood of forks stops at the cgroup process limit, and none is left running', async () => {
  if (!hasTool('C', 'gcc')) return;
  if (sandboxFor(false, KIT).cgroup === 0) return skip('cgroup', NO_CGROUP);
  // A thousand forks cost this machine about 1.6 s of CPU: the time limit is no part of what is tested here.
  const result = await judged({ solution: join(HOSTILE, 'floods-forks.c'), limits: { timeMs: 20_000 } });
  assert.is(result.verdict, 'AC');
  const made = Number(/made (\d+)/.exec(result.stderrTail)?.[1]);
  assert.ok(made > 0 && made < 1024, `made ${made}`);
  assert.equal(lingering('hostile-flood'), []);
});
hostile(
  'SysV IPC is no channel between runs and outlives none: the second run finds nothing, nothing is left',
  async () => {
    if (!hasTool('C', 'gcc')) return;
    const key = 0x6b697431;
    const sandbox = sandboxFor(false, KIT);
    const first = await judged({ solution: join(HOSTILE, 'keeps-ipc.c'), remember: 'fresh' });
    const second = await judged({ solution: join(HOSTILE, 'keeps-ipc.c'), remember: 'fresh' });
    if (sandbox.cgroup !== 0 && sandbox.processes) assert.equal([first.verdict, second.verdict], ['AC', 'AC']);
    else assert.match(first.stderrTail, /^msgget: Function not implemented$/m);
    assert.not.ok(ipcKeyed('msg', key) || ipcKeyed('shm', key), 'no queue or segment of the run left');
  },
);
hostile("run as root, the system's owner-only files are not read: WA with none of their text", async () => {
  const shadow = '/etc/shadow';
  if (!hasTool('C', 'gcc')) return;
  if (process.getuid?.() !== 0 || !existsSync(shadow))
    return skip('owner-only files', `not run as root, or no ${shadow}: there is nothing only root may read`);
  const result = await judgeFile('reads-secrets.c');
  assert.is(result.verdict, 'WA');
  const firstLine = readFileSync(shadow, 'utf8').split('\n')[0];
  assert.not.ok(result.outputHead.includes(firstLine), 'nothing of /etc/shadow in the output');
  assert.match(result.outputHead, /^shadow: \((empty|refused)\)$/m);
  assert.match(result.outputHead, /^\/proc\/sys\/net\/ipv4\/tcp_fastopen_key: \(refused\)$/m);
  assert.match(result.outputHead, /^\/sys\/kernel\/tracing\/trace: \(refused\)$/m);
  assert.not.match(result.outputHead, /^key: /m);
});
hostile("an inode's flags are not set, not even on its own input: RE, the flags as they were", async () => {
  if (!hasTool('C', 'gcc')) return;
  const result = await judgeFile('sets-inode-flags.c');
  assert.is(result.verdict, 'RE');
  assert.match(result.stderrTail, /^FS_IOC_SETFLAGS: Operation not permitted$/m);
  await nothingHappened('sets-inode-flags.c');
});
hostile.e2e('without the sandbox the same attacks succeed (the fixtures are real)', async () => {
  assert.is((await judgeFile('reads-answer.js', false)).verdict, 'AC');
  const connected = await judgeFile('connects.js', false);
  assert.is(connected.verdict, 'AC', connected.stderrTail);
  assert.ok(reached.tcp >= 1 && reached.udp >= 1, `reached ${JSON.stringify(reached)}`);
  const environment = await judgeFile('reads-environ.js', false);
  assert.is(environment.verdict, 'WA');
  assert.match(environment.outputHead, /PATH=/);
  if (hasTool('C', 'gcc') && hasTool('Python', 'python3')) {
    const listener = await datagramListener();
    try {
      assert.is((await judgeFile('sends-datagrams.c', false)).verdict, 'AC');
      assert.ok((await listener.received()) >= 2, 'the datagrams reached the listener');
    } finally {
      listener.close();
    }
  }
});

hostile.run();
