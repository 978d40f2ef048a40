// The accepted player of cat-mouse-duel: it reads the graph and its side, then plays its animal perfectly with the
// whole game table (CatMouseDuel): the fastest win, else a move that keeps the draw.
import { CatMouseDuel } from './lib/cat-mouse-duel.ts';

export function play() {
  const heard: string[] = [];
  let game: CatMouseDuel | null = null;
  const myMove = (duel: CatMouseDuel): string => {
    const to = duel.bestMoves()[0];
    duel.move(to);
    return String(to);
  };
  return {
    opening: [] as string[],
    hear(line: string): { say: string[]; done?: boolean } {
      if (game === null) {
        heard.push(line.trim());
        const n = Number(heard[0]);
        if (heard.length < n + 2) return { say: [] };
        const lists = heard.slice(1, n + 1).map((row) => row.split(/\s+/).slice(1).map(Number));
        game = new CatMouseDuel(lists);
        return { say: heard[n + 1] === 'MOUSE' ? [myMove(game)] : [] };
      }
      const [word, node] = line.trim().split(/\s+/);
      if (word !== 'MOVE') return { say: [], done: true };
      game.move(Number(node));
      return { say: [myMove(game)] };
    },
  };
}
