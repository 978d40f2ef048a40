// Cat and mouse played a move at a time, as an interactive game is: whose turn it is, which moves are legal, when
// the game ends (the mouse in the hole, the cat on the mouse, or a position seen before: a draw), what the side to
// move can force from here, and the moves a perfect player makes. The values come from the whole game table.
import { CAT_WIN, DRAW, moveGraphFromLists, MOUSE_WIN, type Outcome } from './cat-mouse.ts';
import { type GameTable, gameTable, LOST, outcomeAt, positionOf, WON } from './cat-mouse-lines.ts';

export type Side = 'mouse' | 'cat';

export class CatMouseDuel {
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

  constructor(readonly lists: readonly (readonly number[])[]) {
    this.table = gameTable(moveGraphFromLists(lists), true);
    this.seen.add(this.position());
  }

  /** The position in the table's numbering. */
  position(): number {
    return positionOf(this.lists.length, this.mouse, this.cat, this.toMove === 'mouse' ? 0 : 1);
  }

  /** Why moving the side to move to `to` is not allowed, in a few words; null when it is. */
  illegal(to: number): string | null {
    if (this.result !== null) return 'the game is over';
    const from = this.toMove === 'mouse' ? this.mouse : this.cat;
    if (!this.lists[from].includes(to)) return `node ${to} is not next to node ${from}`;
    if (this.toMove === 'cat' && to === 0) return 'the cat may not enter the hole (node 0)';
    return null;
  }

  /** Makes a legal move (see illegal) and ends the game where the rules say so. */
  move(to: number): void {
    this.history.push({ mover: this.toMove, from: this.toMove === 'mouse' ? this.mouse : this.cat, to });
    if (this.toMove === 'mouse') this.mouse = to;
    else this.cat = to;
    this.toMove = this.toMove === 'mouse' ? 'cat' : 'mouse';
    if (this.mouse === 0) this.result = MOUSE_WIN;
    else if (this.mouse === this.cat) this.result = CAT_WIN;
    else if (this.seen.has(this.position())) this.result = DRAW;
    else this.seen.add(this.position());
  }

  /** What the side to move can force from here, whatever the other does: MOUSE_WIN, CAT_WIN or DRAW. */
  value(): Outcome {
    return outcomeAt(this.table, this.position());
  }

  /** The side to move's legal destinations, each once, in the order of its node's list. */
  moves(): number[] {
    const from = this.toMove === 'mouse' ? this.mouse : this.cat;
    return [...new Set(this.lists[from])].filter((to) => this.toMove === 'mouse' || to !== 0);
  }

  /**
   * The moves a perfect player makes from here: from a won position the ones that win fastest, from a lost one the
   * ones that hold out longest, from a draw every one that keeps it. Under the repetition rule these values hold
   * too: along a won game the length left falls by one at every move, so no position can come back.
   */
  bestMoves(): number[] {
    const { state, depth } = this.table;
    const here = this.position();
    const n = this.lists.length;
    const next = (to: number) =>
      this.toMove === 'mouse' ? positionOf(n, to, this.cat, 1) : positionOf(n, this.mouse, to, 0);
    return this.moves().filter((to) => {
      const p = next(to);
      if (state[here] === WON) return state[p] === LOST && depth[p] === depth[here] - 1;
      if (state[here] === LOST) return depth[p] === depth[here] - 1;
      return state[p] !== WON && state[p] !== LOST;
    });
  }
}
