// The second player of cat-mouse-duel, written apart from the accepted one: its own reading of the exchange and
// its own table (lengthTableByFixpoint's sweeps, not the breadth-first table). From a won position it moves to the
// position lost for the other side that is one move shorter; from a draw, to any position still a draw; from a
// lost one, to the position that lasts longest. gen and add-case confirm each answer by playing it against the jury.
import { at, type FixpointTable, lengthTableByFixpoint } from './cat-mouse-fixpoint.ts';

/** The move for `me` from (mouse, cat) with `me` to move, read from the table (see the file's head). */
export function fixpointMove(table: FixpointTable, mouse: number, cat: number, me: 'mouse' | 'cat'): number {
  const { n, outcome, length } = table;
  const turn = me === 'mouse' ? 0 : 1;
  const options = [...new Set(me === 'mouse' ? table.graph[mouse] : table.graph[cat])].filter(
    (v) => me === 'mouse' || v !== 0,
  );
  const after = (v: number) => (me === 'mouse' ? at(n, v, cat, 1) : at(n, mouse, v, 0));
  const here = at(n, mouse, cat, turn);
  const winner = turn + 1;
  const pick =
    outcome[here] === winner
      ? options.find((v) => outcome[after(v)] === winner && length[after(v)] === length[here] - 1)
      : outcome[here] === 0
        ? options.find((v) => outcome[after(v)] === 0)
        : options.reduce((a, b) => (length[after(b)] > length[after(a)] ? b : a));
  return pick as number;
}

export function play() {
  const header: string[] = [];
  let table: FixpointTable | null = null;
  let mouse = 1;
  let cat = 2;
  let mine: 0 | 1 = 0; // 0: I am the mouse

  /** My move, made on the board. */
  const move = (): string => {
    const to = fixpointMove(table as FixpointTable, mouse, cat, mine === 0 ? 'mouse' : 'cat');
    if (mine === 0) mouse = to;
    else cat = to;
    return String(to);
  };

  return {
    opening: [] as string[],
    hear(line: string): { say: string[]; done?: boolean } {
      const words = line.trim().split(/\s+/);
      if (table === null) {
        header.push(line);
        const n = Number(header[0]);
        if (header.length < n + 2) return { say: [] };
        const graph = header.slice(1, n + 1).map((text) => text.trim().split(/\s+/).slice(1).map(Number));
        table = lengthTableByFixpoint(graph);
        mine = words[0] === 'CAT' ? 1 : 0;
        return { say: mine === 0 ? [move()] : [] };
      }
      if (words[0] !== 'MOVE') return { say: [], done: true };
      if (mine === 0) cat = Number(words[1]);
      else mouse = Number(words[1]);
      return { say: [move()] };
    },
  };
}
