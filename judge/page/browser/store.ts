// The page's state, in one place: the judge's data as the server last told it (or as the report holds it), and what
// the reader chose (the test opened in each problem, passed tests shown, filters, the key list). Components read it
// through useUi() and change it only through the actions below; a change draws again what depends on it, and
// Preact's keyed diff leaves the rest of the page (focus, scroll, open panels, typed text) as it was.
import { useEffect, useState } from 'preact/hooks';
import { applyEvent } from '../apply-event.ts';
import type { PageData, PageDetail, PageProblem, PageRow } from '../page-data.ts';
import type { LiveEvent } from '../protocol.ts';

export type Order = 'suite' | 'time' | 'memory';

export interface UiState {
  data: PageData;
  /** The live page (npm run ui): a server to ask for details, games and runs. False on a page written once. */
  live: boolean;
  /** The test opened in each problem (its key), by problem id. */
  opened: Record<string, string | undefined>;
  /** Problems where the reader opened or closed a test: the page no longer opens their first failure for them. */
  chosen: Record<string, true>;
  /** Problems whose passed tests are shown (they are collapsed by default). */
  showPassed: Record<string, true>;
  /** The test n / p went to last, or the one the reader opened since: n goes on from it. */
  focused: { problem: string; key: string } | null;
  /** The window is narrow (NARROW in style.ts): a test opens under its row rather than in a panel beside the list. */
  narrow: boolean;
  /** Tests of one verdict only ("all", "failing" or a verdict), and their order. */
  verdictShown: string;
  order: Order;
  /** The list of keys (`?`) is shown. */
  help: boolean;
  /** A test's input to play by hand, by problem id, and how many times one was asked for (each starts a game). */
  handPlay: Record<string, { input: string; asked: number }>;
}

let state: UiState;
const listeners = new Set<() => void>();

export function initStore(data: PageData, live: boolean, narrow: boolean): void {
  state = {
    data,
    live,
    opened: {},
    chosen: {},
    showPassed: {},
    focused: null,
    narrow,
    verdictShown: 'all',
    order: 'suite',
    help: false,
    handPlay: {},
  };
  for (const p of data.problems) openFirstFailure(p);
}

export const ui = (): UiState => state;

/** Changes the state and tells every component that reads it (Preact draws the changes once, together). */
export function setUi(change: Partial<UiState> | ((s: UiState) => Partial<UiState>)): void {
  state = { ...state, ...(typeof change === 'function' ? change(state) : change) };
  for (const listener of listeners) listener();
}

/** The state, in a component: it is drawn again when the state changes. */
export function useUi(): UiState {
  const [, redraw] = useState(0);
  const drawn = state;
  useEffect(() => {
    const listener = () => redraw((n) => n + 1);
    listeners.add(listener);
    // A change between the drawing and this effect (an event that came in between) is not missed.
    if (state !== drawn) listener();
    return () => void listeners.delete(listener);
  }, []);
  return state;
}

/** Until the reader chooses, a problem's first failing test is open (its diff, picture and line of play). */
function openFirstFailure(p: PageProblem): void {
  if (state.chosen[p.id]) return;
  const open = state.opened[p.id];
  if (open !== undefined && p.tests.some((t) => t.key === open && t.verdict !== 'AC')) return;
  state.opened = { ...state.opened, [p.id]: p.tests.find((t) => t.verdict !== 'AC')?.key };
}

/**
 * Events from the server, applied to the data in order (returning the problems they added to the page, a problem
 * received as the page runs; none for a whole snapshot): each problem an event touched becomes a new object (and its
 * list of tests a new array), so components drawn from the others are left alone; then the page is drawn once.
 */
export function applyLive(events: LiveEvent[]): string[] {
  const before = new Set(state.data.problems.map((p) => p.id));
  let data = state.data;
  const touched = new Set<string>();
  let whole = false;
  for (const event of events) {
    const applied = applyEvent(data, event);
    data = applied.data;
    for (const [old, copy] of applied.copied ?? []) {
      const detail = details.get(old);
      if (detail !== undefined) details.set(copy, detail);
    }
    if (event.kind === 'snapshot') whole = true;
    if (applied.problem !== undefined) touched.add(applied.problem);
  }
  data = {
    ...data,
    problems: data.problems.map((p) => (whole || touched.has(p.id) ? { ...p, tests: [...p.tests] } : p)),
  };
  state = { ...state, data };
  for (const p of data.problems) if (whole || touched.has(p.id)) openFirstFailure(p);
  for (const listener of listeners) listener();
  return whole ? [] : data.problems.filter((p) => !before.has(p.id)).map((p) => p.id);
}

/** Opens a test of a problem, or closes it when it is the one open; returns whether it is open now. */
export function toggleTest(problem: string, key: string): boolean {
  const closing = state.opened[problem] === key;
  if (closing)
    setUi((s) => ({ opened: { ...s.opened, [problem]: undefined }, chosen: { ...s.chosen, [problem]: true } }));
  else openTest(problem, key);
  return !closing;
}

/** Opens a test of a problem: n and p go on from it. */
export function openTest(problem: string, key: string): void {
  setUi((s) => ({
    opened: { ...s.opened, [problem]: key },
    chosen: { ...s.chosen, [problem]: true },
    focused: { problem, key },
  }));
}

export function togglePassed(problem: string): void {
  setUi((s) => {
    const showPassed = { ...s.showPassed };
    if (showPassed[problem]) delete showPassed[problem];
    else showPassed[problem] = true;
    return { showPassed };
  });
}

/** Starts a game by hand on a test's input, in the problem's hand-play section (which comes into view). */
export function playByHand(problem: string, input: string): void {
  setUi((s) => ({
    handPlay: { ...s.handPlay, [problem]: { input, asked: (s.handPlay[problem]?.asked ?? 0) + 1 } },
  }));
}

/** Whether a test is shown under the verdict chosen. */
export function shown(t: PageRow, verdictShown: string): boolean {
  if (verdictShown === 'all') return true;
  if (verdictShown === 'failing') return t.verdict !== 'AC';
  return t.verdict === verdictShown;
}

/** The tests in the order the reader chose: suite order, or by CPU time or memory, the largest first. */
export function ordered(tests: PageRow[], order: Order): PageRow[] {
  if (order === 'suite') return tests;
  const figure = (t: PageRow) => (order === 'time' ? t.cpuMs : t.peakRssKb) ?? -1;
  return [...tests].sort((a, b) => figure(b) - figure(a));
}

/**
 * The next (or previous) failing test after the one gone to or opened last, across problems in the order shown (from
 * a passed test opened: the failing test after it): opened, and returned so the page can bring it into view. Null
 * when nothing fails.
 */
export function stepFailure(direction: 1 | -1): { problem: string; key: string } | null {
  const s = state;
  const rows = s.data.problems.flatMap((p) =>
    ordered(p.tests, s.order)
      .filter((t) => shown(t, s.verdictShown))
      .map((t) => ({ problem: p.id, key: t.key, failing: t.verdict !== 'AC' })),
  );
  const failing = rows.filter((r) => r.failing);
  if (failing.length === 0) return null;
  // Where the reader is: the test n / p went to last, else the first test the page has open (its first failure,
  // opened for the reader), so the first n goes past the failure already in view.
  const from = s.focused
    ? rows.findIndex((r) => r.problem === s.focused!.problem && r.key === s.focused!.key)
    : rows.findIndex((r) => s.opened[r.problem] === r.key);
  // Where the reader is: the failing tests before it (a passed test is between two of them).
  const before = from < 0 ? 0 : rows.slice(0, from).filter((r) => r.failing).length;
  const onFailure = from >= 0 && rows[from].failing;
  const at = from < 0 ? (direction === 1 ? -1 : 0) : !onFailure && direction === 1 ? before - 1 : before;
  const { problem, key } = failing[(at + direction + failing.length) % failing.length];
  const next = { problem, key };
  setUi((now) => ({
    focused: next,
    opened: { ...now.opened, [next.problem]: next.key },
    chosen: { ...now.chosen, [next.problem]: true },
  }));
  return next;
}

/** Each row's detail once fetched (the live page): dropped with the row when a new result replaces it. */
export const details = new WeakMap<PageRow, PageDetail | { error: string }>();
