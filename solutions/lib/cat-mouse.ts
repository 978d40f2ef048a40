// Exact cat-and-mouse solver: retrograde analysis over flat typed arrays, no bound on the game's length.

export const DRAW = 0;
export const MOUSE_WIN = 1;
export const CAT_WIN = 2;
export type Outcome = typeof DRAW | typeof MOUSE_WIN | typeof CAT_WIN;

/** Moves in compressed form: the nodes reachable from u are to[start[u] .. start[u+1]). */
export interface MoveGraph {
  n: number;
  start: Int32Array;
  to: Int32Array;
}

/**
 * Builds a MoveGraph from adjacency lists as given: u may move to every v listed under u.
 * Duplicate entries are dropped (a move is a move, however often it is listed); self-loops stay.
 */
export function moveGraphFromLists(lists: ArrayLike<ArrayLike<number>>): MoveGraph {
  const n = lists.length;
  const start = new Int32Array(n + 1);
  const seen = new Int32Array(n).fill(-1);
  let total = 0;
  for (let u = 0; u < n; u++) total += lists[u].length;
  const to = new Int32Array(total);
  let k = 0;
  for (let u = 0; u < n; u++) {
    start[u] = k;
    const list = lists[u];
    for (let i = 0; i < list.length; i++) {
      const v = list[i];
      if (v < 0 || v >= n) throw new RangeError(`node ${u} lists neighbour ${v}, outside 0..${n - 1}`);
      if (seen[v] === u) continue;
      seen[v] = u;
      to[k++] = v;
    }
  }
  start[n] = k;
  return { n, start, to: k === total ? to : to.slice(0, k) };
}

/** The reverse of g: from[rstart[v] .. rstart[v+1]) are the nodes that may move to v. */
function reverseMoves(g: MoveGraph): MoveGraph {
  const { n, start, to } = g;
  const rstart = new Int32Array(n + 1);
  for (let i = 0; i < to.length; i++) rstart[to[i] + 1]++;
  for (let v = 0; v < n; v++) rstart[v + 1] += rstart[v];
  const fill = rstart.slice(0, n);
  const from = new Int32Array(to.length);
  for (let u = 0; u < n; u++) {
    for (let i = start[u]; i < start[u + 1]; i++) from[fill[to[i]]++] = u;
  }
  return { n, start: rstart, to: from };
}

/**
 * Outcome of the game with the mouse on `mouse`, the cat on `cat` and the mouse to move, both playing
 * optimally. A position is decided as soon as its mover has a move to a position won for it, or once every
 * move has been shown to lose; positions never decided are draws (the mover can always avoid losing, so
 * play repeats). A cat whose only moves lead into the hole cannot move; such positions stay undecided.
 */
export function solveCatMouse(g: MoveGraph, mouse = 1, cat = 2): Outcome {
  const n = g.n;
  if (mouse === 0) return MOUSE_WIN;
  if (mouse === cat) return CAT_WIN;
  const { start, to } = g;
  const rev = reverseMoves(g);
  const rstart = rev.start;
  const rfrom = rev.to;

  // Number of moves of each player from each node: the cat never enters the hole.
  let maxDegree = 0;
  const catMoves = new Int32Array(n);
  for (let u = 0; u < n; u++) {
    let k = 0;
    for (let i = start[u]; i < start[u + 1]; i++) if (to[i] !== 0) k++;
    catMoves[u] = k;
    maxDegree = Math.max(maxDegree, start[u + 1] - start[u]);
  }

  // State (m, c, t) lives at index (m*n + c)*2 + t; t = 0: mouse to move, t = 1: cat to move.
  const states = 2 * n * n;
  const result = new Uint8Array(states);
  // losingMoves[s] counts the moves from s already shown to lose for its mover.
  const losingMoves = maxDegree < 256 ? new Uint8Array(states) : maxDegree < 65536 ? new Uint16Array(states) : new Int32Array(states);
  const queue = new Int32Array(states);
  let head = 0;
  let tail = 0;

  for (let c = 1; c < n; c++) {
    const s = c * 2; // mouse in the hole (m = 0)
    result[s] = MOUSE_WIN;
    result[s + 1] = MOUSE_WIN;
    queue[tail++] = s;
    queue[tail++] = s + 1;
    const t = (c * n + c) * 2; // cat on the mouse
    result[t] = CAT_WIN;
    result[t + 1] = CAT_WIN;
    queue[tail++] = t;
    queue[tail++] = t + 1;
  }

  const target = (mouse * n + cat) * 2;
  while (head < tail && result[target] === DRAW) {
    const s = queue[head++];
    const outcome = result[s];
    const pair = s >> 1;
    const m = (pair / n) | 0;
    const c = pair - m * n;
    if ((s & 1) === 0) {
      // Mouse to move here, so the cat moved last: predecessors are (m, c', cat to move), c' -> c.
      const catWins = outcome === CAT_WIN;
      for (let i = rstart[c]; i < rstart[c + 1]; i++) {
        const pc = rfrom[i];
        if (pc === 0) continue;
        const p = (m * n + pc) * 2 + 1;
        if (result[p] !== DRAW) continue;
        if (catWins || ++losingMoves[p] === catMoves[pc]) {
          result[p] = outcome;
          queue[tail++] = p;
        }
      }
    } else {
      // Cat to move here, so the mouse moved last: predecessors are (m', c, mouse to move), m' -> m.
      const mouseWins = outcome === MOUSE_WIN;
      for (let i = rstart[m]; i < rstart[m + 1]; i++) {
        const pm = rfrom[i];
        if (pm === 0) continue;
        const p = (pm * n + c) * 2;
        if (result[p] !== DRAW) continue;
        if (mouseWins || ++losingMoves[p] === start[pm + 1] - start[pm]) {
          result[p] = outcome;
          queue[tail++] = p;
        }
      }
    }
  }
  return result[target] as Outcome;
}
