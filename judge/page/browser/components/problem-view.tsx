// One problem: its counts and state, the verdict grid and the charts first, then the tests (failing ones first,
// passed ones collapsed) with the opened test in a panel beside them (under its row in a narrow window); on the live
// page, its buttons to judge again and to its tools, which follow the tests: "try an input", play by hand
// (interactive problems) and the invocation matrix.
import type { PageProblem } from '../../page-data.ts';
import { ANSWERED_MEANS, chipText, problemCounts } from '../counts.ts';
import { judgeAgain } from '../requests.ts';
import { openTool, showTest } from '../reveal.ts';
import { ordered, shown, type UiState } from '../store.ts';
import { AddTest } from './add-test.tsx';
import { FigureChart, VerdictBar } from './charts.tsx';
import { HandPlay } from './hand-play.tsx';
import { Matrix } from './matrix.tsx';
import { MutationPanel } from './mutation.tsx';
import { pure } from './pure.ts';
import { ScoreTable } from './score-table.tsx';
import { TestGrid } from './test-grid.tsx';
import { TestList } from './test-list.tsx';
import { TestView } from './test-view.tsx';

export interface ProblemViewProps {
  problem: PageProblem;
  live: boolean;
  opened?: string;
  focused?: string;
  passedShown: boolean;
  verdictShown: UiState['verdictShown'];
  order: UiState['order'];
  narrow: boolean;
}

/**
 * The counts of one run: this run's so far while the problem is judged (the provisional apart), else the last
 * finished run's.
 */
function Counts({ problem: p }: { problem: PageProblem }) {
  const { line, chips } = problemCounts(p);
  return (
    <p class="counts" data-problem={p.id} data-run={p.run}>
      {p.judged === undefined ? (
        <span class="total">{line}</span>
      ) : (
        <span class="judged" title={ANSWERED_MEANS}>
          {line}
        </span>
      )}
      {chips.map((c) => (
        <span
          key={`${c.verdict}${c.provisional ? ' provisional' : ''}`}
          class={`${c.verdict}${c.provisional ? ' provisional' : ''}`}
          data-verdict={c.verdict}
        >
          {chipText(c)}
        </span>
      ))}
    </p>
  );
}

export const ProblemView = pure(
  ({ problem: p, live, opened, focused, passedShown, verdictShown, order, narrow }: ProblemViewProps) => {
    const tests = ordered(p.tests, order).filter((t) => shown(t, verdictShown));
    const measured = tests.filter((t) => !t.provisional);
    const open = (key: string) => showTest(p.id, key);
    const row = opened === undefined ? undefined : p.tests.find((t) => t.key === opened);
    const failing = p.tests.some((t) => t.verdict !== 'AC');
    return (
      <section id={`problem-${p.id}`} class="problem" data-problem={p.id}>
        <h2>{`${p.id}: ${p.title}`}</h2>
        <Counts problem={p} />
        {live && p.problem ? (
          <p class="actions">
            <button type="button" class="judge-again" onClick={() => void judgeAgain(p.id, false)}>
              judge again
            </button>{' '}
            <button type="button" class="judge-failed" disabled={!failing} onClick={() => void judgeAgain(p.id, true)}>
              judge failed only
            </button>{' '}
            <span class="to-tools">
              {'tools: '}
              <button type="button" class="to-add-test" onClick={() => void openTool(p.id, 'add-test')}>
                try an input
              </button>{' '}
              {p.interactive ? (
                <>
                  <button type="button" class="to-play" onClick={() => void openTool(p.id, 'play')}>
                    play by hand
                  </button>{' '}
                </>
              ) : null}
              <button type="button" class="to-matrix" onClick={() => void openTool(p.id, 'matrix')}>
                invocation matrix
              </button>
            </span>
          </p>
        ) : null}
        {p.answersFirstOff ? <p class="answers-off">{`answers first off: ${p.answersFirstOff}`}</p> : null}
        {p.compileError === undefined ? null : (
          <>
            <p class="CE">CE: the solution does not compile</p>
            <pre class="compile-error">{p.compileError}</pre>
          </>
        )}
        {p.printsNothing ? <p class="WA prints-nothing">{p.printsNothing}</p> : null}
        {p.dataErrors.map((d) => (
          <p key={d.file} class="WA">{`data error ${d.file}: ${d.message}`}</p>
        ))}
        <div class="overview">
          <TestGrid problem={p.id} tests={tests} opened={opened} />
          {p.score ? <ScoreTable problem={p.id} score={p.score} live={live && p.problem !== undefined} /> : null}
          <div class="charts">
            <VerdictBar problem={p} />
            <FigureChart tests={measured} what="cpu" limit={p.limits.timeMs} onOpen={open} />
            <FigureChart tests={measured} what="memory" limit={p.limits.memoryMb} onOpen={open} />
          </div>
          {p.mutation ? <MutationPanel mutation={p.mutation} stale={p.mutationStale} /> : null}
        </div>
        <div class="work">
          <TestList
            problem={p}
            tests={tests}
            opened={opened}
            focused={focused}
            passedShown={passedShown}
            inline={narrow && row ? <TestView key={row.key} problem={p} row={row} /> : undefined}
          />
          {narrow ? null : (
            <div class="panel">
              {row ? (
                <TestView key={row.key} problem={p} row={row} />
              ) : (
                <p class="hint">{p.tests.length > 0 ? 'open a test: click its row or its cell, or press n' : ''}</p>
              )}
            </div>
          )}
        </div>
        {live && p.problem ? (
          <div class="tools">
            <AddTest problem={p} />
            {p.interactive ? <HandPlay problem={p.problem} page={p.id} /> : null}
            <Matrix problem={p.problem} />
          </div>
        ) : null}
      </section>
    );
  },
);
