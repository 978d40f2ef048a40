// A lol-duel player's side of the exchange: it reads the row and its turn, answers each MOVE with the move
// `choose` picks, and is done at END. The accepted player and the wrong ones differ only in `choose`.
import { moveText, readMove } from './lol-duel.ts';
import { type LolMove, playMove } from './lol-lines.ts';

export type ChooseLolMove = (row: string) => LolMove;

export function lolPlayer(choose: ChooseLolMove) {
  let row: string | null = null;
  const myMove = (): string => {
    const move = choose(row as string);
    row = playMove(row as string, move);
    return moveText(move);
  };
  return {
    opening: [] as string[],
    hear(line: string): { say: string[]; done?: boolean } {
      if (row === null) {
        // Stryker disable next-line MethodExpression: the jury writes each line with no blank at either end
        row = line.trim();
        return { say: [] };
      }
      // Stryker disable next-line MethodExpression,Regex: the jury writes MOVE, the cell and the letter with one space between, none at the ends
      const [word, ...rest] = line.trim().split(/\s+/);
      if (word === 'FIRST') return { say: [myMove()] };
      if (word === 'SECOND') return { say: [] };
      // Stryker disable next-line ConditionalExpression,ArrayDeclaration,BooleanLiteral: the only other line a player hears is the jury's END, after its verdict: what the player says then is read by no one, and nothing more is asked of it (a throw there would be an error, and is judged: the exchange hands END over as the pipe does)
      if (word !== 'MOVE') return { say: [], done: true };
      // Stryker disable next-line StringLiteral: the jury's MOVE lines always hold both tokens
      const move = readMove(row, rest[0] ?? '', rest[1] ?? '');
      // Stryker disable next-line ArrayDeclaration,BooleanLiteral,ConditionalExpression: the jury's moves are legal
      if ('illegal' in move) return { say: [], done: true };
      row = playMove(row, move);
      return { say: [myMove()] };
    },
  };
}
