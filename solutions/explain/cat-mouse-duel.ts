// Explains cat-mouse-duel: a test's starting position as bhoj-1460's explainer does (the result both sides can
// force, and a line of play), and a game played on it against the jury, move by move: what each of the
// contestant's moves did to the result its side could force, the first that threw it away, and a best line from
// just before that move.
import { CAT_WIN, DRAW, MOUSE_WIN } from '../lib/cat-mouse.ts';
import { CatMouseDuel, type Side } from '../lib/cat-mouse-duel.ts';
import { explainGraph } from '../lib/cat-mouse-lines.ts';
import { type DuelLine, readDuelTest, replayThroughJury, type ToldGame, type ToldMove } from '../lib/duel-lines.ts';
import { answer, jury } from '../jury/cat-mouse-duel.ts';

export function explain(input: string) {
  return [explainGraph(readDuelTest(input).lists)];
}

/** Results from worst to best, for each side. */
const RANK: Record<Side, number[]> = { mouse: [CAT_WIN, DRAW, MOUSE_WIN], cat: [MOUSE_WIN, DRAW, CAT_WIN] };
const RESULT: Record<number, string> = { [MOUSE_WIN]: 'the mouse won', [CAT_WIN]: 'the cat won', [DRAW]: 'a draw' };

/** A result from `me`'s side, e.g. "a forced win in 7 moves". */
function forcing(me: Side, result: number, moves: number): string {
  const rank = RANK[me].indexOf(result);
  if (rank === 1) return 'a draw';
  const what = rank === 2 ? 'a forced win' : 'a loss';
  return moves > 0 ? `${what} in ${moves} move${moves === 1 ? '' : 's'}` : what;
}

/**
 * Where the game stands, given its history: the result the side to move can force and the moves optimal play has
 * left.
 */
function standing(game: CatMouseDuel): { result: number; left: number } {
  if (game.result !== null) return { result: game.result, left: 0 };
  return { result: game.value(), left: game.left() };
}

/** The moves of `made` replayed on a fresh game, then best moves for both sides to the end (a repeat ends a draw). */
function bestLineAfter(lists: number[][], made: number[]): ToldGame['bestLine'] {
  const game = new CatMouseDuel(lists);
  for (const to of made) game.move(to);
  const line: ToldGame['bestLine'] = [];
  for (let k = 0; game.result === null && k < 4 * lists.length * lists.length; k++) {
    const from = game.toMove === 'mouse' ? game.mouse : game.cat;
    const mover = game.toMove;
    const to = game.bestMoves()[0];
    game.move(to);
    line.push({ text: `${mover} ${from} -> ${to}`, draw: { mover, from, to } });
  }
  return line;
}

/**
 * The game played on a test, told move by move. The contestant's lines are replayed through the jury itself (it is
 * deterministic in the test's seed), so the jury's moves are known even where its last one is only an END; then
 * every move is replayed on a fresh game to value the contestant's.
 */
export function explainPlayed(input: string, exchange: DuelLine[]): ToldGame {
  const { lists, side } = readDuelTest(input);
  const me: Side = side === 'MOUSE' ? 'mouse' : 'cat';
  const referee = jury(input, answer(input));
  const replayed = replayThroughJury(referee, () => referee.game.history.length, exchange);
  const illegal = replayed.illegal.replace(/^\w+ \d+ -> \S+: /, '');
  const { illegalLine } = replayed;
  const game = new CatMouseDuel(lists);
  const start = standing(game);
  const made: number[] = [];
  const moves: ToldMove[] = [];
  let thrownAway: number | null = null;
  let bestLine: ToldGame['bestLine'] = [];
  for (const { mover, from, to } of referee.game.history) {
    const text = `${mover} ${from} -> ${to}`;
    if (mover !== me) {
      game.move(to);
      made.push(to);
      moves.push({ by: 'jury', text, draw: { mover, from, to } });
      continue;
    }
    const before = standing(game);
    game.move(to);
    const after = standing(game);
    const worse = RANK[me].indexOf(after.result) < RANK[me].indexOf(before.result);
    if (worse && thrownAway === null) {
      thrownAway = moves.length;
      bestLine = bestLineAfter(lists, made);
    }
    made.push(to);
    const value = worse
      ? `turns ${forcing(me, before.result, before.left)} into ${forcing(me, after.result, after.left)}`
      : `keeps ${forcing(me, after.result, after.left)}`;
    moves.push({ by: 'you', text, draw: { mover, from, to }, value });
  }
  if (illegal) {
    const at = me === 'mouse' ? game.mouse : game.cat;
    moves.push({ by: 'you', text: `${me} ${at} -> ${illegalLine}`, value: `illegal: ${illegal}` });
  }
  const could = `${me} could force ${forcing(me, start.result, start.left)} from the start`;
  const headline = illegal
    ? `over: an illegal move (${illegal}); the ${could}`
    : game.result !== null
      ? `over: ${RESULT[game.result]}; the ${could}`
      : game.toMove === me
        ? `your move: the ${me} is on ${me === 'mouse' ? game.mouse : game.cat}`
        : "the jury's move";
  const choices =
    !illegal && game.result === null && game.toMove === me
      ? game.moves().map((node) => ({ line: String(node), node }))
      : [];
  return { headline, moves, thrownAway, bestLine, choices };
}
