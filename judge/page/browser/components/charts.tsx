// A problem's run at a glance: its tests by verdict as one bar, and each test's CPU time and peak memory drawn
// against the limit, with axes, the limit line labelled and a tooltip per bar; a click on a bar opens its test.
import type { PageProblem, PageRow } from '../../page-data.ts';
import { chipText, problemCounts } from '../counts.ts';

/** The tests by verdict, as one bar: the provisional verdicts pale, after the confirmed ones. */
export function VerdictBar({ problem }: { problem: PageProblem }) {
  const total = Math.max(1, problem.tests.length);
  return (
    <div class="stack" title="tests by verdict">
      {problemCounts(problem).chips.map((c) => (
        <span
          key={chipText(c)}
          class={`seg ${c.verdict}${c.provisional ? ' provisional' : ''}`}
          style={{ width: `${(c.count / total) * 100}%` }}
          title={`${c.verdict}${c.provisional ? ' (provisional)' : ''}: ${c.count} of ${problem.tests.length}`}
        />
      ))}
    </div>
  );
}

const WIDTH = 300;
const HEIGHT = 96;
const LEFT = 40;
const BOTTOM = 16;
const TOP = 12;

/** A number for an axis: whole above 10, one decimal below. */
const tick = (x: number) => (x >= 10 ? String(Math.round(x)) : x.toFixed(1));

export interface FigureChartProps {
  /** The tests measured (provisional ones are not), in the order drawn. */
  tests: PageRow[];
  what: 'cpu' | 'memory';
  limit: number;
  onOpen: (key: string) => void;
}

/** Each test's figure as a bar against the limit; a figure not measured is no bar, and its tooltip says so. */
export function FigureChart({ tests, what, limit, onOpen }: FigureChartProps) {
  const unit = what === 'cpu' ? 'ms' : 'MB';
  const value = (t: PageRow) =>
    what === 'cpu' ? t.cpuMs : t.peakRssKb === null ? null : Math.round((t.peakRssKb / 1024) * 10) / 10;
  const values = tests.map(value);
  const top = Math.max(limit, ...values.map((v) => v ?? 0)) * 1.1;
  const plotW = WIDTH - LEFT - 4;
  const plotH = HEIGHT - TOP - BOTTOM;
  const y = (v: number) => TOP + plotH - (v / top) * plotH;
  const step = tests.length > 0 ? plotW / tests.length : plotW;
  const unmeasured = values.filter((v) => v === null).length;
  const name = what === 'cpu' ? 'CPU time' : 'peak memory';
  return (
    <svg
      class={`chart ${what}`}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${name} of each test against the ${limit} ${unit} limit`}
    >
      <title>{`${name} of each test against the ${limit} ${unit} limit${unmeasured > 0 ? ` (${unmeasured} not measured)` : ''}`}</title>
      <line class="axis" x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + plotH} />
      <line class="axis" x1={LEFT} x2={WIDTH - 4} y1={TOP + plotH} y2={TOP + plotH} />
      <text class="tick" x={LEFT - 3} y={TOP + plotH} text-anchor="end">
        0
      </text>
      <text class="tick" x={LEFT - 3} y={TOP + 4} text-anchor="end">
        {tick(top)}
      </text>
      <text class="axis-name" x={4} y={TOP + plotH / 2 + 3}>
        {unit}
      </text>
      <text class="axis-name" x={LEFT + plotW / 2} y={HEIGHT - 3} text-anchor="middle">
        {`${tests.length} tests, ${name}`}
      </text>
      {values.map((v, k) =>
        v === null ? null : (
          <rect
            key={tests[k].key}
            x={LEFT + k * step}
            y={y(v)}
            width={Math.max(1, step - 0.5)}
            height={Math.max(1, TOP + plotH - y(v))}
            class={v > limit ? 'bar over' : 'bar under'}
            onClick={() => onOpen(tests[k].key)}
          >
            <title>{`${tests[k].key}: ${v} ${unit} (${tests[k].verdict})`}</title>
          </rect>
        ),
      )}
      <line class="limit" x1={LEFT} x2={WIDTH - 4} y1={y(limit)} y2={y(limit)} />
      <text class="limit-label" x={WIDTH - 6} y={y(limit) - 2} text-anchor="end">
        {`limit ${limit} ${unit}`}
      </text>
    </svg>
  );
}
