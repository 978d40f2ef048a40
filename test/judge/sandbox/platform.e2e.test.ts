// The commands on other systems, end to end: each run as a process pretending native Windows (refused, or a solve()
// run) or macOS (no /proc), or with no C compiler (npm run test:full).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addCaseCommand } from '../../../scripts/add-case.ts';
import { buildCommand } from '../../../scripts/build.ts';
import { explainCommand } from '../../../scripts/explain.ts';
import { genCommand } from '../../../scripts/gen.ts';
import { stressCommand } from '../../../scripts/stress.ts';
import { uiCommand } from '../../../scripts/ui.ts';
import { verifyCommand } from '../../../scripts/verify.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { runInProcess } from '../../helpers/run-command.ts';

// Commands run in a child process that looks like another system (test/fixtures/platform/pretend.cjs): what this
// Linux machine cannot be, pretended as far as the judge can tell.
const PRETEND = resolve('test/fixtures/platform/pretend.cjs');
const ROOT = resolve('test/fixtures/root');
const NATIVE = resolve('test/fixtures/solutions/native');

// The fixture root with its problem twice: 'sum' with one test (a CPU loop there costs a second of CPU a test) and
// 'sum2' with both; one judge run then judges two solutions, one each.
let twoProblems = '';
function withTwoProblems(): string {
  if (twoProblems !== '') return twoProblems;
  twoProblems = mkdtempSync(join(tmpdir(), 'platform-root-'));
  cpSync(ROOT, twoProblems, { recursive: true });
  cpSync(join(ROOT, 'problems/sum'), join(twoProblems, 'problems/sum2'), { recursive: true });
  cpSync(join(ROOT, 'testdata/sum'), join(twoProblems, 'testdata/sum2'), { recursive: true });
  const problem = join(twoProblems, 'problems/sum2/problem.ts');
  writeFileSync(problem, readFileSync(problem, 'utf8').replace("id: 'sum',", "id: 'sum2',"));
  for (const ext of ['in', 'ans']) rmSync(join(twoProblems, `testdata/sum/sample/2.${ext}`));
  return twoProblems;
}
process.on('exit', () => {
  if (twoProblems !== '') rmSync(twoProblems, { recursive: true, force: true });
});

function runAs(platform: 'win32' | 'darwin', command: string, args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--require', PRETEND, '--import', 'tsx', resolve(`scripts/${command}.ts`), ...args],
    { encoding: 'utf8', env: { ...process.env, PRETEND_PLATFORM: platform, FORCE_COLOR: '0' }, timeout: 120_000 },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// The preload's own pretence, used in this process: the platform alone changes.
const { pretendPlatform } = createRequire(import.meta.url)(PRETEND) as {
  pretendPlatform: (platform: string) => () => void;
};

const windows = suite('native Windows');
windows('the judge refuses at once, in one line naming WSL 2, exit 1, starting nothing', () => {
  const run = runAs('win32', 'judge', ['--root', ROOT]);
  assert.is(run.status, 1, run.stderr);
  assert.is(run.stdout, '');
  assert.match(run.stderr, /^error: npm run judge does not run on native Windows: .*WSL 2.*\n$/);
  assert.not.match(run.stderr, /spawned:/, 'a process was started');
});
windows('verify, the live page and stress of a process refuse the same way', async () => {
  // In this process, with only the platform pretended: each refuses before it starts anything.
  const undo = pretendPlatform('win32');
  try {
    for (const [command, args] of [
      [verifyCommand, ['--root', ROOT]],
      [uiCommand, ['--root', ROOT]],
      [stressCommand, ['bhoj-1460', '--command', 'cat']],
    ] as const) {
      const run = await runInProcess(command as never, [...args]);
      assert.is(run.status, 1, `${command.name}: ${run.stderr}`);
      assert.match(run.stderr, /^error: .*does not run on native Windows: .*WSL 2.*\n$/, command.name);
    }
  } finally {
    undo();
  }
});
windows('build, explain, gen, add-case and stress of a solve() run', async () => {
  const root = mkdtempSync(join(tmpdir(), 'windows-root-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  mkdirSync(join(root, 'testdata/bhoj-1460'), { recursive: true });
  const undo = pretendPlatform('win32');
  try {
    for (const [command, args, stdin] of [
      [buildCommand, ['--root', root, 'bhoj-1460'], ''],
      [explainCommand, ['--root', root, 'bhoj-1460', resolve('testdata/bhoj-1460/sample/1.in')], ''],
      [genCommand, ['--root', root, 'bhoj-1460'], ''],
      [addCaseCommand, ['--root', root, 'bhoj-1460', '--name', 'star'], '4\n1 3\n1 3\n1 3\n3 0 1 2\n'],
      [stressCommand, ['--root', root, 'bhoj-1460', '--runs', '50', '--seed', '1'], ''],
    ] as const) {
      const run = await runInProcess(command as never, [...args], stdin);
      assert.is(run.status, 0, `${command.name}: ${run.stderr}`);
    }
    assert.ok(existsSync(join(root, 'testdata/bhoj-1460/manual/star.ans')));
  } finally {
    undo();
    rmSync(root, { recursive: true, force: true });
  }
});
windows.run();

const mac = suite('macOS (no /proc)');
mac('a C loop gets TLE by the CPU limit, 100 MB touched gets MLE, and the notice says what differs', () => {
  if (!hasTool('C', 'cc')) return;
  // One run: the loop on 'sum', the 100 MB on 'sum2'. The 100 MB takes about 400 ms of CPU (page faults) and under
  // 1 MB is the loop's; the CPU limit's rlimit, 1 s, stops the loop. Without /proc the wall-clock cap counts the time
  // a program waits for a core too, so it is set far off: on a busy machine the loop's second of CPU may take several.
  const run = runAs('darwin', 'judge', [
    ...['--root', withTwoProblems(), 'sum', 'sum2', '--time-limit', '900', '--memory-limit', '64'],
    ...['--wall-limit', '60000'],
    ...['--solution', `sum=${NATIVE}/tle.cpp`, '--solution', `sum2=${NATIVE}/touch-100mb.c`],
  ]);
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stderr, /^note: macOS: /m);
  const [loop, touch] = run.stdout.split(/^(?=sum2\b)/m);
  assert.ok(touch, run.stdout);
  assert.is((loop.match(/TLE {2}/g) ?? []).length, 1, run.stdout);
  assert.match(loop, /over the CPU time limit/);
  assert.is((touch.match(/MLE {2}/g) ?? []).length, 2, run.stdout);
  assert.not.match(run.stdout, / 0 ms | 0\.0 MB/, 'a figure shown as 0');
});
mac.run();

const noCompiler = suite('no C compiler');
noCompiler(
  'a program in another language is refused in one line saying what to install; a bundle is still judged',
  () => {
    const tools = mkdtempSync(join(tmpdir(), 'judge-tools-'));
    try {
      // A PATH with no cc on it, and no measuring parent built yet.
      const env = { ...process.env, PATH: tools, KIT_JUDGE_TOOLS: tools, FORCE_COLOR: '0' };
      // One run: a C++ program for 'sum', a bundle for 'sum2' (not type-checked: a compiler of its own to start, for
      // nothing this test asks).
      const run = spawnSync(
        process.execPath,
        [
          ...['--import', 'tsx', resolve('scripts/judge.ts'), '--root', withTwoProblems(), 'sum', 'sum2'],
          ...['--solution', `sum=${NATIVE}/ac.cpp`, '--solution', `sum2=${resolve('test/fixtures/solutions/ac.ts')}`],
          '--no-typecheck',
        ],
        { encoding: 'utf8', env, timeout: 120_000 },
      );
      assert.is(run.status, 1, run.stdout + run.stderr);
      assert.match(
        run.stdout,
        /^error sum: no C compiler \(cc\) found: .*install one \(Debian\/Ubuntu: apt-get install gcc/m,
      );
      assert.not.match(run.stdout, /^sum: /m, 'nothing was judged unmeasured');
      assert.match(run.stdout, /^sum2: .*\n(.*\n)*?.*2\/2 AC/m);
      assert.match(run.stdout, /sample\/1 +\d+ ms +\d+\.\d MB/, 'the probe measured it');
    } finally {
      rmSync(tools, { recursive: true, force: true });
    }
  },
);
noCompiler.run();
