// The engine of `npm run explain`: checks an input against the problem's validator and explains every case of it
// with the problem's explainer (solutions/explain/<id>.ts).
import { UserError } from '../base/index.ts';
import { formatInvalid, type CaseExplanation, type ExchangeLine } from '../../problems/_authoring/index.ts';
import { explainerFile, loadExplainer, loadPlayedExplainer, loadProblem } from '../registry/index.ts';
import { relative } from 'node:path';

/**
 * Explains every case of an input the validator accepts; one it rejects is a UserError with the validator's
 * complaint, as add-case refuses it. With `force`, an input outside the constraints (a graph of 2,000 nodes, a row
 * of 1,000 cells) is explained all the same, the complaint as a warning; one the explainer cannot read is an error.
 */
export async function explainInput(
  root: string,
  id: string,
  input: string,
  source: string,
  force = false,
): Promise<{ cases: CaseExplanation[]; warning: string | null }> {
  const problem = await loadProblem(root, id);
  const explain = await loadExplainer(root, id);
  if (!explain)
    throw new UserError(
      `${id} has no explainer: write ${relative(root, explainerFile(root, id))}, exporting explain(input)`,
    );
  // Validator programs are the run layer's (judge/run's checkInput); no problem with an explainer has only those.
  const invalid = problem.validate?.(input) ?? null;
  const warning = invalid ? `outside the problem's format or constraints: ${formatInvalid(id, source, invalid)}` : null;
  if (invalid && !force)
    throw new UserError(
      `invalid input, not explained (--force explains it anyway): ${formatInvalid(id, source, invalid)}`,
    );
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

/** Moves of a played game shown in one line: those up to the one that threw the result away (or the last). */
const SHOWN_MOVES = 10;

/**
 * A game played on an interactive test, for a judge report under its WA: where it stands, and in one line the moves
 * up to the one that threw the result away (with what each of the contestant's did), then a line that would have
 * kept the result. Null when the problem's explainer has no explainPlayed, or it cannot read the exchange.
 */
export async function explainPlayedGame(
  root: string,
  id: string,
  input: string,
  exchange: ExchangeLine[],
): Promise<{ headline: string; line: string } | null> {
  const explainPlayed = await loadPlayedExplainer(root, id);
  if (!explainPlayed) return null;
  try {
    const game = explainPlayed(input, exchange);
    const upTo = game.thrownAway ?? game.moves.length - 1;
    const from = Math.max(0, upTo + 1 - SHOWN_MOVES);
    const moves = game.moves
      .slice(from, upTo + 1)
      .map((m, k) => `${from + k + 1}. ${m.by} ${m.text}${m.value ? ` (${m.value})` : ''}`);
    const best = game.bestLine
      .slice(0, SHOWN_MOVES)
      .map((m) => m.text)
      .join(', ');
    const more = game.bestLine.length > SHOWN_MOVES ? `, ... (${game.bestLine.length} moves)` : '';
    const kept = game.thrownAway === null ? '' : `; instead, a line that keeps it: ${best}${more}`;
    return { headline: game.headline, line: `${from > 0 ? '... ' : ''}${moves.join(', ')}${kept}` };
  } catch {
    return null;
  }
}
