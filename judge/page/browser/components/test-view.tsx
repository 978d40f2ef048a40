// The test opened in a problem, as a panel beside its list: why it got its verdict (the figures that decided it),
// its input, expected and actual output with the first differing line marked, and beside them its picture stepped
// along the line of play that proves the answer; an interactive test also with its exchange and its game as played.
import { useState } from 'preact/hooks';
import type { PlayedGame } from '../../../../problems/_authoring/index.ts';
import {
  hasDetail,
  type PageCase,
  type PageDetail,
  type PageProblem,
  type PageRow,
  type PageTest,
} from '../../page-data.ts';
import { loadDetail } from '../requests.ts';
import { details, playByHand, useUi } from '../store.ts';
import { verdictReason } from '../../verdict-reason.ts';
import { LineOfPlay, type ShownMove } from './line-of-play.tsx';
import { KilledMutants } from './mutation.tsx';

export function TestView({ problem, row }: { problem: PageProblem; row: PageRow }) {
  // Drawn again when the state changes: a detail asked of the server arrives that way.
  const { live } = useUi();
  const known = hasDetail(row) ? row : details.get(row);
  if (known === undefined && live) loadDetail(problem.id, row);
  return (
    <div class="test-view" data-key={row.key}>
      <h3>
        <span class={`v ${row.verdict}`}>{row.verdict}</span> {row.key}
      </h3>
      {row.stale ? <p class="stale-note">from the previous run: this run has not judged it yet</p> : null}
      <Why problem={problem} row={row} />
      <KilledMutants mutation={problem.mutation} test={row.key} />
      {known === undefined ? (
        <p class="loading">loading…</p>
      ) : 'error' in known ? (
        <p class="WA">cannot load this test: {known.error}</p>
      ) : (
        <Detail problem={problem} test={{ ...row, ...(known as PageDetail) } as PageTest} live={live} />
      )}
    </div>
  );
}

const ms = (v: number | null) => (v === null ? '\u2014' : `${Math.round(v)} ms`);

/**
 * The wall-clock figures beside the cap; where the wall time ran past the cap, why the test was not stopped there:
 * the time it spent waiting for a core (the machine's load, not the program's) is not counted.
 */
function wallFigures(t: PageRow, capMs: number): string {
  const counted = `${ms(t.wallMs)} (${ms(t.countedWallMs)} counted of the ${capMs} ms cap`;
  if (t.wallMs <= capMs) return `${counted})`;
  return `${counted}: the ${ms(t.wallMs - t.countedWallMs)} it waited for a core are not counted)`;
}

/** The verdict's reason, then every figure measured beside its limit ("—": not measured on this system). */
export function Why({ problem, row: t }: { problem: PageProblem; row: PageRow }) {
  const reason = verdictReason(t, problem.limits);
  const { limits } = problem;
  return (
    <>
      {t.provisional ? (
        <p class="pending">
          provisional: this is the answer in a warm worker; the verdict is final once the test has run in its own
          process, with the limits
        </p>
      ) : (
        <p class="figures">
          {`CPU ${ms(t.cpuMs)} of ${limits.timeMs} ms · wall ${wallFigures(t, limits.wallMs)} · peak memory ${t.peakRssKb === null ? '\u2014' : `${(t.peakRssKb / 1024).toFixed(1)} MB`} of ${limits.memoryMb} MB`}
          {t.exitCode !== null && t.exitCode !== 0 ? ` · exit code ${t.exitCode}` : ''}
          {t.signal ? ` · signal ${t.signal}` : ''}
        </p>
      )}
      {t.disagreement ? <p class="WA disagrees">{t.disagreement}</p> : null}
      {reason === null ? null : <p class={`why ${t.verdict}`}>{reason}</p>}
    </>
  );
}

function TextBox({ title, text, mark }: { title: string; text: string; mark?: number }) {
  return (
    <div class="text-box">
      <b>{title}</b>
      <pre class={title}>
        {text.split('\n').map((line, k) =>
          k + 1 === mark ? (
            <span key={k} class="diffline">
              {line}
              {'\n'}
            </span>
          ) : (
            `${line}\n`
          ),
        )}
      </pre>
    </div>
  );
}

/** An ILE's wait, from the exchange: the last line sent, and what the jury waited for after it. */
function Waited({ test: t }: { test: PageTest }) {
  if (t.verdict !== 'ILE' || !t.transcript) return null;
  const last = t.transcript.at(-1);
  const line = last?.text.replace(/\n$/, '').split('\n').at(-1);
  return (
    <p class="waited">
      {last === undefined
        ? 'nothing was sent either way: the jury waited for the solution to begin'
        : last.from === 'interactor'
          ? `the jury's last line was "${line}"; it waited for the solution's answer to it`
          : `the solution's last line was "${line}"; the jury waited for its next one`}
    </p>
  );
}

function Detail({ problem, test: t, live }: { problem: PageProblem; test: PageTest; live: boolean }) {
  return (
    <div class="test-body">
      <div class="texts">
        <Waited test={t} />
        <TextBox title="input" text={t.input} />
        <TextBox title="expected" text={t.expected} mark={t.diff?.line} />
        <TextBox title="actual" text={t.actual} mark={t.diff?.line} />
        {t.stderrTail ? <TextBox title="stderr (tail)" text={t.stderrTail} /> : null}
        {t.transcript ? <Exchange transcript={t.transcript} dropped={t.transcriptDropped ?? 0} /> : null}
      </div>
      <div class="pictures">
        {t.played ? <Played game={t.played} picture={t.cases[0]?.picture} /> : null}
        {live && problem.problem && problem.interactive ? (
          <p>
            <button type="button" class="play-test" onClick={() => playByHand(problem.id, t.input)}>
              play this test by hand
            </button>
          </p>
        ) : null}
        {t.cases.length > 0 ? (
          <>
            {t.played ? <b>the position, under best play</b> : null}
            <Cases cases={t.cases} />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** An interactive test's exchange, a line per line sent, each side in its own colour. */
function Exchange({ transcript, dropped }: { transcript: NonNullable<PageTest['transcript']>; dropped: number }) {
  const more = dropped > 0 ? ` (${dropped} bytes more not kept)` : '';
  return (
    <div class="text-box">
      <b>{transcript.length === 0 ? 'exchange: nothing was sent either way' : `exchange${more}`}</b>
      <small> &gt; solution, &lt; interactor</small>
      <pre class="exchange">
        {transcript.flatMap(({ from, text }, k) =>
          text
            .replace(/\n$/, '')
            .split('\n')
            .map((line, j) => (
              <span key={`${k}.${j}`} class={from}>
                {`${from === 'solution' ? '> ' : '      < '}${line}\n`}
              </span>
            )),
        )}
      </pre>
    </div>
  );
}

/** The cases of the input, one shown at a time, each with the line of play that proves its answer. */
export function Cases({ cases }: { cases: PageCase[] }) {
  const [at, setAt] = useState(0);
  const c = cases[Math.min(at, cases.length - 1)];
  const e = c.explanation;
  const steps = e?.steps ?? [];
  const line = (e?.json.line ?? []) as ShownMove['draw'][];
  return (
    <div class="case">
      {cases.length > 1 ? (
        <select value={String(at)} onChange={(ev) => setAt(Number((ev.target as HTMLSelectElement).value))}>
          {cases.map((_, k) => (
            <option key={k} value={String(k)}>{`case ${k + 1}`}</option>
          ))}
        </select>
      ) : null}
      {e ? (
        <p>
          <b>{e.headline}</b>
        </p>
      ) : null}
      {(e?.notes ?? []).map((n, k) => (
        <p key={k}>{n}</p>
      ))}
      <LineOfPlay
        key={at}
        picture={c.picture}
        moves={steps.map((text, k) => ({ text, draw: line[k], cls: k % 2 === 0 ? 'first-mover' : 'second-mover' }))}
        start={0}
        listClass="line-moves"
      />
    </div>
  );
}

/** A game played against the jury: every move, the one that threw the result away marked, and a line that keeps it. */
export function Played({
  game,
  picture,
  pick,
}: {
  game: PlayedGame;
  picture?: PageCase['picture'];
  pick?: (target: { node?: number; cell?: number }) => void;
}) {
  const [keeping, setKeeping] = useState(false);
  const played: ShownMove[] = game.moves.map((m, k) => ({
    text: m.text,
    label: m.by === 'you' ? 'you' : 'jury',
    note: m.value,
    draw: m.draw,
    cls: `${m.by}${k === game.thrownAway ? ' thrown' : ''}`,
  }));
  const from = game.thrownAway === null ? null : game.thrownAway + 1;
  // The line that keeps the result: the game up to the move that threw it away, then best play from there.
  const kept: ShownMove[] =
    game.thrownAway === null
      ? []
      : [
          ...played.slice(0, game.thrownAway),
          ...game.bestLine.map((m) => ({ text: m.text, label: 'best', draw: m.draw, cls: 'best' })),
        ];
  const shown = keeping ? kept : played;
  const start = keeping ? from! - 1 : from !== null && !pick ? from : played.length;
  return (
    <div class="played">
      <p class="played-headline">{game.headline}</p>
      <LineOfPlay
        key={`${keeping}/${game.moves.length}/${game.choices.length}`}
        picture={picture}
        moves={shown}
        start={start}
        blamed={keeping ? null : game.thrownAway}
        choices={keeping ? [] : game.choices}
        pick={keeping ? undefined : pick}
        listClass="played-moves"
      />
      {from !== null ? (
        <p class="best-line">
          {`from before move ${from}, a line that keeps the result: ${game.bestLine.map((m) => m.text).join(', ') || '(the game ends there)'} `}
          <button type="button" class="best-toggle" onClick={() => setKeeping(!keeping)}>
            {keeping ? 'back to the game as played' : 'step through the line that keeps it'}
          </button>
        </p>
      ) : null}
    </div>
  );
}
