// The page's keys, at any time, also while a run is being judged: n / p the next or previous failing test, the arrows
// the line of play opened last, ? the list of keys, Escape closes it. Keys typed into a text box are the box's.
import { setUi, stepFailure, ui } from './store.ts';

/** The keys, as the `?` list shows them. */
export const KEYS: [string, string][] = [
  ['n', 'next failing test (opens it)'],
  ['p', 'previous failing test'],
  ['\u2190 \u2192', 'step the line of play opened last'],
  ['?', 'this list of keys'],
  ['Esc', 'close this list; in a text box, leave it (the keys above work again)'],
];

let stepper: ((delta: number) => void) | null = null;

/** The line of play the arrow keys step from now on. */
export function setStepper(go: (delta: number) => void): void {
  stepper = go;
}

/** Brings a test's row into view, once the page has drawn it. */
export function scrollToTest(problem: string, key: string): void {
  requestAnimationFrame(() => {
    const row = document.querySelector(`tr.test[data-problem="${CSS.escape(problem)}"][data-key="${CSS.escape(key)}"]`);
    row?.scrollIntoView({ block: 'center' });
  });
}

export function listenToKeys(): void {
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement | null;
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) {
      if (e.key === 'Escape') target.blur();
      return;
    }
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      if (!stepper) return;
      e.preventDefault();
      stepper(e.key === 'ArrowLeft' ? -1 : 1);
    } else if (e.key === 'n' || e.key === 'p') {
      const next = stepFailure(e.key === 'n' ? 1 : -1);
      if (next) scrollToTest(next.problem, next.key);
    } else if (e.key === '?') {
      setUi({ help: !ui().help });
    } else if (e.key === 'Escape' && ui().help) {
      setUi({ help: false });
    }
  });
}
