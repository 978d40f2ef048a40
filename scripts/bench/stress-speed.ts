// Benchmark section: how many cases per second stress checks in-process, on fast-check's small random cases.
import { acceptedFile } from '../../judge/registry/index.ts';
import { stress } from '../stress/index.ts';

export interface StressSpeed {
  id: string;
  what: string;
  cases: number;
  seconds: number;
  perSecond: number;
  goal: number;
}

const TARGETS = [
  { id: 'leetcode-913', what: 'cat and mouse, n <= 8', goal: 2000, cases: 20000 },
  { id: 'lanqiao-lol', what: 'LOL, length <= 10', goal: 10000, cases: 50000 },
];

export async function measureStressSpeed(root: string): Promise<StressSpeed[]> {
  const out: StressSpeed[] = [];
  for (const target of TARGETS) {
    const solution = { file: acceptedFile(root, target.id) };
    // A short run first, so that bundling, worker start-up and JIT warm-up are not timed.
    await stress({ root, id: target.id, solution, seed: 1, timeMs: Infinity, runs: 2000, randomOnly: true });
    const result = await stress({
      root,
      id: target.id,
      solution,
      seed: 2,
      timeMs: Infinity,
      runs: target.cases,
      randomOnly: true,
    });
    const seconds = result.elapsedMs / 1000;
    out.push({
      id: target.id,
      what: target.what,
      cases: result.casesTried,
      seconds,
      perSecond: result.casesTried / seconds,
      goal: target.goal,
    });
  }
  return out;
}
