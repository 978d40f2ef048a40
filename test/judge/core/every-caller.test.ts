// One test is judged in one place: the same fixtures get the same verdict (and score) through every caller of the
// test judge: the judge (and so verify), judgeTest as the import's answers and stress's programs call it (in the
// sandbox), as node-versions calls it (the bundle run by a Node.js binary, unsandboxed), and answers first's warm
// verdict where there is one. Every verdict, a checker function, a checker's partial score and a game.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import * as assert from 'uvu/assert';
import type { StressSubject } from '../../../problems/_authoring/index.ts';
import { Candidate } from '../../../scripts/stress/candidate.ts';
import { CaseChecker, type FailureKind } from '../../../scripts/stress/case-checker.ts';
import { judge, judgeTest, type TestResult } from '../../../judge/core/index.ts';
import { prepareProgram } from '../../../judge/build/index.ts';
import { prepareJury } from '../../../judge/core/index.ts';
import { loadProblem, loadSuite, type Problem } from '../../../judge/registry/index.ts';
import type { Program } from '../../../judge/run/index.ts';
import { sandboxFor } from '../../../judge/sandbox/index.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';
import { suite } from '../../helpers/parts.ts';

const SOLUTIONS = resolve('test/fixtures/solutions');
/**
 * Tight limits, so that TLE, MLE and OLE come soon; the same for every caller. The memory limit is low enough that
 * the hoarder reaches it long before its CPU time does, however loaded the machine (on a busy paravirtualised
 * machine, 256 MB of page faults once took a second of CPU: TLE).
 */
const LIMITS = { timeMs: 1000, memoryMb: 96, outputMb: 1 };

/** What a caller gives a test: its verdict, and its score where a checker gave one. */
const said = (r: TestResult | { message: string }) =>
  'message' in r ? `data error: ${r.message}` : `${r.verdict}${r.score === undefined ? '' : ` score ${r.score}`}`;

/** Stress's word on a case, as the verdict it stands for. */
const STRESS_SAYS: Record<FailureKind, string> = {
  'wrong answer': 'WA',
  exception: 'RE',
  timeout: 'TLE',
  'too slow': 'TLE',
};

/**
 * Stress itself on the test's input: the candidate loaded as stress loads it (a solve() in a worker of its sandboxed
 * host, a program a process per case through judgeTest), its answer held to the test's by stress's case checker.
 */
async function throughStress(root: string, problem: Problem, solution: string, input: string, answer: string) {
  const candidate = await Candidate.load(root, problem, { file: solution });
  try {
    const subject = { arbitrary: fc.constant(0), format: () => input } as unknown as StressSubject<unknown>;
    const checker = new CaseChecker(
      problem,
      subject,
      { accepted: () => answer, second: () => answer },
      candidate,
      () => Candidate.load(root, problem, { file: solution }),
      { speed: false, expected: new Map([[input, { answer, ms: 0 }]]) },
    );
    const failure = await checker.check(0);
    return failure === null ? 'AC' : STRESS_SAYS[failure.kind];
  } finally {
    await candidate.close();
  }
}

/** The verdict of the first test of `problemId`, through each caller; answers first's only where it answers. */
async function throughEveryCaller(
  root: string,
  problemId: string,
  solution: string,
  withStress = true,
): Promise<Record<string, string>> {
  const limits = { ...LIMITS, wallMs: 3000 };
  const problem: Problem = { ...(await loadProblem(root, problemId)), limits };
  const test = loadSuite(root, problemId).tests[0];
  const key = `${test.group}/${test.name}`;
  const seen: Record<string, string> = {};
  let provisional: string | undefined;
  const report = await judge({
    root,
    problemIds: [problemId],
    solution,
    limits,
    only: new Set([key]),
    answersFirst: true,
    onProvisional: ({ result }) => {
      provisional = said(result);
    },
  });
  const [judged] = report.problems[0].results;
  seen.judge = judged ? said(judged) : `nothing (${report.problems[0].dataErrors.map((e) => e.message).join('; ')})`;
  if (provisional !== undefined) seen['answers first'] = provisional;

  const sandbox = sandboxFor(false, root);
  const prepared = await prepareProgram({ file: solution }, problem, join(root, 'dist', 'every-caller.js'), sandbox);
  if ('compileError' in prepared) throw new Error(prepared.compileError);
  const interactor = problem.interaction ? await prepareJury(root, problem) : undefined;
  const toJudge = {
    problem,
    ...test,
    inputText: readFileSync(test.input, 'utf8'),
    answerText: readFileSync(test.answer, 'utf8'),
  };
  const programs = (program: Program) => ({ program, ...(interactor ? { interactor } : {}) });
  // Stress speaks of a case's answer alone (right, wrong, threw, hung): a checker's score is not its to say.
  if (withStress && !problem.interaction)
    seen.stress = await throughStress(root, problem, solution, toJudge.inputText, toJudge.answerText);
  seen['judgeTest, sandboxed (import, stress)'] = said(
    await judgeTest({ root, programs: programs(prepared.program), test: toJudge, sandbox }),
  );
  // node-versions: the bundle run by a Node.js binary as a program, the kit's own, unsandboxed.
  const { program } = prepared;
  if (program.kind === 'node') {
    const byBinary: Program = {
      kind: 'native',
      source: program.file,
      command: [process.execPath, program.file],
      language: null,
    };
    seen['judgeTest, by a Node.js binary (node-versions)'] = said(
      await judgeTest({ root, programs: programs(byBinary), test: toJudge, sandbox: null }),
    );
  }
  return seen;
}

/**
 * Every caller said `verdict` (answers first too, where `warm` says it answers; stress, where `stressed` says it
 * runs: not a game, and not a memory or output limit, which stress does not tell from a crash).
 */
function allSay(seen: Record<string, string>, verdict: string, warm: boolean, stressed = warm): void {
  const callers = [
    'judge',
    'judgeTest, sandboxed (import, stress)',
    'judgeTest, by a Node.js binary (node-versions)',
    ...(warm ? ['answers first'] : []),
  ];
  const { stress, ...rest } = seen;
  assert.equal(rest, Object.fromEntries(callers.map((caller) => [caller, verdict])));
  if (stressed) assert.is(stress, verdict.split(' ')[0], 'stress');
}

const callers = suite('every caller of the test judge');
let root = '';
callers.before(() => {
  root = mkdtempSync(join(tmpdir(), 'every-caller-'));
  copyFixtureRoot(root);
});
callers.after(() => rmSync(root, { recursive: true, force: true }));

for (const [fixture, verdict, warm] of [
  ['ac.ts', 'AC', true],
  ['wa.ts', 'WA', true],
  ['re.ts', 'RE', true],
  ['tle.ts', 'TLE', false],
  ['allocates-forever.js', 'MLE', false],
  ['floods-stdout.js', 'OLE', false],
] as const) {
  // AC and WA here; the rest end to end (npm run test:full): the limits' verdicts wait for their limit three times
  // over, and npm test keeps within its minute.
  const register = verdict === 'AC' || verdict === 'WA' ? callers : callers.e2e;
  register(`${fixture}: ${verdict} through every caller`, async () => {
    allSay(await throughEveryCaller(root, 'sum', join(SOLUTIONS, fixture), warm), verdict, warm);
  });
}

callers.e2e("a checker function's verdict and its partial score, through every caller", async () => {
  const scored = mkdtempSync(join(tmpdir(), 'every-caller-checker-'));
  try {
    copyFixtureRoot(scored);
    const definition = join(scored, 'problems/sum/problem.ts');
    // Right when the numbers printed add up to the answer; printed as they were given (more than one), half marks.
    const checker =
      'checker: (_input, expected, output) => {\n' +
      '    const numbers = output.split(/\\s+/).filter(Boolean).map(Number);\n' +
      '    const right = numbers.reduce((a, b) => a + b, 0) === Number(expected);\n' +
      "    if (!right) return { accepted: false, reason: 'the numbers do not add up' };\n" +
      '    return numbers.length > 1 ? { accepted: true, score: 0.5 } : { accepted: true };\n' +
      '  },';
    writeFileSync(
      definition,
      readFileSync(definition, 'utf8').replace("bundleTarget: 'node20',", `bundleTarget: 'node20',\n  ${checker}`),
    );
    const echo = join(scored, 'echo.ts');
    writeFileSync(echo, 'export function solve(input: string): string {\n  return input;\n}\n');
    allSay(await throughEveryCaller(scored, 'sum', echo), 'AC score 0.5', true);
    allSay(await throughEveryCaller(scored, 'sum', join(SOLUTIONS, 'ac.ts')), 'AC', true);
    allSay(await throughEveryCaller(scored, 'sum', join(SOLUTIONS, 'wa.ts')), 'WA', true);
  } finally {
    rmSync(scored, { recursive: true, force: true });
  }
});

// A game plays a jury process beside each player: end to end (npm run test:full).
callers.e2e('a game against the jury, through every caller', async () => {
  const game = mkdtempSync(join(tmpdir(), 'every-caller-game-'));
  try {
    cpSync(resolve('test/fixtures/interactive/root'), game, { recursive: true });
    allSay(await throughEveryCaller(game, 'guess', join(game, 'solutions/guess.ts')), 'AC', true, false);
    // A player that guesses 1 whatever it hears: past seven guesses the jury rejects it.
    const wrong = join(game, 'wrong.ts');
    writeFileSync(
      wrong,
      "export const play = () => ({ opening: ['1'], hear: (_answer: string) => ({ say: ['1'] }) });\n",
    );
    const { stress: _none, ...seen } = await throughEveryCaller(game, 'guess', wrong);
    assert.equal(new Set(Object.values(seen)).size, 1, JSON.stringify(seen));
    assert.match(seen.judge, /^WA/);
  } finally {
    rmSync(game, { recursive: true, force: true });
  }
});

callers.run();
