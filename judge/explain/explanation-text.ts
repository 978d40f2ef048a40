// An explanation as text: in full for `npm run explain`, and in a line or two under a WA or a stress failure.
import type { CaseExplanation } from '../../problems/_authoring/index.ts';

/** The line of play in one line: every move when it is short, else the first and last moves around "...". */
export function shortLine(e: CaseExplanation, game: boolean, keep = 4): string {
  const { steps } = e;
  // Only a game's steps are moves, counted so; another problem's steps are shown as they are.
  const moves = game ? ` (${steps.length} move${steps.length === 1 ? '' : 's'})` : '';
  if (steps.length === 0) return game ? '(no move is played)' : '(no steps)';
  if (steps.length <= 2 * keep + 1) return `${steps.join(', ')}${moves}`;
  return `${steps.slice(0, keep).join(', ')}, ..., ${steps.slice(-keep).join(', ')}${moves}`;
}

/** The whole explanation, wrapped at `width` columns, each line indented by `indent`. */
export function fullText(e: CaseExplanation, indent = '  ', width = 116): string[] {
  const lines = [e.headline];
  let current = 'line:';
  for (const step of e.steps) {
    if (current.length + step.length + 2 > width - indent.length) {
      lines.push(current);
      current = '     ';
    }
    current += ` ${step}${step === e.steps[e.steps.length - 1] ? '' : ','}`;
  }
  if (e.steps.length > 0) lines.push(current);
  lines.push(...e.notes);
  return lines.map((line) => `${indent}${line}`);
}
