// A cat-mouse-duel player's side of the exchange: it reads the graph and its side, answers each MOVE with the move
// `choose` picks for its animal, and is done at END. The accepted player and the wrong ones differ only in `choose`.
import { CatMouseDuel, type Side } from './cat-mouse-duel.ts';

export type ChooseMove = (game: CatMouseDuel, me: Side) => number;

export function catMousePlayer(choose: ChooseMove) {
  const heard: string[] = [];
  let game: CatMouseDuel | null = null;
  let me: Side = 'mouse';
  const myMove = (duel: CatMouseDuel): string => {
    const to = choose(duel, me);
    duel.move(to);
    return String(to);
  };
  return {
    opening: [] as string[],
    hear(line: string): { say: string[]; done?: boolean } {
      if (game === null) {
        // Stryker disable next-line MethodExpression: the jury writes each line with no blank at either end
        heard.push(line.trim());
        const n = Number(heard[0]);
        if (heard.length < n + 2) return { say: [] };
        // Stryker disable next-line Regex: the jury writes one space between the numbers of a list
        const lists = heard.slice(1, n + 1).map((row) => row.split(/\s+/).slice(1).map(Number));
        game = new CatMouseDuel(lists);
        me = heard[n + 1] === 'CAT' ? 'cat' : 'mouse';
        return { say: me === 'mouse' ? [myMove(game)] : [] };
      }
      // Stryker disable next-line MethodExpression,Regex: the jury writes MOVE and its node with one space between, none at the ends
      const [word, node] = line.trim().split(/\s+/);
      // Stryker disable next-line ConditionalExpression,ArrayDeclaration,BooleanLiteral: the only other line a player hears is the jury's END, after its verdict: what the player says then is read by no one, and nothing more is asked of it (a throw there would be an error, and is judged: the exchange hands END over as the pipe does)
      if (word !== 'MOVE') return { say: [], done: true };
      game.move(Number(node));
      return { say: [myMove(game)] };
    },
  };
}

/** The perfect move: the fastest win, else one that keeps the draw (else the longest loss). */
export const perfectMove: ChooseMove = (game) => game.bestMoves()[0];
