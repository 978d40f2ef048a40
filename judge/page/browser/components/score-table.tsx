// A problem scored in points, beside its verdict grid: the total, then each group's points of its most, the first
// test that cost them (a click opens it), the group it waited for, and its tests not run.
import type { ProblemScore } from '../../../core/index.ts';
import { judgeAgain } from '../requests.ts';
import { showTest } from '../reveal.ts';

/** Points as a judge shows them: whole where whole, else to two decimals (as report.ts's `points`). */
export const shown = (n: number): string => String(Math.round(n * 100) / 100);
/** Whether points are all of the most (as score.ts's isFull: the page bundle takes nothing of the judge's code). */
export const full = (points: number, max: number): boolean => points >= max - 1e-9;

/** `live`: the live page, which offers to run the tests a group stopped short of (the terminal's --run-all). */
export function ScoreTable({ problem, score, live }: { problem: string; score: ProblemScore; live?: boolean }) {
  const open = (key: string) => showTest(problem, key);
  const notRun = score.groups.reduce((n, g) => n + g.notRun, 0);
  return (
    <table class="score" data-problem={problem}>
      <caption class={full(score.points, score.max) ? 'AC' : 'WA'}>
        {`${shown(score.points)} / ${shown(score.max)} points`}
      </caption>
      <tbody>
        {score.groups.map((g) => (
          <tr key={g.name} data-group={g.name} class={full(g.points, g.max) ? 'full' : 'lost'}>
            <td>{g.name}</td>
            <td class={full(g.points, g.max) ? 'AC' : 'WA'}>{`${shown(g.points)} / ${shown(g.max)}`}</td>
            <td class="how">{`${g.aggregation}, ${g.tests} test${g.tests === 1 ? '' : 's'}`}</td>
            <td class="why">
              {g.waitedFor !== undefined ? (
                `waited for ${g.waitedFor}`
              ) : g.lostAt !== undefined ? (
                <>
                  {'lost at '}
                  <a
                    href={`#problem-${problem}`}
                    class="lost-at"
                    onClick={(e) => {
                      e.preventDefault();
                      open(g.lostAt!);
                    }}
                  >
                    {g.lostAt}
                  </a>
                </>
              ) : null}
              {g.notRun > 0 ? <span class="not-run">{` · ${g.notRun} not run`}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
      {notRun > 0 ? (
        <tfoot>
          <tr>
            <td colSpan={4} class="not-run-note">
              {`${notRun} test${notRun === 1 ? '' : 's'} not run: a group stops once it can gain no more, as a real judge does. `}
              {live ? (
                <button type="button" class="run-all" onClick={() => void judgeAgain(problem, false, true)}>
                  run every test
                </button>
              ) : (
                '(npm run judge -- --run-all runs them)'
              )}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
