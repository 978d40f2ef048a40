// A board: its table, each cell that opens a report a link (#cell-ROW-COL, so that the keyboard reaches it and an
// address opens it), and under the table the report of the cell opened, drawn by the judge's own page (App) from the
// store, which opening a cell fills afresh.
import { useEffect, useState } from 'preact/hooks';
import { type BoardData, reportOf } from '../../board-data.ts';
import { initStore, ui } from '../store.ts';
import { App } from './app.tsx';

/** The cell an address names ("#cell-2-3": row 2, column 3, from 0), or null. */
export function cellOfHash(hash: string): { row: number; col: number } | null {
  const m = /^#cell-(\d+)-(\d+)$/.exec(hash);
  return m ? { row: Number(m[1]), col: Number(m[2]) } : null;
}

export function Board({ board }: { board: BoardData }) {
  const [opened, setOpened] = useState<{ row: number; col: number } | null>(null);
  useEffect(() => {
    const follow = () => {
      const at = cellOfHash(location.hash);
      const report = at === null ? undefined : board.rows[at.row]?.cells[at.col]?.opens;
      if (at === null || report === undefined) return setOpened(null);
      // The judge's page keeps what it shows in its store: the cell's report replaces the last one, opened fresh.
      initStore(reportOf(board, report), false, ui().narrow);
      setOpened(at);
      requestAnimationFrame(() => document.getElementById('opened')?.scrollIntoView({ block: 'start' }));
    };
    follow();
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [board]);
  const report = opened === null ? undefined : board.rows[opened.row].cells[opened.col].opens;
  return (
    <div class="board-page">
      <h1>{board.title}</h1>
      {board.sandbox ? (
        <p class={`board-note board-sandbox${board.sandbox.notEnforced ? ' WA' : ''}`}>
          {board.sandbox.notEnforced ?? `sandbox: ${board.sandbox.enforced} closed to the submissions`}
        </p>
      ) : null}
      <table class="board">
        <thead>
          <tr>
            {board.head.map((h, col) => (
              <th key={col} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row, r) => (
            <tr key={r}>
              {row.cells.map((cell, c) => {
                const open = opened?.row === r && opened.col === c;
                return (
                  <td key={c} class={`${cell.cls ?? ''}${open ? ' open' : ''}`} title={cell.title}>
                    {cell.opens ? (
                      <a href={`#cell-${r}-${c}`} aria-current={open ? 'true' : undefined}>
                        {cell.text}
                      </a>
                    ) : (
                      cell.text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {board.notes.map((note, k) => (
        <p key={k} class="board-note">
          {note}
        </p>
      ))}
      <p class="board-note">
        {`written ${board.generated}; a cell with a link opens its tests below, with their verdicts, reasons and lines of play`}
      </p>
      {report ? (
        <section id="opened" key={`${opened?.row}-${opened?.col}`} data-cell={`${opened?.row}-${opened?.col}`}>
          {report.notes.map((note, k) => (
            <p key={k} class="board-note">
              {note}
            </p>
          ))}
          <App />
        </section>
      ) : null}
    </div>
  );
}
