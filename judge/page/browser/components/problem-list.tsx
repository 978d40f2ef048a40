// The sidebar: every problem with its state (while judged: answered and confirmed so far, and failed k as they come,
// the provisional said so; else failed k, all AC, CE, a scored problem's points); a click goes to the problem and
// opens its first failing test.
import type { PageProblem } from '../../page-data.ts';
import { sidebarJudging } from '../counts.ts';
import { showTest } from '../reveal.ts';
import { full, shown } from './score-table.tsx';

function statesOf(p: PageProblem): { text: string; cls: string }[] {
  const judging = sidebarJudging(p);
  if (judging) return judging;
  if (p.compileError !== undefined) return [{ text: 'CE', cls: 'CE' }];
  if (p.dataErrors.length > 0) return [{ text: 'data error', cls: 'WA' }];
  if (p.score) {
    const { points, max } = p.score;
    return [{ text: `${shown(points)}/${shown(max)} points`, cls: full(points, max) ? 'AC' : 'WA' }];
  }
  const failed = p.total - p.accepted;
  if (failed > 0) return [{ text: `failed ${failed}`, cls: 'WA' }];
  return [p.total > 0 ? { text: 'all AC', cls: 'AC' } : { text: 'no tests', cls: 'pending' }];
}

function go(p: PageProblem): void {
  const failure = p.tests.find((t) => t.verdict !== 'AC');
  if (failure) showTest(p.id, failure.key);
  else document.getElementById(`problem-${p.id}`)?.scrollIntoView({ block: 'start' });
}

export function ProblemList({ problems }: { problems: PageProblem[] }) {
  return (
    <nav class="problem-list" aria-label="problems">
      <ul>
        {problems.map((p) => {
          const states = statesOf(p);
          return (
            <li key={p.id} data-problem={p.id}>
              <a
                href={`#problem-${p.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  go(p);
                }}
              >
                <span class="name">{p.id}</span>
                {states.map((state) => (
                  <span key={state.cls} class={`state ${state.cls}`}>
                    {state.text}
                  </span>
                ))}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
