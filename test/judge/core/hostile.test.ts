// Submissions that attack the judge (test/fixtures/solutions/hostile/), judged in the sandbox: each fails to do what
// it tries, gets the verdict it must, and leaves every file it aimed at as it was, the judge and the live page
// serving. Where the sandbox is off, the same fixtures succeed: the attacks are real.
import { createHash } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type JudgeOptions, type TestResult } from '../../../judge/core/judge.ts';
import { LANGUAGES, type Program, prepareEmptyProgram, runProgram, sandboxFor } from '../../../judge/run/index.ts';
import { startUi, type UiServer } from '../../../scripts/live/index.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';

const HOSTILE = resolve('test/fixtures/solutions/hostile');
const HOME_MARKS = ['writes-outside', 'detaches'].map((mark) => join(userInfo().homedir, `.judge-hostile-${mark}`));
const KIT = process.cwd();
const landlock = sandboxFor(false, KIT).files;

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

/** Every file of the root but the judge's own dist/, with its bytes: what no submission may change. */
function snapshot(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(at, entry.name);
      if (path === join(dir, 'dist')) continue;
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path}\n`).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
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

const hostile = suite('hostile submissions, sandboxed');
hostile.before(async () => {
  root = mkdtempSync(join(tmpdir(), 'judge-hostile-'));
  copyFixtureRoot(root);
  cpSync(join(root, 'problems/sum'), join(root, 'problems/once'), { recursive: true });
  const problem = join(root, 'problems/once/problem.ts');
  writeFileSync(problem, readFileSync(problem, 'utf8').replace("id: 'sum',", "id: 'once',"));
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
  page = await startUi(root, [{ problem: 'sum' }], 0, { typecheck: false });
  // The input names the judge's pid and the ports to reach, the live page's and the test's own; the answer is their
  // sum, as the fixture problem asks.
  const numbers = [process.pid, page.port, port];
  mkdirSync(join(root, 'testdata/once/sample'), { recursive: true });
  writeFileSync(join(root, 'testdata/once/sample/1.in'), `${numbers.join(' ')}\n`);
  writeFileSync(join(root, 'testdata/once/sample/1.ans'), `${numbers.reduce((a, b) => a + b, 0)}\n`);
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

if (!landlock) {
  hostile('(skipped: this kernel has no Landlock, so the sandbox cannot close the file system)', () => {});
} else {
  hostile(
    "reading the answer by any path (absolute, relative, /proc/self/cwd, the judge's /proc) gets WA",
    async () => {
      assert.is((await judgeFile('reads-answer.js')).verdict, 'WA');
      await nothingHappened('reads-answer.js');
    },
  );
  hostile(
    'a solve() reading the answer gets WA, in the warm workers of answers first as in the faithful run',
    async () => {
      const verdicts = async (sandbox: boolean) => {
        const told: string[] = [];
        const result = await judged({
          solution: join(HOSTILE, 'solve-reads-answer.js'),
          sandbox,
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
  hostile('a C++ program that #includes the answer does not compile: CE (it would be AC unsandboxed)', async () => {
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
    assert.match(result.stderrTail, /SIGTERM \d+: EPERM; SIGKILL \d+: EPERM/);
    await nothingHappened('kills-upward.js');
  });
  hostile("reading the judge's environment is refused: RE, nothing of it printed", async () => {
    const result = await judgeFile('reads-environ.js');
    assert.is(result.verdict, 'RE');
    assert.match(result.stderrTail, /refused: EACCES/);
    await nothingHappened('reads-environ.js');
  });
  hostile('a detached process trying all of it, before and after its parent exits, gets nowhere: AC', async () => {
    assert.is((await judgeFile('detaches.js')).verdict, 'AC');
    await nothingHappened('detaches.js');
  });
  hostile('without the sandbox the same attacks succeed (the fixtures are real)', async () => {
    assert.is((await judgeFile('reads-answer.js', false)).verdict, 'AC');
    const connected = await judgeFile('connects.js', false);
    assert.is(connected.verdict, 'AC', connected.stderrTail);
    assert.ok(reached.tcp >= 1 && reached.udp >= 1, `reached ${JSON.stringify(reached)}`);
    const environment = await judgeFile('reads-environ.js', false);
    assert.is(environment.verdict, 'WA');
    assert.match(environment.outputHead, /PATH=/);
  });
}

// What an honest submission needs still works in the sandbox: each language the judge takes, a command through a
// shell (a pipeline, /dev/stdin), and each language's empty program as the bench measures it.
const honest = suite('honest submissions, sandboxed: every language stays AC');
let sumRoot = '';
honest.before(() => {
  sumRoot = mkdtempSync(join(tmpdir(), 'judge-sandboxed-'));
  copyFixtureRoot(sumRoot);
});
honest.after(() => rmSync(sumRoot, { recursive: true, force: true }));

const NATIVE = resolve('test/fixtures/solutions/native');
const PLAIN = resolve('test/fixtures/solutions/plain-program.js');
if (landlock) {
  honest('TypeScript, JavaScript, C++, C, Python and Java solutions, and commands through a shell: AC', async () => {
    const cases: { what: string; how: Partial<JudgeOptions>; tool?: [string, string, string?] }[] = [
      { what: 'ac.ts', how: { solution: resolve('test/fixtures/solutions/ac.ts') } },
      { what: 'plain-program.js', how: { solution: PLAIN } },
      { what: 'ac.cpp', how: { solution: join(NATIVE, 'ac.cpp') }, tool: ['C++', 'g++'] },
      { what: 'sum-10mb.c', how: { solution: join(NATIVE, 'sum-10mb.c') }, tool: ['C', 'gcc'] },
      { what: 'ac.py', how: { solution: join(NATIVE, 'ac.py') }, tool: ['Python', 'python3'] },
      { what: 'Sum.java', how: { solution: join(NATIVE, 'Sum.java') }, tool: ['Java', 'javac', '-version'] },
      { what: '--command node FILE', how: { command: `node ${PLAIN}` } },
      { what: '--command a pipeline', how: { command: `cat /dev/stdin | tr -s ' ' | node ${PLAIN}` } },
    ];
    for (const { what, how, tool } of cases) {
      if (tool && !hasTool(...tool)) continue;
      const report = await judge({ root: sumRoot, problemIds: ['sum'], typecheck: false, ...how });
      assert.equal(report.errors, [], what);
      assert.is(report.problems[0].compileError, undefined, what);
      assert.equal(
        report.problems[0].results.map((r) => `${r.verdict} ${r.stderrTail}`.trim()),
        ['AC', 'AC'],
        what,
      );
      assert.is(report.sandbox.enforced, sandboxFor(false, sumRoot).summary, what);
    }
  });
  honest("each language's empty program starts and exits 0 in the sandbox", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'judge-empty-'));
    const input = join(dir, 'empty.in');
    writeFileSync(input, '');
    try {
      for (const language of [null, ...LANGUAGES]) {
        let program: Program;
        try {
          program = prepareEmptyProgram(language, dir, 256);
        } catch {
          continue; // its compiler is not installed
        }
        const run = await runProgram({
          program,
          inputFile: input,
          timeMs: 10_000,
          wallMs: 20_000,
          memoryKb: 1 << 20,
          outputBytes: 1 << 20,
          sandbox: sandboxFor(false, KIT),
        });
        assert.equal([run.exitCode, run.signal, run.stderrTail], [0, null, ''], language?.name ?? 'Node.js');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

hostile.run();
honest.run();
