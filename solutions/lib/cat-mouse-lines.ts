// Cat and mouse with the length of play: retrograde analysis that settles positions in breadth-first order from
// the finished ones, so each gets its exact minimax length (the winner ends the game as soon as it can, the loser
// holds out as long as it can), and a line of play read off the table. Used to explain answers, not to submit.
import {
  CAT_WIN,
  DRAW,
  moveGraphFromLists,
  MOUSE_WIN,
  reverseMovesFromOutsideHole,
  type MoveGraph,
  type Outcome,
} from './cat-mouse.ts';

/**
 * Every position's outcome and length, in two n x n tables laid out so that walking moves backwards stays in one
 * row: mouse to move at [cat][mouse] (index cat * n + mouse), cat to move at [mouse][cat] (n * n + mouse * n + cat).
 */
export interface GameTable {
  g: MoveGraph;
  /** Per position, for the side to move there: WON, LOST, or more (not settled: a draw once the table is done). */
  state: Uint8Array | Uint16Array;
  /** Moves until the end under optimal play, for settled positions. */
  depth: Int32Array;
}

/** The side to move has won (the game is over in its favour, or it has a winning move). */
export const WON = 1;
/** The side to move has lost. */
export const LOST = 2;

export const positionOf = (n: number, mouse: number, cat: number, turn: number) =>
  turn === 0 ? cat * n + mouse : n * n + mouse * n + cat;

/** The mouse's node, the cat's node and whose turn it is (0 mouse, 1 cat) at position s. */
export function decode(n: number, s: number): [mouse: number, cat: number, turn: number] {
  if (s < n * n) {
    const cat = (s / n) | 0;
    return [s - cat * n, cat, 0];
  }
  const rest = s - n * n;
  const mouse = (rest / n) | 0;
  return [mouse, rest - mouse * n, 1];
}

/** The result at position s as the problems print it: MOUSE_WIN, CAT_WIN or DRAW. */
export function outcomeAt(t: GameTable, s: number): Outcome {
  const state = t.state[s];
  if (state !== WON && state !== LOST) return DRAW;
  const mouseToMove = s < t.g.n * t.g.n;
  return (state === WON) === mouseToMove ? MOUSE_WIN : CAT_WIN;
}

/** A queue entry: the position, and whether it was lost (s) or won (~s) for the side to move there. */
const listed = (s: number, state: number) => (state === LOST ? s : ~s);

/**
 * Fills the table, as far as a line of play from the usual start (mouse on 1, cat on 2) needs, or with `whole` every
 * position (a game played move by move may leave the best line anywhere); O(positions + moves x n). Positions in
 * `drawn` count as draws wherever play reaches them (a game's history under the repetition rule: see CatMouseDuel).
 * An unsettled position holds 2 + the number of its mover's moves not yet shown to lose, so that counting down to
 * LOST settles it; the cat never enters the hole, and positions with the cat there are unused. A depth is at most the
 * number of positions, so 32 bits hold every one (at n = 50 the table is 20 KB: no narrower width is worth a check).
 */
// Stryker disable next-line BooleanLiteral: every call in a player's bundle (CatMouseDuel's) passes whole
export function gameTable(g: MoveGraph, whole = false, drawn: readonly number[] = []): GameTable {
  const { n, start, to } = g;
  const half = n * n;
  let maxMoves = 0;
  // Stryker disable next-line all: this line and the next only pick the width of the state array, and every problem has n <= 50, so a count 2 + moves is at most 51 and either width holds it
  for (let u = 0; u < n; u++) maxMoves = Math.max(maxMoves, start[u + 1] - start[u]);
  // Stryker disable next-line all: either width holds every count where n <= 50 (above)
  const state = maxMoves + 2 <= 255 ? new Uint8Array(2 * half) : new Uint16Array(2 * half);
  const depth = new Int32Array(2 * half);
  const queue = new Int32Array(2 * half);
  const catMoves = new Int32Array(n);
  // Stryker disable next-line EqualityOperator: at c = n, start[n + 1] is undefined, so no move is counted, and catMoves[n] is past the array (the write is dropped)
  for (let c = 0; c < n; c++) for (let i = start[c]; i < start[c + 1]; i++) if (to[i] !== 0) catMoves[c]++;
  let tail = 0;
  // Stryker disable next-line EqualityOperator: at m = n a mouse-turn index is (c + 1) * n, a position with the mouse in the hole, whose state nothing reads again (the game is over there, and no move is walked back out of the hole), and the cat-turn index is past the array (dropped)
  for (let m = 0; m < n; m++) {
    for (let c = 1; c < n; c++) {
      const mouseTurn = c * n + m;
      const catTurn = half + m * n + c;
      state[mouseTurn] = 2 + start[m + 1] - start[m];
      state[catTurn] = 2 + catMoves[c];
      if (m === 0 || m === c) {
        // In the hole the mouse has won; caught, it has lost: whoever is "to move" there, the game is over.
        // Stryker disable next-line ConditionalExpression: listed lost, the mouse in the hole with the mouse to move is walked back to the positions with the mouse in the hole and the cat to move, each settled already (below); nothing else reads it
        state[mouseTurn] = m === 0 ? WON : LOST;
        state[catTurn] = m === 0 ? LOST : WON;
        queue[tail++] = listed(mouseTurn, state[mouseTurn]);
        queue[tail++] = listed(catTurn, state[catTurn]);
      }
    }
  }
  // A position held drawn is never settled: 0 is neither WON, LOST nor a count of moves left to refute.
  for (const p of drawn) state[p] = 0;
  const back = reverseMovesFromOutsideHole(g);
  const backStart = back.start;
  const backTo = back.to;
  // Breadth-first, a level at a time: every position listed in level k has a game of k moves. The queue holds
  // whether each position was lost (s) or won (~s) for its mover, so walking back from it reads nothing of s.
  // A won or lost start is settled after every position with a shorter game, which is all a line of play needs;
  // a drawn start is never settled, so then the whole table is filled.
  const startPosition = positionOf(n, 1, 2, 0);
  let level = 0;
  // Stryker disable next-line all: every call in a player's bundle passes whole; one step past the last entry reads an unused slot, 0 (the mouse and the cat both in the hole), whose positions before are all settled
  for (let head = 0, levelEnd = tail; head < tail && (whole || state[startPosition] > LOST); head++) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: levels then count entries (or nearly): the depths keep the order of the true lengths, never reversing two, so every value is the same and the win chosen is still a win (CatMouseDuel)
    if (head === levelEnd) {
      level++;
      levelEnd = tail;
    }
    const entry = queue[head];
    // Stryker disable next-line EqualityOperator: no entry is 0, position 0 having the cat in the hole, which is never listed
    const lost = entry >= 0;
    const s = lost ? entry : ~entry;
    // At s the cat is to move when the mouse made the last move, and the other way round. The positions before
    // that move lie in one row: [cat c][mouse from] or [mouse m][cat from].
    // Stryker disable next-line EqualityOperator: s = half has the cat in the hole, which is never listed
    const mouseMoved = s >= half;
    let moved: number;
    let row: number;
    if (mouseMoved) {
      moved = ((s - half) / n) | 0; // the mouse's node
      row = (s - half - moved * n) * n; // [cat][...]
    } else {
      const c = (s / n) | 0;
      moved = c;
      row = half + (s - c * n) * n; // [mouse][...]
    }
    // The move into s wins for whoever made it when the side to move at s has lost; otherwise it is one more of the
    // mover's moves shown to lose. (No move starts in the hole: the reverse moves leave it out.)
    const first = backStart[moved];
    const end = backStart[moved + 1];
    // Stryker disable next-line ArithmeticOperator: the lengths then run two short, past the game's end (0) alone: a win may rank before a faster one, and is still a win, and the history is read more or less often, which changes no result (CatMouseDuel)
    const nextDepth = level + 1;
    // Two moves per turn of each loop, as in cat-mouse.ts (UNROLLED there): the engine's checks are paid half as often.
    let i = first;
    if (lost) {
      for (; i + 1 < end; i += 2) {
        const p0 = row + backTo[i];
        const p1 = row + backTo[i + 1];
        if (state[p0] > LOST) {
          state[p0] = WON;
          depth[p0] = nextDepth;
          queue[tail++] = ~p0;
        }
        if (state[p1] > LOST) {
          state[p1] = WON;
          depth[p1] = nextDepth;
          queue[tail++] = ~p1;
        }
      }
      if (i < end) {
        const p0 = row + backTo[i];
        if (state[p0] > LOST) {
          state[p0] = WON;
          depth[p0] = nextDepth;
          queue[tail++] = ~p0;
        }
      }
    } else {
      for (; i + 1 < end; i += 2) {
        const p0 = row + backTo[i];
        const p1 = row + backTo[i + 1];
        if (state[p0] > LOST && --state[p0] === LOST) {
          depth[p0] = nextDepth;
          queue[tail++] = p0;
        }
        if (state[p1] > LOST && --state[p1] === LOST) {
          depth[p1] = nextDepth;
          queue[tail++] = p1;
        }
      }
      if (i < end) {
        const p0 = row + backTo[i];
        if (state[p0] > LOST && --state[p0] === LOST) {
          depth[p0] = nextDepth;
          queue[tail++] = p0;
        }
      }
    }
  }
  return { g, state, depth };
}

export interface Move {
  mover: 'mouse' | 'cat';
  from: number;
  to: number;
}

export interface Line {
  outcome: Outcome;
  /** The game's length under optimal play; for a draw, the moves until the line repeats a position. */
  moves: number;
  line: Move[];
  /** Draws: the position after the last move equals the position before move repeatsFrom. */
  repeatsFrom?: number;
  /** Draws: along the line, how many other moves each side had, and how many of them lose. */
  alternatives?: { mouse: { other: number; losing: number }; cat: { other: number; losing: number } };
}

/** The positions one move from s, with the move's destination node. */
function* children(t: GameTable, s: number): Generator<[position: number, to: number]> {
  const { n, start, to } = t.g;
  const [m, c, turn] = decode(n, s);
  if (turn === 0) {
    for (let i = start[m]; i < start[m + 1]; i++) yield [positionOf(n, to[i], c, 1), to[i]];
  } else {
    for (let i = start[c]; i < start[c + 1]; i++) if (to[i] !== 0) yield [positionOf(n, m, to[i], 0), to[i]];
  }
}

const finished = (n: number, s: number) => {
  const [m, c] = decode(n, s);
  return m === 0 || m === c;
};

/**
 * A line of play from (mouse, cat, mouse to move). A won or lost game: every move keeps it on its optimal length
 * (depth falls by one each move) to the end. A draw: every move stays in a drawn position, until one repeats.
 */
export function lineOfPlay(t: GameTable, mouse = 1, cat = 2): Line {
  const { n } = t.g;
  let s = positionOf(n, mouse, cat, 0);
  const outcome = outcomeAt(t, s);
  const line: Move[] = [];
  const step = (next: number, toNode: number) => {
    const [m, c, turn] = decode(n, s);
    line.push({ mover: turn === 0 ? 'mouse' : 'cat', from: turn === 0 ? m : c, to: toNode });
    s = next;
  };
  if (outcome !== DRAW) {
    while (!finished(n, s)) {
      let chosen: [number, number] | null = null;
      for (const [p, v] of children(t, s))
        if (outcomeAt(t, p) === outcome && t.depth[p] === t.depth[s] - 1) chosen ??= [p, v];
      if (chosen === null) throw new Error(`no move keeps the game on its length at position ${s}`);
      step(...chosen);
    }
    return { outcome, moves: line.length, line };
  }
  const seen = new Map<number, number>();
  const alternatives = { mouse: { other: 0, losing: 0 }, cat: { other: 0, losing: 0 } };
  while (!seen.has(s)) {
    seen.set(s, line.length);
    let chosen: [number, number] | null = null;
    const side = decode(n, s)[2] === 0 ? alternatives.mouse : alternatives.cat;
    for (const [p, v] of children(t, s)) {
      if (outcomeAt(t, p) === DRAW && chosen === null) chosen = [p, v];
      else {
        side.other++;
        if (outcomeAt(t, p) !== DRAW) side.losing++;
      }
    }
    if (chosen === null) throw new Error(`a drawn position with no drawing move: ${s}`);
    step(...chosen);
  }
  return { outcome, moves: line.length, line, repeatsFrom: seen.get(s)!, alternatives };
}

/** The explanation of one graph's answer, in the shape the kit's `explain` and judge print (CaseExplanation). */
export function explainGraph(lists: ArrayLike<ArrayLike<number>>) {
  const t = gameTable(moveGraphFromLists(lists));
  const play = lineOfPlay(t);
  const answer = String(play.outcome);
  const steps = play.line.map((m) => `${m.mover} ${m.from}->${m.to}`);
  const winner = play.outcome === MOUSE_WIN ? 'mouse' : 'cat';
  if (play.outcome !== DRAW) {
    const last = play.line[play.line.length - 1];
    const ending = last.mover === 'mouse' && last.to === 0 ? 'the mouse reaches the hole' : 'the cat catches the mouse';
    return {
      answer,
      headline: `${winner} wins in ${play.moves} move${play.moves === 1 ? '' : 's'} (${answer})`,
      steps,
      notes: [
        `the game ends when ${ending}; on the line the winner ends the game as soon as it can, and the loser holds out as long as it can`,
      ],
      json: { answer, moves: play.moves, line: play.line },
    };
  }
  const { mouse, cat } = play.alternatives!;
  return {
    answer,
    headline: `draw (0): neither side can force a win; the line repeats a position after ${play.moves} moves`,
    steps,
    notes: [
      `the position after the last move is the one before move ${play.repeatsFrom! + 1}, and every position on the line is a draw`,
      'no move from any of them wins for the side making it; of the other moves along the line, ' +
        `the mouse's ${mouse.other} include ${mouse.losing} that lose, the cat's ${cat.other} include ${cat.losing} ` +
        'that lose, and the rest draw too',
    ],
    json: { answer, moves: play.moves, line: play.line, repeatsFrom: play.repeatsFrom! },
  };
}
