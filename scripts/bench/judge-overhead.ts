// Benchmark section: what judging costs beyond the solutions' own run time, for the whole suite.
import { availableParallelism } from 'node:os';
import { judge } from '../../judge/core/index.ts';

export interface JudgeOverhead {
  tests: number;
  cores: number;
  wallMs: number;
  /** Sum of the tests' wall times, divided by the cores: the time a perfect judge would take. */
  idealMs: number;
}

export async function measureJudgeOverhead(root: string): Promise<JudgeOverhead> {
  const cores = availableParallelism();
  const started = performance.now();
  const report = await judge({ root, problemIds: [] });
  const wallMs = performance.now() - started;
  const results = report.problems.flatMap((p) => p.results);
  const busyMs = results.reduce((sum, r) => sum + r.wallMs, 0);
  return { tests: results.length, cores, wallMs, idealMs: busyMs / cores };
}
