// A problem's tests as rows: the failing ones first, then the passed ones, collapsed behind one button until the
// reader asks for them. A row shows the verdict, why (for a verdict that is not AC), and the CPU time and peak memory
// against the limits; a click opens the test in the panel beside the list, or in a narrow window under its row.
// A row the run being judged has not replaced yet is dimmed: it is from the previous run.
import type { ComponentChild } from 'preact';
import type { PageProblem, PageRow } from '../../page-data.ts';
import { revealTest } from '../reveal.ts';
import { toggleTest, togglePassed } from '../store.ts';
import { verdictReason } from '../../verdict-reason.ts';
import { pure } from './pure.ts';

/** A figure drawn against its limit; one that was not measured is a dash, with no bar. */
function Figure({ value, limit, text }: { value: number | null; limit: number; text: (v: number) => string }) {
  if (value === null) return <span title="not measured on this system">{'\u2014'}</span>;
  const width = Math.max(1, Math.min(48, Math.round((value / limit) * 48)));
  return (
    <span title={`${text(value)} of the ${text(limit)} limit`}>
      <span class={`bar${value > limit ? ' over' : ''}`} style={{ width: `${width}px` }} />
      {text(value)}
    </span>
  );
}

interface RowProps {
  problem: string;
  limits: PageProblem['limits'];
  test: PageRow;
  open: boolean;
  focused: boolean;
}

const TestRow = pure(({ problem, limits, test: t, open, focused }: RowProps) => {
  const reason = verdictReason(t, limits);
  return (
    <tr
      class={`test${t.provisional ? ' provisional' : ''}${t.stale ? ' stale' : ''}${open ? ' open' : ''}${focused ? ' focused' : ''}`}
      title={t.stale ? 'from the previous run: this run has not judged it yet' : undefined}
      data-problem={problem}
      data-key={t.key}
      data-verdict={t.verdict}
      onClick={() => {
        if (toggleTest(problem, t.key)) void revealTest(problem, t.key, false);
      }}
    >
      <td>
        <span
          class={`v ${t.verdict}${t.provisional ? ' provisional' : ''}`}
          title={t.provisional ? 'provisional: the answer only, not yet run on its own with the limits' : undefined}
        >
          {t.verdict}
        </span>
      </td>
      <td>
        {t.key}
        {t.remembered ? (
          <span class="remembered" title="remembered: the same program, test, jury and limits were judged before">
            {' \u21ba remembered'}
          </span>
        ) : null}
        {t.disagreement ? (
          <span class="WA disagrees" title={t.disagreement}>
            {' \u26a0 answers differ'}
          </span>
        ) : null}
        {reason === null ? null : <div class={`reason ${t.verdict}`}>{reason}</div>}
      </td>
      <td class="time">
        {t.provisional ? (
          <span class="pending" title="measured once the test runs in its own process">
            confirming…
          </span>
        ) : (
          <Figure value={t.cpuMs} limit={limits.timeMs} text={(v) => `${Math.round(v)} ms`} />
        )}
      </td>
      <td class="memory">
        {t.provisional ? null : (
          <Figure
            value={t.peakRssKb === null ? null : t.peakRssKb / 1024}
            limit={limits.memoryMb}
            text={(v) => `${v.toFixed(1)} MB`}
          />
        )}
      </td>
    </tr>
  );
});

export interface TestListProps {
  problem: PageProblem;
  tests: PageRow[];
  opened?: string;
  focused?: string;
  passedShown: boolean;
  /** A narrow window: the opened test, drawn under its row (or above the list, where its row is not shown). */
  inline?: ComponentChild;
}

export function TestList({ problem, tests, opened, focused, passedShown, inline }: TestListProps) {
  const failing = tests.filter((t) => t.verdict !== 'AC');
  const passed = tests.filter((t) => t.verdict === 'AC');
  const stale = tests.filter((t) => t.stale).length;
  const row = (t: PageRow) => {
    const drawn = (
      <TestRow
        key={t.key}
        problem={problem.id}
        limits={problem.limits}
        test={t}
        open={t.key === opened}
        focused={t.key === focused}
      />
    );
    if (inline === undefined || t.key !== opened) return drawn;
    return [
      drawn,
      <tr key={`${t.key} panel`} class="panel-row">
        <td colSpan={4}>
          <div class="panel">{inline}</div>
        </td>
      </tr>,
    ];
  };
  const rowShown = [...failing, ...(passedShown ? passed : [])].some((t) => t.key === opened);
  return (
    <div class="test-list">
      {stale > 0 ? (
        <p class="stale-note">{`dimmed: ${stale} ${stale === 1 ? 'result' : 'results'} from the previous run, until this run judges ${stale === 1 ? 'it' : 'them'}`}</p>
      ) : null}
      {inline !== undefined && opened !== undefined && !rowShown ? <div class="panel">{inline}</div> : null}
      {failing.length > 0 ? (
        <table class="tests failing">
          <tbody>{failing.map(row)}</tbody>
        </table>
      ) : null}
      {passed.length > 0 ? (
        <button type="button" class="show-passed" onClick={() => togglePassed(problem.id)}>
          {passedShown ? `hide the ${passed.length} passed` : `show the ${passed.length} passed`}
        </button>
      ) : null}
      {passed.length > 0 && passedShown ? (
        <table class="tests passed">
          <tbody>{passed.map(row)}</tbody>
        </table>
      ) : null}
    </div>
  );
}
