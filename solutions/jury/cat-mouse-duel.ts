// The jury of cat-mouse-duel. It sends the graph and the contestant's side, then plays the other animal perfectly
// given the game so far (CatMouseDuel's best moves under the repetition rule, the choice among equals drawn from the
// test's seed): from a won position it wins as fast as it can, from a lost one it takes a draw by repetition where
// one can be forced, else holds out as long as it can, from a draw it keeps the draw. It reads the contestant's moves
// as whitespace-separated tokens. At the end it says whether the contestant got the best result its side could force
// from the start, and if not, which of its moves threw it away, valued with the history as it was.
import { CAT_WIN, DRAW, MOUSE_WIN } from '../lib/cat-mouse.ts';
import { CatMouseDuel, type Side } from '../lib/cat-mouse-duel.ts';
import { readDuelTest, seededChoice } from '../lib/duel-lines.ts';

type Verdict = { accepted: true } | { accepted: false; reason: string };

const RESULT_WORDS: Record<number, string> = { [MOUSE_WIN]: 'a mouse win', [CAT_WIN]: 'a cat win', [DRAW]: 'a draw' };
/** Results from worst to best, for each side. */
const RANK: Record<Side, number[]> = { mouse: [CAT_WIN, DRAW, MOUSE_WIN], cat: [MOUSE_WIN, DRAW, CAT_WIN] };

/** What a side can force, in its own words: "a win", "a draw" or "a loss". */
function forced(side: Side, result: number): string {
  const rank = RANK[side].indexOf(result);
  return rank === 2 ? 'a forced win' : rank === 1 ? 'a draw' : 'a loss';
}

/** The answer file of a test: the game's result under best play from the start (1 mouse, 2 cat, 0 draw). */
export function answer(input: string): string {
  return `${new CatMouseDuel(readDuelTest(input).lists).value()}\n`;
}

export function jury(input: string, answer: string) {
  const { lists, side, seed } = readDuelTest(input);
  const contestant: Side = side === 'MOUSE' ? 'mouse' : 'cat';
  const game = new CatMouseDuel(lists);
  const expected = Number(answer.trim());
  if (game.value() !== expected)
    throw new Error(`the answer file says ${expected}, but from the start the result is ${game.value()}`);
  const choose = seededChoice(seed);
  let moves = 0;
  /** The first of the contestant's moves after which its side could force less than before. */
  let thrownAway = '';
  const juryMove = (): number => {
    const options = game.bestMoves();
    const to = options[choose(options.length)];
    game.move(to);
    moves++;
    return to;
  };
  const verdict = (): Verdict => {
    if (game.result === expected) return { accepted: true };
    const could = RESULT_WORDS[expected];
    return {
      accepted: false,
      reason: `the game ended in ${RESULT_WORDS[game.result!]}, but the ${contestant} could force ${could}${thrownAway}`,
    };
  };
  const finish = () => ({ reply: [`END ${game.result}`], verdict: verdict() });
  const wrong = (reason: string): { reply: string[]; verdict: Verdict } => ({
    reply: ['END -1'],
    verdict: { accepted: false, reason },
  });

  /** One move of the contestant's, and the jury's answer. */
  const hearMove = (token: string): { reply: string[]; verdict?: Verdict } => {
    if (game.result !== null) return { reply: [], verdict: verdict() };
    const to = /^\d+$/.test(token) ? Number(token) : Number.NaN;
    if (Number.isNaN(to)) return wrong(`move ${moves + 1}: "${token}" is not a node number`);
    const from = contestant === 'mouse' ? game.mouse : game.cat;
    const illegal = game.illegal(to);
    if (illegal !== null) return wrong(`move ${moves + 1}: ${contestant} ${from} -> ${to}: ${illegal}`);
    const before = game.value();
    const best = game.bestMoves()[0];
    const bestLength = game.left();
    game.move(to);
    moves++;
    const after = game.result ?? game.value();
    if (thrownAway === '' && RANK[contestant].indexOf(after) < RANK[contestant].indexOf(before)) {
      const keeps =
        before === DRAW ? 'keeps the draw' : `still wins in ${bestLength} move${bestLength === 1 ? '' : 's'}`;
      thrownAway =
        `; move ${moves}: ${contestant} ${from} -> ${to} turns ${forced(contestant, before)} into ` +
        `${forced(contestant, after)} (${from} -> ${best} ${keeps})`;
    }
    if (game.result !== null) return finish();
    const reply = juryMove();
    return game.result !== null ? finish() : { reply: [`MOVE ${reply}`] };
  };

  const opening = [String(lists.length), ...lists.map((list) => [list.length, ...list].join(' ')), side];
  if (contestant === 'cat') {
    opening.push(`MOVE ${juryMove()}`);
    if (game.result !== null) opening[opening.length - 1] = `END ${game.result}`;
  }
  return {
    opening,
    /** The game as the jury sees it (every move made, the jury's last one too, which END does not tell). */
    game,
    /** Each token of the line is a move (blank lines, spaces, tabs and CR between tokens are nothing). */
    hear(line: string): { reply: string[]; verdict?: Verdict } {
      const reply: string[] = [];
      for (const token of line.split(/\s+/).filter((t) => t !== '')) {
        const heard = hearMove(token);
        reply.push(...heard.reply);
        if (heard.verdict) return { reply, verdict: heard.verdict };
      }
      return { reply };
    },
    end(): Verdict {
      if (game.result !== null) return verdict();
      return { accepted: false, reason: `the output ended after ${moves} moves, before the game was over` };
    },
  };
}
