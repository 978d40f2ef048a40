// The judge page in the browser: reads the data the page was written with (a finished run, or the live page's
// first data), draws it with Preact (components/), and on the live page applies each event the server sends as it
// comes. A page written once (--html) holds its data gzipped and base64-encoded (read-data.ts): it needs no network.
import { render } from 'preact';
import { App } from './components/app.tsx';
import { listenToKeys } from './keys.ts';
import { readData } from './read-data.ts';
import type { PageData } from '../page-data.ts';
import { type LiveEvent, ROUTES } from '../protocol.ts';
import { applyLive, initStore, setUi } from './store.ts';
import { NARROW } from './style.ts';

/** How often, at most, the live page draws what the server sent. */
const DRAW_MS = 100;

void readData<PageData & { live?: boolean }>().then((data) => {
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
