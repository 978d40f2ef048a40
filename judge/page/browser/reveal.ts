// Bringing what the reader opened into view, once the page has drawn it: a test's panel from its headline to the
// bottom of its first picture (the line of play the arrow keys step), scrolled as little as that takes, and for a
// test gone to with n, p or the sidebar its row as well; a problem's tool opened from its header; a game by hand once
// it has started. On the live page a test's detail may still be loading: its picture is waited for, a few frames at
// most.

import { openTest } from './store.ts';

const MARGIN = 8;
/** Frames to wait for a test's detail (and its picture) to arrive from the server. */
const WAIT_FRAMES = 90;

/**
 * Scrolls the window as little as it takes to show from `top`'s top to `bottom`'s bottom; where that is taller than
 * the window, `top` goes to the top. A sticky panel moves less than the window scrolls: measured again, and left
 * where scrolling no longer moves it.
 */
export function showSpan(top: Element, bottom: Element = top): void {
  for (let tries = 0; tries < 3; tries++) {
    const from = top.getBoundingClientRect().top;
    const to = Math.max(from, bottom.getBoundingClientRect().bottom);
    const height = window.innerHeight;
    let delta = 0;
    if (from < MARGIN || to - from > height - 2 * MARGIN) delta = from - MARGIN;
    else if (to > height - MARGIN) delta = to - (height - MARGIN);
    if (Math.abs(delta) < 1) return;
    const scrolled = window.scrollY;
    window.scrollBy(0, delta);
    if (window.scrollY === scrolled || top.getBoundingClientRect().top === from) return;
  }
}

function frames(n: number): Promise<void> {
  return new Promise((done) => {
    const next = (left: number) => (left <= 0 ? done() : requestAnimationFrame(() => next(left - 1)));
    next(n);
  });
}

/**
 * A test just opened in its problem's panel: the panel shown from its headline to its picture. `withRow`: the row is
 * brought into view first (n, p, the sidebar); a row clicked is where the reader looks already.
 */
export async function revealTest(problem: string, key: string, withRow: boolean): Promise<void> {
  await frames(1);
  const section = document.getElementById(`problem-${problem}`);
  if (!section) return;
  const row = section.querySelector(`tr.test[data-key="${CSS.escape(key)}"]`);
  if (withRow) row?.scrollIntoView({ block: 'center' });
  const view = () => section.querySelector(`.panel .test-view[data-key="${CSS.escape(key)}"]`);
  for (let k = 0; k < WAIT_FRAMES && view()?.querySelector('.loading'); k++) await frames(1);
  const shown = view();
  if (!shown) return;
  const panel = shown.closest('.panel');
  if (panel) panel.scrollTop = 0;
  const head = shown.querySelector('h3') ?? shown;
  const end = shown.querySelector('.line-of-play') ?? shown.querySelector('.why') ?? head;
  // In a narrow window the panel opens under its row: the row stays in view above it where both fit.
  const inline = row && panel?.closest('tr.panel-row') ? row : head;
  showSpan(inline, end);
  if (inline !== head) showSpan(head, end);
}

/** Opens a test (a cell, a chart's bar, a lost group, the sidebar) and brings it and its row into view. */
export function showTest(problem: string, key: string): void {
  openTest(problem, key);
  void revealTest(problem, key, true);
}

/**
 * One of a problem's tools (a `<details>` at the end of its section: "try an input", "play by hand", the invocation
 * matrix) opened from the problem's header, and shown from its top.
 */
export async function openTool(problem: string, tool: string): Promise<void> {
  const section = document.getElementById(`problem-${problem}`);
  const details = section?.querySelector<HTMLDetailsElement>(`details.${tool}`);
  if (!details) return;
  details.open = true;
  await revealWithin(details, null);
}

/** `element` shown, once the page has drawn, from its top to the bottom of its `end` (a selector) where it has one. */
export async function revealWithin(element: Element, end: string | null): Promise<void> {
  await frames(1);
  showSpan(element, (end === null ? null : element.querySelector(end)) ?? element);
}
