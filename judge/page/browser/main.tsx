// The judge page in the browser: reads the data the page was written with (a finished run, or the live page's
// first data), draws it with Preact (components/), and on the live page applies each event the server sends as it
// comes. A page written once (--html) holds its data gzipped and base64-encoded, unpacked here with the browser's own
// DecompressionStream: the page needs no network.
import { render } from 'preact';
import { App } from './components/app.tsx';
import { listenToKeys } from './keys.ts';
import type { PageData } from '../page-data.ts';
import { type LiveEvent, ROUTES } from '../protocol.ts';
import { applyLive, initStore, setUi } from './store.ts';
import { NARROW } from './style.ts';

/** How often, at most, the live page draws what the server sent. */
const DRAW_MS = 100;

async function readData(): Promise<PageData & { live?: boolean }> {
  const holder = document.getElementById('judge-data')!;
  const text = holder.textContent!;
  if (holder.dataset.encoding !== 'gzip-base64') return JSON.parse(text);
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text());
}

void readData().then((data) => {
  const narrow = matchMedia(NARROW);
  initStore(data, data.live === true, narrow.matches);
  narrow.addEventListener('change', (e) => setUi({ narrow: e.matches }));
  render(<App />, document.getElementById('app')!);
  listenToKeys();
  if (!data.live) return;
  // Events are applied together, at most every DRAW_MS, and the page drawn once for them: while a run is judged, the
  // page's drawing takes that much less of the cores the tests run on (the keys and the panels answer at once all
  // the same: they are the page's own).
  let due: LiveEvent[] = [];
  new EventSource(ROUTES.events.path).onmessage = (message) => {
    if (due.length === 0)
      setTimeout(() => {
        const events = due;
        due = [];
        // A problem added as the page runs (received from Competitive Companion) is the one the reader wants now.
        const [added] = applyLive(events);
        if (added !== undefined)
          requestAnimationFrame(() => document.getElementById(`problem-${added}`)?.scrollIntoView({ block: 'start' }));
      }, DRAW_MS);
    due.push(JSON.parse(message.data as string) as LiveEvent);
  };
});
