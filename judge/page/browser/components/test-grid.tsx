// A problem's tests as a grid of cells, one per test, coloured by verdict (dashed while only provisional, outlined
// where the answers disagreed, dimmed while from the previous run); a click opens the test.
import type { PageRow } from '../../page-data.ts';
import { showTest } from '../reveal.ts';
import { pure } from './pure.ts';

const Cell = pure(({ problem, test, open }: { problem: string; test: PageRow; open: boolean }) => (
  <span
    class={`cell ${test.verdict}${test.provisional ? ' provisional' : ''}${test.stale ? ' stale' : ''}${test.disagreement ? ' disagrees' : ''}${open ? ' open' : ''}`}
    title={`${test.key}: ${test.verdict}${test.provisional ? ' (provisional: the answer only, not yet run on its own)' : ''}${test.stale ? ' (from the previous run)' : ''}`}
    data-key={test.key}
    onClick={() => showTest(problem, test.key)}
  />
));

export function TestGrid({ problem, tests, opened }: { problem: string; tests: PageRow[]; opened?: string }) {
  return (
    <div class="grid" data-problem={problem}>
      {tests.map((t) => (
        <Cell key={t.key} problem={problem} test={t} open={t.key === opened} />
      ))}
    </div>
  );
}
