// The engine of `npm run explain`: checks an input against the problem's validator and explains every case of it
// with the problem's explainer (solutions/explain/<id>.ts).
import { UserError } from '../base/index.ts';
import { formatInvalid, type CaseExplanation } from '../../problems/_authoring/index.ts';
import { explainerFile, loadExplainer, loadProblem } from '../registry/index.ts';
import { relative } from 'node:path';

/**
 * Explains every case. An input outside the problem's constraints (a graph of 2,000 nodes, a row of 1,000 cells)
 * is explained all the same, with the validator's complaint as a warning; one the explainer cannot read is an error.
 */
export async function explainInput(
  root: string,
  id: string,
  input: string,
  source: string,
): Promise<{ cases: CaseExplanation[]; warning: string | null }> {
  const problem = await loadProblem(root, id);
  const explain = await loadExplainer(root, id);
  if (!explain)
    throw new UserError(
      `${id} has no explainer: write ${relative(root, explainerFile(root, id))}, exporting explain(input)`,
    );
  const invalid = problem.validate(input);
  const warning = invalid ? `outside the problem's format or constraints: ${formatInvalid(id, source, invalid)}` : null;
  try {
    return { cases: explain(input), warning };
  } catch (error) {
    throw new UserError(`cannot explain ${source}: ${warning ?? (error as Error).message}`);
  }
}

/**
 * The explanation of the case whose answer is on `answerLine` (1-based) of the output, for a judge or stress
 * report: each case answers on one line. Null when the problem has no explainer or explaining fails.
 */
export async function explainAnswerLine(
  root: string,
  id: string,
  input: string,
  answerLine: number,
): Promise<CaseExplanation | null> {
  const explain = await loadExplainer(root, id);
  if (!explain) return null;
  try {
    const cases = explain(input);
    return cases[Math.min(Math.max(answerLine, 1), cases.length) - 1] ?? null;
  } catch {
    return null;
  }
}
