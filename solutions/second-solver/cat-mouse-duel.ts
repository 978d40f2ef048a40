// The second player of cat-mouse-duel, written apart from the accepted one: its own reading of the exchange and
// its own table (lengthTableByFixpoint's sweeps, not the breadth-first table). From a won position it moves to the
// position lost for the other side that is one move shorter; from a draw, to any position still a draw; from a
// lost one, to the position that lasts longest. gen and add-case confirm each answer by playing it against the jury.
//
// It also holds the jury to perfect play under the repetition rule, so that a jury that regresses fails verify and
// gen: each of the jury's moves must keep the best result its side can force given the game so far (a position
// seen before counts as a draw). This player plays perfectly, so in a game it wins every position lies one move
// shorter than the one before, and no move of the jury's can reach a position seen: there the plain table decides
// (the longest loss, or a draw by repetition should one be in reach). In a drawn game a move to a position the plain
// table calls lost for the jury may still keep the draw through the history: that alone is valued again, by sweeps
// with the positions seen held drawn.
import { at, type FixpointTable, lengthTableByFixpoint } from './cat-mouse-fixpoint.ts';

/** The move for `me` from (mouse, cat) with `me` to move, read from the table (see the file's head). */
export function fixpointMove(table: FixpointTable, mouse: number, cat: number, me: 'mouse' | 'cat'): number {
  const { n, outcome, length } = table;
  const turn = me === 'mouse' ? 0 : 1;
  const options = destinations(table, mouse, cat, me);
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

/** Where `who` may move from (mouse, cat): its node's list, each node once, the hole closed to the cat. */
function destinations(table: FixpointTable, mouse: number, cat: number, who: 'mouse' | 'cat'): number[] {
  return [...new Set(who === 'mouse' ? table.graph[mouse] : table.graph[cat])].filter(
    (v) => who === 'mouse' || v !== 0,
  );
}

/**
 * Why the jury's move of `jury` to `to` from (mouse, cat) is not perfect given the positions seen, or null when it
 * is (see the file's head).
 */
export function juryMoveFault(
  table: FixpointTable,
  seen: ReadonlySet<number>,
  mouse: number,
  cat: number,
  jury: 'mouse' | 'cat',
  to: number,
): string | null {
  const { n, outcome, length } = table;
  const options = destinations(table, mouse, cat, jury);
  if (!options.includes(to)) return `the jury's ${jury} moved to ${to}, which it may not`;
  const after = (v: number) => (jury === 'mouse' ? at(n, v, cat, 1) : at(n, mouse, v, 0));
  const here = at(n, mouse, cat, jury === 'mouse' ? 0 : 1);
  const said = `the jury's ${jury} ${jury === 'mouse' ? mouse : cat} -> ${to}`;
  if (outcome[here] === (jury === 'mouse' ? 1 : 2))
    return `${said}: the jury can win here, against a player that has played perfectly`;
  // A position seen before is a draw: no better result is left to a side that cannot win.
  if (seen.has(after(to))) return null;
  if (outcome[here] === 0 && outcome[after(to)] === 0) return null;
  // Lost for the jury, and every won or lost position seen lies no shorter than this one: no line from here reaches
  // one, so the plain table holds (a draw by repetition in reach, or else the longest loss).
  const shortestSeen = Math.min(...[...seen].filter((p) => outcome[p] !== 0).map((p) => length[p]));
  if (outcome[here] !== 0 && shortestSeen >= length[here]) {
    if (options.some((v) => seen.has(after(v)))) return `${said} loses where a move back to a position seen draws`;
    const longest = Math.max(...options.map((v) => length[after(v)]));
    return length[after(to)] === longest ? null : `${said} does not hold out longest (${longest} moves)`;
  }
  // Else the history may decide: every option valued again with the positions seen held drawn.
  const valued = lengthTableByFixpoint(table.graph, () => false, seen);
  const drawn = (v: number) => seen.has(after(v)) || valued.outcome[after(v)] === 0;
  if (options.some(drawn)) return drawn(to) ? null : `${said} loses a draw the jury could keep`;
  const longest = Math.max(...options.map((v) => valued.length[after(v)]));
  return valued.length[after(to)] === longest ? null : `${said} does not hold out longest (${longest} moves)`;
}

export function play() {
  const header: string[] = [];
  let table: FixpointTable | null = null;
  let mouse = 1;
  let cat = 2;
  let mine: 0 | 1 = 0; // 0: I am the mouse
  /** Positions seen, the start included: a position comes back, the game is a draw. */
  const seen = new Set<number>();
  const see = () => seen.add(at((table as FixpointTable).n, mouse, cat, mine === 0 ? 1 : 0));

  /** My move, made on the board. */
  const move = (): string => {
    const to = fixpointMove(table as FixpointTable, mouse, cat, mine === 0 ? 'mouse' : 'cat');
    if (mine === 0) mouse = to;
    else cat = to;
    see();
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
        seen.add(at(n, 1, 2, 0));
        mine = words[0] === 'CAT' ? 1 : 0;
        return { say: mine === 0 ? [move()] : [] };
      }
      if (words[0] !== 'MOVE') return { say: [], done: true };
      const to = Number(words[1]);
      const fault = juryMoveFault(table, seen, mouse, cat, mine === 0 ? 'cat' : 'mouse', to);
      if (fault !== null) throw new Error(`the jury is not perfect: ${fault}`);
      if (mine === 0) cat = to;
      else mouse = to;
      seen.add(at(table.n, mouse, cat, mine));
      return { say: [move()] };
    },
  };
}
