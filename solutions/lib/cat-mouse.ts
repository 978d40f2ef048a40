// Exact cat-and-mouse solver: retrograde analysis over flat typed arrays, no bound on the game's length.

export const DRAW = 0;
export const MOUSE_WIN = 1;
export const CAT_WIN = 2;
export type Outcome = typeof DRAW | typeof MOUSE_WIN | typeof CAT_WIN;

/** Node numbers are packed into 16 bits in the solver's queues; 2n^2 positions would not fit in memory long before. */
export const MAX_NODES = 32768;

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
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral,ArithmeticOperator: only an invalid input lists a neighbour outside 0..n-1, and every problem's validator refuses it
      if (v < 0 || v >= n) throw new RangeError(`node ${u} lists neighbour ${v}, outside 0..${n - 1}`);
      // Stryker disable next-line ConditionalExpression: the validators refuse a neighbour listed twice, so there is no repeat to drop (`true` drops every move)
      if (seen[v] === u) continue;
      seen[v] = u;
      to[k++] = v;
    }
  }
  start[n] = k;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,MethodExpression: with no repeat k === total, and the trimmed copy is never made
  return { n, start, to: k === total ? to : to.slice(0, k) };
}

/**
 * The reverse of g without node 0 as a source: from[rstart[v] .. rstart[v+1]) are the nodes other than the hole
 * that may move to v. Neither animal ever moves out of the hole (the cat is never there; the mouse there has won),
 * so walking moves backwards never needs node 0 as the node moved from.
 */
export function reverseMovesFromOutsideHole(g: MoveGraph): MoveGraph {
  const { n, start, to } = g;
  const rstart = new Int32Array(n + 1);
  // Stryker disable next-line EqualityOperator: one past the end reads undefined, and rstart[NaN]++ writes nothing
  for (let i = start[1]; i < to.length; i++) rstart[to[i] + 1]++;
  // Stryker disable next-line EqualityOperator: one past the end: a typed array drops the write at n + 1
  for (let v = 0; v < n; v++) rstart[v + 1] += rstart[v];
  const fill = rstart.slice(0, n);
  const from = new Int32Array(rstart[n]);
  // Stryker disable next-line EqualityOperator: at u = n, start[n + 1] is undefined and the inner loop never runs
  for (let u = 1; u < n; u++) {
    for (let i = start[u]; i < start[u + 1]; i++) from[fill[to[i]]++] = u;
  }
  return { n, start: rstart, to: from };
}

/**
 * The positions of one table found decided, in the order found, packed as (row << 16 | column) of that table.
 * One array of n*n holds two lists: positions lost for the player to move grow from the front, positions won for
 * it grow from the back. Fewer than n*n positions of a table are ever decided (the cat is never in the hole), so
 * the two never meet.
 */
class Decided {
  readonly codes: Int32Array;
  lostHead = 0;
  lostTail = 0;
  wonHead: number;
  wonTail: number;
  constructor(size: number) {
    this.codes = new Int32Array(size);
    this.wonHead = this.wonTail = size;
  }
  pushLost(code: number): void {
    this.codes[this.lostTail++] = code;
  }
  pushWon(code: number): void {
    this.codes[--this.wonTail] = code;
  }
}

type Table = Uint8Array | Uint16Array;

/**
 * How many listed positions one call walks back from. The start position is looked at between calls, so a list of
 * a million positions is not walked to its end after the answer is known (a whole list per call was slower on large
 * mouse wins; solutions/README.md's Speed section has the figures, and the slice size hardly matters).
 */
const SLICE = 4096;

/*
 * UNROLLED: the walks below handle two moves per turn of their inner loop. In optimized code every turn re-checks
 * each typed array it touches (its map, data pointer and length: the loop's interrupt check could have changed
 * them), so two moves per turn pay those checks half as often (solutions/README.md's Speed section has the figures;
 * four per turn gained nothing more).
 */

/**
 * Every position the list `from` holds as lost for its mover is a win for whoever moved into it: marks each
 * predecessor still open in `table` won and lists it in `to`. Takes up to SLICE positions from `from` and returns
 * how many it took.
 * A position of `from`'s table at row r (the animal that moved last) and column a (the one to move) has its
 * predecessors in `table` at row a, column pr, for every pr that moves to r: the last move is taken back.
 */
function markWins(from: Decided, table: Table, to: Decided, n: number, rstart: Int32Array, rfrom: Int32Array): number {
  const codes = from.codes;
  const out = to.codes;
  const first = from.lostHead;
  const last = Math.min(from.lostTail, first + SLICE);
  let wonTail = to.wonTail;
  // Stryker disable next-line EqualityOperator: codes[last] is a listed position (marking is idempotent) or the empty slot, code 0, whose walk only marks positions with the cat in the hole, and through them counts down cat moves beside a mouse next to the hole, which the mouse wins unless the cat takes it (marked first: n <= 50 < SLICE)
  for (let k = first; k < last; k++) {
    const code = codes[k];
    const moved = code >>> 16;
    const row = (code & 0xffff) * n;
    const high = code << 16;
    // Two moves per turn of the loop (see UNROLLED): the engine's per-turn checks are paid half as often.
    const end = rstart[moved + 1];
    let i = rstart[moved];
    for (; i + 1 < end; i += 2) {
      const b0 = rfrom[i];
      const b1 = rfrom[i + 1];
      const p0 = row + b0;
      const p1 = row + b1;
      if (table[p0] !== 0) {
        table[p0] = 0;
        out[--wonTail] = high | b0;
      }
      if (table[p1] !== 0) {
        table[p1] = 0;
        out[--wonTail] = high | b1;
      }
    }
    if (i < end) {
      const b0 = rfrom[i];
      const p0 = row + b0;
      if (table[p0] !== 0) {
        table[p0] = 0;
        out[--wonTail] = high | b0;
      }
    }
  }
  from.lostHead = last;
  to.wonTail = wonTail;
  return last - first;
}

/**
 * Every position the list `from` holds as won for its mover is one losing move for whoever moved into it: counts it
 * against each predecessor still open in `table`, and lists in `to` as lost those left with no other move. Takes up
 * to SLICE positions from `from` and returns how many it took.
 */
function countLosses(
  from: Decided,
  table: Table,
  to: Decided,
  n: number,
  rstart: Int32Array,
  rfrom: Int32Array,
): number {
  const codes = from.codes;
  const out = to.codes;
  const first = from.wonHead;
  const last = Math.max(from.wonTail, first - SLICE);
  let lostTail = to.lostTail;
  for (let k = first - 1; k >= last; k--) {
    const code = codes[k];
    const moved = code >>> 16;
    const row = (code & 0xffff) * n;
    const high = code << 16;
    // Two moves per turn of the loop, as in markWins.
    const end = rstart[moved + 1];
    let i = rstart[moved];
    for (; i + 1 < end; i += 2) {
      const b0 = rfrom[i];
      const b1 = rfrom[i + 1];
      const p0 = row + b0;
      const p1 = row + b1;
      const open0 = table[p0];
      if (open0 !== 0) {
        table[p0] = open0 - 1;
        if (open0 === 1) out[lostTail++] = high | b0;
      }
      const open1 = table[p1];
      if (open1 !== 0) {
        table[p1] = open1 - 1;
        if (open1 === 1) out[lostTail++] = high | b1;
      }
    }
    if (i < end) {
      const b0 = rfrom[i];
      const p0 = row + b0;
      const open0 = table[p0];
      if (open0 !== 0) {
        table[p0] = open0 - 1;
        if (open0 === 1) out[lostTail++] = high | b0;
      }
    }
  }
  from.wonHead = last;
  to.lostTail = lostTail;
  return first - last;
}

/**
 * Outcome of the game with the mouse on `mouse`, the cat on `cat` and the mouse to move, both playing
 * optimally. A position is decided as soon as its mover has a move to a position won for it, or once every
 * move has been shown to lose; positions never decided are draws (the mover can always avoid losing, so
 * play repeats). A cat whose only moves lead into the hole cannot move; such positions stay undecided.
 */
export function solveCatMouse(g: MoveGraph, mouse = 1, cat = 2): Outcome {
  const n = g.n;
  // Stryker disable next-line ConditionalExpression: false in every call: each caller starts the mouse on 1
  if (mouse === 0) return MOUSE_WIN;
  // Stryker disable next-line ConditionalExpression: false in every call: each caller starts the mouse on 1, the cat on 2
  if (mouse === cat) return CAT_WIN;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: false in every call: every problem has n <= 50
  if (n > MAX_NODES)
    // Stryker disable next-line StringLiteral: the message of an error no problem's input raises (n <= 50)
    throw new RangeError(`${n} nodes: the solver handles up to ${MAX_NODES} (2n^2 positions must fit in memory)`);
  const { start, to } = g;
  const rev = reverseMovesFromOutsideHole(g);
  const rstart = rev.start;
  const rfrom = rev.to;

  // Two tables of n*n positions. The one for the mouse to move is indexed [cat][mouse], the one for the cat to
  // move [mouse][cat]: walking moves backwards from a position only ever changes the animal that moved last, so
  // each walk runs along one row of one table, which keeps the memory it touches close together. An entry holds
  // the number of the mover's moves not yet shown to lose, and 0 once the position is decided: one load and one
  // compare tell an open position from a decided one. Who won a decided position is told by the list it is in.
  // A mover with no move at all gets NO_MOVE, never counted down: no position leads back to it.
  let maxDegree = 0;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,MethodExpression,ArithmeticOperator: n <= 50 in every problem, so every count fits either width (a NaN picks the wider): the width changes the memory, never an answer
  for (let u = 0; u < n; u++) maxDegree = Math.max(maxDegree, start[u + 1] - start[u]);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: n <= 50 in every problem, so every count fits either width
  const narrow = maxDegree < 0xff; // one byte an entry while it can: the smaller the tables, the more stays in cache
  const NO_MOVE = narrow ? 0xff : 0xffff;
  const size = n * n;
  const mouseTurn: Table = narrow ? new Uint8Array(size) : new Uint16Array(size); // at cat*n + mouse
  const catTurn: Table = narrow ? new Uint8Array(size) : new Uint16Array(size); // at mouse*n + cat
  const mouseRow = mouseTurn.subarray(0, n);
  const catRow = catTurn.subarray(0, n);
  // Stryker disable next-line EqualityOperator: at u = n, start[n + 1] is undefined (no moves) and the write is past mouseRow's end (dropped)
  for (let u = 0; u < n; u++) {
    let catMoves = 0; // the cat never enters the hole
    for (let i = start[u]; i < start[u + 1]; i++) if (to[i] !== 0) catMoves++;
    mouseRow[u] = start[u + 1] - start[u] || NO_MOVE;
    catRow[u] = catMoves || NO_MOVE;
  }
  for (let r = 1; r < n; r++) {
    mouseTurn.set(mouseRow, r * n);
    catTurn.set(catRow, r * n);
  }

  const mouseFound = new Decided(size);
  const catFound = new Decided(size);
  // Stryker disable next-line EqualityOperator: c = n writes past the tables (dropped) and lists positions of node n, which has no moves (start[n + 1] is undefined)
  for (let c = 1; c < n; c++) {
    // The mouse in the hole has won; the cat on the mouse has won; whoever is to move. (The mouse never has the
    // move in the hole: the game ended as it got there. That position is marked but not walked back from; every
    // position before it has the mouse in the hole too, and is decided already.)
    // Stryker disable next-line ArithmeticOperator: no walk back ever reads this entry: the mouse never moves out of the hole (rfrom leaves node 0 out as a source)
    mouseTurn[c * n] = 0;
    catTurn[c] = 0;
    catFound.pushLost(c);
    // Stryker disable next-line ArithmeticOperator: left open, this position may be listed again, but walking back from it reaches only the cat's captures, which the first call already marked won (n <= 50 < SLICE)
    mouseTurn[c * n + c] = 0;
    mouseFound.pushLost((c << 16) | c);
    catTurn[c * n + c] = 0;
    catFound.pushWon((c << 16) | c);
  }
  const target = cat * n + mouse;
  for (;;) {
    // Any order of settling gives the same outcomes; one list per loop keeps each loop's branches predictable.
    let settled = markWins(mouseFound, catTurn, catFound, n, rstart, rfrom);
    settled += countLosses(mouseFound, catTurn, catFound, n, rstart, rfrom);
    settled += markWins(catFound, mouseTurn, mouseFound, n, rstart, rfrom);
    if (mouseTurn[target] === 0) return MOUSE_WIN;
    settled += countLosses(catFound, mouseTurn, mouseFound, n, rstart, rfrom);
    if (mouseTurn[target] === 0) return CAT_WIN;
    if (settled === 0) return DRAW;
  }
}
