// Cat and mouse played a move at a time, as an interactive game is: whose turn it is, which moves are legal, when
// the game ends (the mouse in the hole, the cat on the mouse, or a position seen before: a draw), what the side to
// move can force from here given the game so far, and the moves a perfect player makes.
//
// The repetition rule makes the game depend on its history: after some moves, a side can force a result exactly when
// it can in the game where every position already seen counts as a draw. So the values here are those of the whole
// game table with the positions seen held drawn. That table is filled again only where the history can change
// anything: along a forced win or loss every move lowers the length left by one (the winner's fastest moves and
// every move of the loser), so a position whose length is no more than that of every won or lost position seen
// cannot reach one, and keeps the value and length of the plain table. Perfect play never needs more.
//
// Against a perfect jury the player's side keeps its result by the plain table alone: a history held drawn turns a
// forced result into a draw or leaves it, never a draw into a forced result, so a move the plain table values a draw
// is at least one; and a forced win's fastest line never meets a position seen (above). The history is the jury's
// (and the explainer's) to judge a game that strayed; so a player that consults it more, less or not at all, or
// takes any win rather than the fastest, ends every game with its side's result (the mutants' reasons below say
// which of these each is). Each position valued given the history is exact: the table filled with those positions
// held drawn.
import { CAT_WIN, DRAW, moveGraphFromLists, MOUSE_WIN, type Outcome } from './cat-mouse.ts';
import { type GameTable, gameTable, LOST, positionOf, WON } from './cat-mouse-lines.ts';

export type Side = 'mouse' | 'cat';

/** A move's worth for the side making it: a win or a loss in `moves` moves (this one included), or a draw. */
interface Worth {
  result: 'win' | 'draw' | 'loss';
  moves: number;
}

export class CatMouseDuel {
  /** The game table without history: every position's value and length as if no position had been seen. */
  readonly table: GameTable;
  mouse = 1;
  cat = 2;
  toMove: Side = 'mouse';
  /** Every move made, in order. */
  readonly history: { mover: Side; from: number; to: number }[] = [];
  /** The result once the game is over (MOUSE_WIN, CAT_WIN or DRAW); null while it goes on. */
  result: Outcome | null = null;
  /** Positions (mouse node, cat node, side to move) seen so far, the start included. */
  private readonly seen = new Set<number>();
  /** The least length left, in the plain table, of the won or lost positions seen. */
  private leastSeenLength = Number.POSITIVE_INFINITY;
  /** The table with the positions seen held drawn, for the history it was filled for (seen.size). */
  private withHistory: { seen: number; table: GameTable } | null = null;
  /** The side to move's options valued, and the best of them, for the position after `moves` moves. */
  private valued: { moves: number; options: { to: number; worth: Worth }[]; best: Worth } | null = null;

  constructor(readonly lists: readonly (readonly number[])[]) {
    // Stryker disable next-line BooleanLiteral: filled only until the start is settled, the table still holds every position with a shorter game than the start's, all that a forced win's fastest line meets (one valued unsettled reads a draw, never the fastest win); a drawn start is never settled, so then it is filled whole
    this.table = gameTable(moveGraphFromLists(lists), true);
    this.see(this.position());
  }

  /** The position in the table's numbering. */
  position(): number {
    return positionOf(this.lists.length, this.mouse, this.cat, this.toMove === 'mouse' ? 0 : 1);
  }

  /** Why moving the side to move to `to` is not allowed, in a few words; null when it is. */
  // Stryker disable all: only the jury calls illegal(), on the contestant's moves (a player moves to one of bestMoves), and the jury's copy of this file is never mutated
  illegal(to: number): string | null {
    if (this.result !== null) return 'the game is over';
    const from = this.toMove === 'mouse' ? this.mouse : this.cat;
    if (!this.lists[from].includes(to)) return `node ${to} is not next to node ${from}`;
    if (this.toMove === 'cat' && to === 0) return 'the cat may not enter the hole (node 0)';
    return null;
  }
  // Stryker restore all

  /** Makes a legal move (see illegal) and ends the game where the rules say so. */
  move(to: number): void {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a player reads the history's length alone (choices()); the moves' sources are for the jury's and explainer's copies, never mutated
    this.history.push({ mover: this.toMove, from: this.toMove === 'mouse' ? this.mouse : this.cat, to });
    if (this.toMove === 'mouse') this.mouse = to;
    else this.cat = to;
    this.toMove = this.toMove === 'mouse' ? 'cat' : 'mouse';
    // Stryker disable ConditionalExpression,EqualityOperator: a player never reads result (the jury ends the game), and seeing fewer positions, or one after the game is over, only consults the history less: no game's result changes (the file's head)
    if (this.mouse === 0) this.result = MOUSE_WIN;
    else if (this.mouse === this.cat) this.result = CAT_WIN;
    else if (this.seen.has(this.position())) this.result = DRAW;
    else this.see(this.position());
    // Stryker restore ConditionalExpression,EqualityOperator
  }

  /** The side to move's legal destinations, each once, in the order of its node's list. */
  moves(): number[] {
    const from = this.toMove === 'mouse' ? this.mouse : this.cat;
    return [...new Set(this.lists[from])].filter((to) => this.toMove === 'mouse' || to !== 0);
  }

  /** What the side to move can force from here, given the game so far: MOUSE_WIN, CAT_WIN or DRAW. */
  // Stryker disable all: only the jury and the explainer call value() (a player asks bestMoves), and their copies of this file are never mutated
  value(): Outcome {
    const { result } = this.choices().best;
    if (result === 'draw') return DRAW;
    return (result === 'win') === (this.toMove === 'mouse') ? MOUSE_WIN : CAT_WIN;
  }
  // Stryker restore all

  /** The moves left under perfect play from here, given the game so far (this move included); 0 for a draw. */
  left(): number {
    return this.choices().best.moves;
  }

  /**
   * The moves a perfect player makes from here, given the game so far: from a won position the ones that win
   * fastest, from a lost one the ones that hold out longest, from a draw every one that keeps it (a move back to a
   * position seen before included: it ends the game in a draw).
   */
  bestMoves(): number[] {
    const { options, best } = this.choices();
    // Stryker disable ConditionalExpression: any move to a position its side can still force a win from, valued given the history (exact), keeps the win: the fastest is for the jury, which must not let a lost game run on
    return options
      .filter(({ worth }) => worth.result === best.result && (best.result === 'draw' || worth.moves === best.moves))
      .map(({ to }) => to);
    // Stryker restore ConditionalExpression
  }

  // Stryker disable all: seeing fewer positions, or holding the history to more or fewer lengths, only consults the history table less or more, which changes no game's result (the file's head)
  private see(position: number): void {
    this.seen.add(position);
    const { state, depth } = this.table;
    if (state[position] === WON || state[position] === LOST)
      this.leastSeenLength = Math.min(this.leastSeenLength, depth[position]);
  }
  // Stryker restore all

  /**
   * The side to move's options, each valued given the game so far, and the best of them: the fastest win, else a
   * draw, else the longest loss. Valued once a position: value(), left() and bestMoves() all read them.
   */
  private choices(): NonNullable<CatMouseDuel['valued']> {
    // Stryker disable next-line ConditionalExpression: valuing the options again gives the same values
    if (this.valued?.moves !== this.history.length) {
      const options = this.moves().map((to) => ({ to, worth: this.worthOf(to) }));
      this.valued = { moves: this.history.length, options, best: best(options.map((o) => o.worth)) };
    }
    return this.valued;
  }

  /** What moving to `to` is worth to the side to move, given the game so far. */
  private worthOf(to: number): Worth {
    const n = this.lists.length;
    const p = this.toMove === 'mouse' ? positionOf(n, to, this.cat, 1) : positionOf(n, this.mouse, to, 0);
    // Stryker disable next-line ConditionalExpression: without this a position seen is valued by a table, the plain one (the history less: no result changes, the file's head) or the history's, which holds it drawn
    if (this.seen.has(p)) return { result: 'draw', moves: 1 };
    let { state, depth } = this.table;
    // Only a position that may reach a won or lost position seen can be changed by the history (see the file's head).
    // Stryker disable next-line all: the history table is exact wherever it is read, and the plain one enough for the player (the file's head): reading either more or less changes no game's result
    if ((state[p] === WON || state[p] === LOST) && depth[p] > this.leastSeenLength)
      ({ state, depth } = this.historyTable());
    // At p the other side is to move: its loss is this side's win.
    // Stryker disable next-line ArithmeticOperator: the wins then rank slowest first, and any win valued given the history keeps the win (bestMoves)
    if (state[p] === LOST) return { result: 'win', moves: 1 + depth[p] };
    // Stryker disable next-line ArithmeticOperator: a loss's length is read only in a lost position, which the player never stands in (best)
    if (state[p] === WON) return { result: 'loss', moves: 1 + depth[p] };
    return { result: 'draw', moves: 0 };
  }

  private historyTable(): GameTable {
    // Stryker disable next-line ConditionalExpression: filling the table again gives the same table
    if (this.withHistory?.seen !== this.seen.size)
      // Stryker disable next-line BooleanLiteral,ArrayDeclaration: the start is always seen, so held drawn it is never settled and the whole table is filled either way; with no position held drawn it is the plain table, enough for the player (the file's head)
      this.withHistory = { seen: this.seen.size, table: gameTable(this.table.g, true, [...this.seen]) };
    return this.withHistory.table;
  }
}

/** The best of a side's options: the fastest win, else a draw, else the longest loss. */
function best(worths: Worth[]): Worth {
  const wins = worths.filter((w) => w.result === 'win');
  // Stryker disable next-line MethodExpression: the slowest win is a win too (bestMoves)
  if (wins.length > 0) return { result: 'win', moves: Math.min(...wins.map((w) => w.moves)) };
  // Stryker disable next-line ConditionalExpression,EqualityOperator: these differ only where every option loses (no side is ever without one: a valid graph gives every node a neighbour, and the cat's node one besides the hole), a lost position the player never stands in: the validator gives it a side that can force at least a draw, and it keeps that
  if (worths.length === 0 || worths.some((w) => w.result === 'draw')) return { result: 'draw', moves: 0 };
  // Stryker disable next-line MethodExpression: reached only in a lost position, which the player never stands in (above)
  return { result: 'loss', moves: Math.max(...worths.map((w) => w.moves)) };
}
