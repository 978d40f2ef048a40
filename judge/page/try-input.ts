// "Try an input" on the live page: a typed input run by a target's solution exactly as a test is judged (own
// process, the problem's limits, its checker or jury), beside the reference answer that add-case would write
// (validated, answered by the accepted solution, confirmed by the second solver). The input is judged as the one
// test of a root of its own, made for the run (the problems and solutions linked in) and removed after it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UserError } from '../base/index.ts';
import { judge } from '../core/index.ts';
import { GROUPS, testdataDir } from '../registry/index.ts';
import type { TestdataEngines } from './engines.ts';
import { loadExplainers, pageTest } from './html-report.ts';
import type { Target } from './live-judge.ts';
import type { TryReply } from './protocol.ts';

/** The name the input is judged under. */
const NAME = 'your-input';

export async function tryInput(
  root: string,
  target: Target,
  input: string,
  answer: TestdataEngines['answer'],
  how: { typecheck: boolean; sandbox: boolean } = { typecheck: true, sandbox: true },
): Promise<TryReply> {
  const { problem: id } = target;
  const checked = await answer(root, id, input);
  const own = mkdtempSync(join(tmpdir(), 'kit-try-'));
  try {
    for (const folder of ['problems', 'solutions']) symlinkSync(resolve(root, folder), join(own, folder));
    const dir = testdataDir(own, id, GROUPS.manual);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${NAME}.in`), input);
    writeFileSync(join(dir, `${NAME}.ans`), checked.answer);
    const report = await judge({
      root: own,
      problemIds: [id],
      solution: target.solution === undefined ? undefined : resolve(root, target.solution),
      typecheck: how.typecheck,
      sandbox: how.sandbox,
    });
    const [error] = report.errors;
    if (error) throw new UserError(error.message);
    const judged = report.problems[0];
    if (judged.compileError !== undefined) throw new UserError(`CE: ${judged.compileError}`);
    const [result] = judged.results;
    if (!result) throw new UserError(judged.dataErrors.map((d) => d.message).join('; ') || 'the input was not judged');
    const test = pageTest(judged.problem, result, own, await loadExplainers(own, id));
    return { test, confirmedBy: checked.confirmedBy, confirmed: checked.confirmed, unconfirmed: checked.unconfirmed };
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
}
