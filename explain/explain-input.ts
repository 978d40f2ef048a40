// The engine of `npm run explain`: checks an input against the problem's validator and explains every case of it
// with the problem's explainer (solutions/explain/<id>.ts).
import { UserError } from '../kit/errors.ts';
import type { CaseExplanation } from '../kit/problem-definition.ts';
import { loadProblem } from '../kit/registry.ts';
import { explainerFile, loadExplainer } from '../kit/solutions.ts';
import { formatInvalid } from '../kit/validation.ts';
import { relative } from 'node:path';

export async function explainInput(root: string, id: string, input: string, source: string): Promise<CaseExplanation[]> {
  const problem = await loadProblem(root, id);
  const explain = await loadExplainer(root, id);
  if (!explain) throw new UserError(`${id} has no explainer: write ${relative(root, explainerFile(root, id))}, exporting explain(input)`);
  const invalid = problem.validate(input);
  if (invalid) throw new UserError(`invalid input: ${formatInvalid(id, source, invalid)}`);
  return explain(input);
}

/**
 * The explanation of the case whose answer is on `answerLine` (1-based) of the output, for a judge or stress
 * report: each case answers on one line. Null when the problem has no explainer or explaining fails.
 */
export async function explainAnswerLine(root: string, id: string, input: string, answerLine: number): Promise<CaseExplanation | null> {
  const explain = await loadExplainer(root, id);
  if (!explain) return null;
  try {
    const cases = explain(input);
    return cases[Math.min(Math.max(answerLine, 1), cases.length) - 1] ?? null;
  } catch {
    return null;
  }
}
