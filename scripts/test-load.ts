// `npm run test:load` (summary in cli/commands.ts): the suite, the judge and verify must hold on a busy machine, not
// only on an idle one; the judge's verdicts and a problem's mutants' statuses (its mutation score) on a busy machine
// must be those on an idle one.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { listProblemIds } from '../judge/registry/index.ts';
import { runIfMain, type Command } from './cli/index.ts';
import type { MutationReport } from './mutants/index.ts';

/**
 * npm test's runs by default: a test that fails in a share p of loaded runs is caught with probability 1 - (1 - p)^3,
 * at least 95% for p >= 0.63; a test with a timing margin fails in nearly every loaded run (test/README.md, Under
 * load). Three, not five, since the end-to-end files run loaded too: the whole command then takes about 20 minutes.
 */
const RUNS = 3;

/** A percentage as the mutants report prints it. */
const percent = (score: number | null) => (score === null ? '—' : `${score.toFixed(1)}%`);

const flags = {
  runs: {
    kind: 'integer',
    value: 'N',
    min: 0,
    help: 'how many times to run npm test (default 3: see test/README.md, Under load)',
  },
  'full-runs': {
    kind: 'integer',
    value: 'N',
    min: 0,
    help: 'how many times to run what npm run test:full adds (the end-to-end files, npm test -- --full-only; default 1)',
  },
  'judge-runs': {
    kind: 'integer',
    value: 'N',
    min: 0,
    help: 'how many times to run npm run judge, held to an idle run first (default 1)',
  },
  'verify-runs': { kind: 'integer', value: 'N', min: 0, help: 'how many times to run npm run verify (default 1)' },
  'mutants-runs': {
    kind: 'integer',
    value: 'N',
    min: 0,
    help: "how many times to run npm run mutants on --mutants-of's problem, held to an idle run first (default 1)",
  },
  'mutants-of': {
    kind: 'string',
    value: 'ID',
    help: "the problem whose mutants are judged (default: the root's first by name; in the kit the quickest, about 30 s idle)",
  },
  busy: { kind: 'integer', value: 'N', min: 0, help: 'CPU-bound processes beside it (default: one per core)' },
} as const;

interface Run {
  status: number | null;
  seconds: number;
  stdout: string;
  output: string;
}

function npmRun(root: string, args: string[]): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, seconds: (performance.now() - started) / 1000, stdout, output }));
  });
}

/**
 * `count` CPU-bound processes, until `stop` is called: each spins until its parent is gone too, so that none outlives
 * the process that started it, however that ends.
 */
export function busyProcesses(count: number): { stop: () => void } {
  const spin = `const parent = process.ppid; for (let i = 1; ; i++) if (i % 1e8 === 0 && process.ppid !== parent) process.exit();`;
  const busy: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
  );
  return {
    stop: () => {
      for (const child of busy) child.kill('SIGKILL');
    },
  };
}

/** Every test's verdict in a judge --json report, as "problem group/name" → verdict; null if it is not one. */
export function verdictsOf(json: string): Map<string, string> | null {
  try {
    const report = JSON.parse(json) as {
      problems: { id: string; tests: { group: string; name: string; verdict: string }[] }[];
    };
    return new Map(report.problems.flatMap((p) => p.tests.map((t) => [`${p.id} ${t.group}/${t.name}`, t.verdict])));
  } catch {
    return null;
  }
}

/**
 * Every mutant's status in a mutants --json report, as "file:line:column mutator `original` -> `replacement`" →
 * status (a place and a change may be two mutants', `a < 0 || b` and `a < 0` both made false), and the score; null if
 * it is not one.
 */
export function mutantStatusesOf(json: string): { statuses: Map<string, string>; score: number | null } | null {
  try {
    const report = JSON.parse(json) as Pick<MutationReport, 'score' | 'mutants'>;
    const statuses = new Map(
      report.mutants.map((m) => [
        `${m.file}:${m.line}:${m.column} ${m.mutator} \`${m.original}\` -> \`${m.replacement}\``,
        m.status,
      ]),
    );
    return { statuses, score: report.score };
  } catch {
    return null;
  }
}

/**
 * What differs from the idle run (a test's verdict, a mutant's status), as "key: idle -> busy" (a key missing on one
 * side too).
 */
export function changesFromIdle(idle: Map<string, string>, busy: Map<string, string>): string[] {
  const keys = [...new Set([...idle.keys(), ...busy.keys()])];
  return keys
    .filter((key) => idle.get(key) !== busy.get(key))
    .map((key) => `${key}: ${idle.get(key) ?? 'not run'} -> ${busy.get(key) ?? 'not run'}`);
}

export const testLoadCommand: Command<typeof flags> = {
  name: 'test:load',
  args: '',
  positionals: { min: 0, max: 0 },
  flags,
  async run({ flags: f, root }, io) {
    const runs = f.runs ?? RUNS;
    const fullRuns = f['full-runs'] ?? 1;
    const judgeRuns = f['judge-runs'] ?? 1;
    const verifyRuns = f['verify-runs'] ?? 1;
    const mutantsOf = f['mutants-of'] ?? listProblemIds(root)[0];
    const mutantsRuns = mutantsOf === undefined ? 0 : (f['mutants-runs'] ?? 1);
    const mutantsArgs = ['mutants', '--', mutantsOf, '--json'];
    const busyCount = f.busy ?? availableParallelism();
    const say = (line: string) => io.stdout.write(`${line}\n`);
    let passed = 0;
    let total = 0;
    const failed = (name: string, run: Run, lines: string[]) => {
      const log = join(tmpdir(), `test-load-${name.replace(/\W+/g, '-')}-${process.pid}.log`);
      writeFileSync(log, run.output);
      for (const line of lines.slice(0, 10)) say(`  ${line.trim()}`);
      say(`  the whole output: ${log}`);
    };

    let idle: Map<string, string> | null = null;
    if (judgeRuns > 0) {
      const run = await npmRun(root, ['judge', '--', '--json', '--fresh']);
      idle = verdictsOf(run.stdout);
      if (idle === null) {
        say(`the idle judge run gave no report (exit ${run.status})`);
        failed('idle judge', run, run.output.split('\n').slice(-10));
        return 1;
      }
      say(`idle: npm run judge, ${idle.size} tests, ${run.seconds.toFixed(1)} s`);
    }
    // A mutant is timed out by its CPU time alone: each one's status, and so the score, the same loaded as idle.
    let idleMutants: ReturnType<typeof mutantStatusesOf> = null;
    if (mutantsRuns > 0) {
      const run = await npmRun(root, mutantsArgs);
      idleMutants = mutantStatusesOf(run.stdout);
      if (idleMutants === null) {
        say(`the idle mutants run gave no report (exit ${run.status})`);
        failed('idle mutants', run, run.output.split('\n').slice(-10));
        return 1;
      }
      say(
        `idle: npm run mutants -- ${mutantsOf}, score ${percent(idleMutants.score)}, ${idleMutants.statuses.size} mutants, ${run.seconds.toFixed(1)} s`,
      );
    }

    const busy = busyProcesses(busyCount);
    say(`beside ${busyCount} CPU-bound processes (${availableParallelism()} cores):`);
    try {
      // The suite, then what test:full adds (the end-to-end files): every test of the kit's own runs loaded.
      const suites = [
        ...Array.from({ length: runs }, (_, i) => ({ name: `npm test, run ${i + 1}`, args: ['test'] })),
        ...Array.from({ length: fullRuns }, (_, i) => ({
          name: `npm test -- --full-only, run ${i + 1}`,
          args: ['test', '--', '--full-only'],
        })),
      ];
      for (const { name, args } of suites) {
        const run = await npmRun(root, args);
        const ok = run.status === 0;
        total++;
        if (ok) passed++;
        const summary = /(\d+) passed, (\d+) failed/.exec(run.output);
        const counts = summary
          ? `${summary[1]} of ${Number(summary[1]) + Number(summary[2])} tests`
          : 'no test summary';
        say(`${name}: ${ok ? 'passed' : `FAILED (exit ${run.status})`}, ${counts}, ${run.seconds.toFixed(1)} s`);
        if (!ok)
          failed(
            name,
            run,
            run.output.split('\n').filter((l) => /FAIL|rror/.test(l)),
          );
      }
      for (let k = 1; k <= judgeRuns; k++) {
        const run = await npmRun(root, ['judge', '--', '--json', '--fresh']);
        const verdicts = verdictsOf(run.stdout);
        const changes = verdicts === null ? ['no report'] : changesFromIdle(idle!, verdicts);
        total++;
        if (changes.length === 0) passed++;
        say(
          `npm run judge, run ${k}: ${changes.length === 0 ? `every verdict as idle (${verdicts!.size} tests)` : `${changes.length} verdicts differ from the idle run`}, ${run.seconds.toFixed(1)} s`,
        );
        if (changes.length > 0) failed(`judge-${k}`, run, changes);
      }
      for (let k = 1; k <= verifyRuns; k++) {
        const run = await npmRun(root, ['verify']);
        const ok = run.status === 0;
        total++;
        if (ok) passed++;
        say(`npm run verify, run ${k}: ${ok ? 'passed' : `FAILED (exit ${run.status})`}, ${run.seconds.toFixed(1)} s`);
        if (!ok)
          failed(
            `verify-${k}`,
            run,
            run.output.split('\n').filter((l) => /FAILED|rror|\(!\)/.test(l)),
          );
      }
      for (let k = 1; k <= mutantsRuns; k++) {
        const run = await npmRun(root, mutantsArgs);
        const loaded = mutantStatusesOf(run.stdout);
        const changes = loaded === null ? ['no report'] : changesFromIdle(idleMutants!.statuses, loaded.statuses);
        total++;
        if (changes.length === 0) passed++;
        const score = loaded === null ? '' : `score ${percent(loaded.score)} (idle ${percent(idleMutants!.score)}), `;
        const said =
          changes.length === 0
            ? "every mutant's status as idle"
            : `${changes.length} mutants' statuses differ from the idle run`;
        say(`npm run mutants -- ${mutantsOf}, run ${k}: ${score}${said}, ${run.seconds.toFixed(1)} s`);
        if (changes.length > 0) failed(`mutants-${k}`, run, changes);
      }
    } finally {
      busy.stop();
    }
    say(`${passed} of ${total} runs passed`);
    return passed === total ? 0 : 1;
  },
};

runIfMain(import.meta.url, testLoadCommand);
