// The page's keys, at any time, also while a run is being judged: n / p the next or previous failing test, the arrows
// the line of play opened last, ? the list of keys, Escape closes it. Keys typed into a text box are the box's.
import { revealTest } from './reveal.ts';
import { setUi, stepFailure, ui } from './store.ts';

/** The keys, as the `?` list shows them. */
export const KEYS: [string, string][] = [
  ['n', 'next failing test after the one open (opens it)'],
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
      if (next) void revealTest(next.problem, next.key, true);
    } else if (e.key === '?') {
      setUi({ help: !ui().help });
    } else if (e.key === 'Escape' && ui().help) {
      setUi({ help: false });
    }
  });
}
