// The board page in the browser (`npm run contest -- --html`): reads the board the page was written with and draws
// its table (components/board.tsx); a cell opened shows its report as the judge's page does, with the same keys.
import { render } from 'preact';
import type { BoardData } from '../board-data.ts';
import { Board } from './components/board.tsx';
import { listenToKeys } from './keys.ts';
import { readData } from './read-data.ts';
import { initStore, setUi } from './store.ts';
import { NARROW } from './style.ts';

void readData<BoardData>().then((board) => {
  const narrow = matchMedia(NARROW);
  // Until a cell is opened, the keys' store holds an empty report: n and p find no failing test to go to.
  initStore(
    { title: board.title, generated: board.generated, ok: true, problems: [], errors: [] },
    false,
    narrow.matches,
  );
  narrow.addEventListener('change', (e) => setUi({ narrow: e.matches }));
  render(<Board board={board} />, document.getElementById('app')!);
  listenToKeys();
});
