// The files a new interactive problem starts with (`npm run new -- <id> --interactive`): a small working game
// (take 1 to 3 stones; whoever takes the last one wins) with its jury, so that the judge, gen, add-case, verify,
// stress and hand play on the live page run on it from the first minute. Each part says what to replace.
import { sourceLiteral } from '../../judge/base/index.ts';
import { filesOfId, type Template } from './templates.ts';

const problemTs = (
  id: string,
) => `// ${id}: what the kit knows of this interactive problem. The jury is solutions/jury/${id}.ts.
import { defineProblem } from '../_authoring/index.ts';
import { generate } from './generator.ts';
import { input } from './input-format.ts';
import { stress } from './stress.ts';
import { validate } from './validator.ts';

export default defineProblem({
  id: ${sourceLiteral(id)},
  title: 'TODO: the name of the game (interactive)',
  onlineJudge: 'TODO: the online judge it is submitted to',
  // A game: the steps of its explanations are moves, and reports count them.
  game: true,
  // CPU time over the whole game (the jury's own time does not count), memory, output.
  limits: { timeMs: 1000, memoryMb: 256, outputMb: 1 },
  bundleTarget: 'node12',
  validate,
  input,
  generate,
  stress,
  // Interactive: each test is a game against the jury. idleMs: how long neither side may run nor write (ILE).
  interaction: { idleMs: 1000 },
});
`;

const inputFormatTs = (
  id: string,
) => `// How a ${id} test is held: the pile, then the contestant's turn and the jury's seed.
import type { InputFormat } from '../_authoring/index.ts';

export interface Game {
  stones: number;
  turn: 'FIRST' | 'SECOND';
  seed: number;
}

export const input: InputFormat<Game> = {
  read(text) {
    const [stones, turn, seed] = text.trim().split(/\\s+/);
    return [{ stones: Number(stones), turn: turn === 'SECOND' ? 'SECOND' : 'FIRST', seed: Number(seed) }];
  },
  write(games) {
    if (games.length !== 1) throw new Error(\`a test holds one game, not \${games.length}\`);
    const [{ stones, turn, seed }] = games;
    return \`\${stones}\\n\${turn} \${seed}\\n\`;
  },
};
`;

const validatorTs = (
  id: string,
) => `// Validator for ${id} tests: say which line and which field is wrong, and what was expected.
import { inputLines, strictInt, tokensOf, type Invalid } from '../_authoring/index.ts';

export const MAX_STONES = 1000;

/** The example: the pile (1..MAX_STONES) on line 1, then "FIRST seed" or "SECOND seed". */
export function validate(text: string): Invalid | null {
  const lines = inputLines(text);
  const stones = strictInt(lines[0]?.trim());
  if (stones === null || stones < 1 || stones > MAX_STONES)
    return { line: 1, field: 'stones', message: \`expected an integer in 1..\${MAX_STONES}, got "\${lines[0] ?? ''}"\` };
  if (lines.length !== 2)
    return { line: Math.min(lines.length, 2) + 1, field: 'turn', message: \`expected 2 lines, found \${lines.length}\` };
  const [turn, seed, ...rest] = tokensOf(lines[1]);
  if (turn !== 'FIRST' && turn !== 'SECOND')
    return { line: 2, field: 'turn', message: \`expected FIRST or SECOND, got "\${turn ?? ''}"\` };
  if (strictInt(seed) === null || rest.length > 0)
    return { line: 2, field: 'seed', message: \`expected one whole number after \${turn}\` };
  return null;
}
`;

const generatorTs = (
  id: string,
) => `// Generated tests for ${id}: \`npm run gen\` writes them to testdata/${id}/random/, each answer from the jury's
// answer(input), kept only if the accepted and the second player both get it against the jury. Deterministic.
import { Rng, type GeneratedCase } from '../_authoring/index.ts';
import { input } from './input-format.ts';
import { MAX_STONES } from './validator.ts';

const SEED = 1;

export function generate(): GeneratedCase[] {
  const rng = new Rng(SEED);
  const cases: GeneratedCase[] = [];
  const piles = [1, 2, 3, 4, 5, 8, 9, 12, 13, 40, 41, MAX_STONES - 1, MAX_STONES];
  for (const stones of piles)
    for (const turn of ['FIRST', 'SECOND'] as const)
      cases.push({
        name: \`pile-\${String(stones).padStart(4, '0')}-\${turn.toLowerCase()}\`,
        input: input.write([{ stones, turn, seed: rng.int(0, 999_999) }]),
      });
  return cases;
}
`;

const stressTs = (
  id: string,
) => `// Stress cases for ${id}: small games played out against the jury; a lost game is made smaller by taking stones.
import { fc, type Rng, type StressSubject } from '../_authoring/index.ts';
import { type Game, input } from './input-format.ts';

export const stress: StressSubject<Game> = {
  arbitrary: fc
    .tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom('FIRST' as const, 'SECOND' as const), fc.nat(999_999))
    .map(([stones, turn, seed]) => ({ stones, turn, seed })),
  guided: (rng: Rng) => () => ({
    stones: rng.int(1, 1000),
    turn: rng.pick(['FIRST', 'SECOND'] as const),
    seed: rng.int(0, 999_999),
  }),
  format: (game) => input.write([game]),
  smaller: (game) => [1, 2, 3, 4].filter((k) => k < game.stones).map((k) => ({ ...game, stones: game.stones - k })),
  describe: (game) => \`\${game.stones} stones, moving \${game.turn.toLowerCase()}\`,
  secondSolverIsQuick: () => true,
};
`;

const statementMd = (id: string) => `# ${id}: TODO the game's name (interactive)

TODO: the rules in your own words. The example: a pile of stones; two players take turns taking 1, 2 or 3 stones;
whoever takes the last stone wins. You play one turn against the jury, which plays perfectly.

## The exchange
The jury sends the pile (1 <= n <= 1000) on a line, then \`FIRST\` or \`SECOND\`. If you are second, it moves at once.
On your turn print how many stones you take, on a line, and flush. The jury answers \`MOVE k\` (it took k) or
\`END r\` (the game is over: 1 you won, -1 you lost). Taking fewer than 1 or more than 3 stones, or more than are
left, ends the game with \`END -1\`.

## Verdict
Accepted when you get the best result your turn can force. A program that stops writing while the jury waits
(often a missing flush) gets ILE.

## Sample
The jury sends \`10\` and \`FIRST\`. You take 2 (8 left, a multiple of 4, a lost pile for the jury), and go on
leaving multiples of 4 until you take the last stone: \`END 1\`.
`;

const juryTs = (
  id: string,
) => `// The jury of ${id}: it sends the pile and the contestant's turn, then plays the other turn perfectly, and says
// whether the contestant got the best result its turn could force. TODO: your game's rules and best moves.
// \`jury(input, answer)\` is one exchange; \`answer(input)\` is the test's answer file (gen and add-case write it).

type Verdict = { accepted: true } | { accepted: false; reason: string };

/** 1 when the player to move with \`stones\` left can force a win, else -1. */
const value = (stones: number) => (stones % 4 === 0 ? -1 : 1);

export function answer(input: string): string {
  const [stones, turn] = input.trim().split(/\\s+/);
  const first = value(Number(stones));
  return \`\${turn === 'FIRST' ? first : -first}\\n\`;
}

export function jury(input: string, answerFile: string) {
  const [pile, turn] = input.trim().split(/\\s+/);
  let stones = Number(pile);
  const expected = Number(answerFile.trim());
  /** The game's record, every move in order: what explainPlayed reads. */
  const history: { by: 'you' | 'jury'; take: number }[] = [];
  const verdict = (result: number): Verdict =>
    result === expected
      ? { accepted: true }
      : {
          accepted: false,
          reason: \`you \${result === 1 ? 'won' : 'lost'}, but your turn could force \${expected === 1 ? 'a win' : 'nothing better'}\`,
        };
  /** The jury's move: leave a multiple of 4 when it can, else take one stone (holding out). */
  const juryMove = (): string => {
    const take = stones % 4 === 0 ? 1 : stones % 4;
    stones -= take;
    history.push({ by: 'jury', take });
    return stones === 0 ? 'END -1' : \`MOVE \${take}\`;
  };
  const opening = [String(stones), turn];
  if (turn === 'SECOND') opening.push(juryMove());
  return {
    opening,
    history,
    hear(line: string): { reply: string[]; verdict?: Verdict } {
      const take = /^[123]$/.test(line.trim()) ? Number(line) : 0;
      if (take === 0 || take > stones)
        return {
          reply: ['END -1'],
          verdict: { accepted: false, reason: \`"\${line}" is not a move with \${stones} stones left\` },
        };
      stones -= take;
      history.push({ by: 'you', take });
      if (stones === 0) return { reply: ['END 1'], verdict: verdict(1) };
      const reply = juryMove();
      return stones === 0 ? { reply: [reply], verdict: verdict(-1) } : { reply: [reply] };
    },
    // The jury's own move may end the game before the contestant says anything.
    end: (): Verdict =>
      stones === 0 ? verdict(-1) : { accepted: false, reason: 'the output ended before the game was over' },
  };
}
`;

const solutionTs = (
  id: string,
) => `// ${id}: the accepted player. \`play()\` starts one game: the lines to send first, then an answer to each line
// heard; the build wraps it to read and write a line at a time, flushed. TODO: play well; this stub always takes
// one stone and loses a game it could win on the sample (WA).
export function play() {
  let heard = 0;
  return {
    opening: [] as string[],
    hear(line: string): { say: string[]; done?: boolean } {
      heard++;
      if (line.startsWith('END')) return { say: [], done: true };
      if (heard === 1 || line === 'SECOND') return { say: [] };
      return { say: ['1'] };
    },
  };
}
`;

const secondSolverTs = (
  id: string,
) => `// ${id}: the second player, written another way (a memoised search over the pile instead of the rule "leave a
// multiple of 4"). gen and add-case keep a test only if it, too, gets the answer against the jury. TODO: yours.
const wins = new Map<number, boolean>();

/** Whether the player to move with \`stones\` left can force a win. */
function canWin(stones: number): boolean {
  if (stones === 0) return false;
  let known = wins.get(stones);
  if (known === undefined) {
    known = [1, 2, 3].some((take) => take <= stones && !canWin(stones - take));
    wins.set(stones, known);
  }
  return known;
}

export function play() {
  let stones = -1;
  const move = (): string => {
    const take = [1, 2, 3].find((k) => k <= stones && !canWin(stones - k)) ?? 1;
    stones -= take;
    return String(take);
  };
  return {
    opening: [] as string[],
    hear(line: string): { say: string[]; done?: boolean } {
      const [word, k] = line.trim().split(/\\s+/);
      if (stones < 0) {
        stones = Number(word);
        return { say: [] };
      }
      if (word === 'FIRST') return { say: [move()] };
      if (word === 'SECOND') return { say: [] };
      if (word !== 'MOVE') return { say: [], done: true };
      stones -= Number(k);
      return { say: [move()] };
    },
  };
}
`;

const explainTs = (
  id: string,
) => `// ${id}: why an answer is right (\`npm run explain\`), and a game as played (\`explainPlayed\`: the judge under a
// WA, the page, hand play). The game is replayed through the jury, which keeps its record. TODO: your game's words.
import { answer, jury } from '../jury/${id}.ts';

const words = (v: number) => (v === 1 ? 'a win' : 'a loss');

export function explain(input: string) {
  const stones = Number(input.trim().split(/\\s+/)[0]);
  const value = stones % 4 === 0 ? -1 : 1;
  const answerLine = String(value);
  const headline =
    value === 1
      ? \`the first player wins: take \${stones % 4}, then always leave a multiple of 4\`
      : 'the first player loses: every move leaves a pile that is not a multiple of 4';
  return [{ answer: answerLine, headline, steps: [], notes: [], json: { answer: answerLine, moves: 0, line: [] } }];
}

export function explainPlayed(input: string, exchange: { from: 'solution' | 'interactor'; line: string }[]) {
  const referee = jury(input, answer(input));
  let verdict: { accepted: boolean; reason?: string } | undefined;
  for (const { from, line } of exchange) if (from === 'solution' && !verdict) verdict = referee.hear(line).verdict;
  let stones = Number(input.trim().split(/\\s+/)[0]);
  let thrownAway: number | null = null;
  const moves = referee.history.map(({ by, take }, k) => {
    const before = stones % 4 === 0 ? -1 : 1;
    stones -= take;
    const after = stones === 0 || stones % 4 === 0 ? 1 : -1;
    if (by === 'you' && after < before && thrownAway === null) thrownAway = k;
    return {
      by,
      text: \`take \${take}, \${stones} left\`,
      value: by === 'you' ? \`\${after < before ? 'turns' : 'keeps'} \${words(after)}\` : undefined,
    };
  });
  const over = stones === 0 || verdict !== undefined;
  const mine = !over && referee.history.at(-1)?.by !== 'you';
  return {
    headline: over
      ? \`over: \${verdict?.accepted ? 'accepted' : (verdict?.reason ?? 'the game is over')}\`
      : mine
        ? \`your move: \${stones} left\`
        : "the jury's move",
    moves,
    thrownAway,
    bestLine: [],
    choices: mine ? [1, 2, 3].filter((k) => k <= stones).map((k) => ({ line: String(k) })) : [],
  };
}
`;

export const newInteractiveProblemFiles = (problemId: string): Template[] =>
  filesOfId(problemId, (id) => [
    { path: `problems/${id}/problem.ts`, content: problemTs(id) },
    { path: `problems/${id}/statement.md`, content: statementMd(id) },
    { path: `problems/${id}/validator.ts`, content: validatorTs(id) },
    { path: `problems/${id}/generator.ts`, content: generatorTs(id) },
    { path: `problems/${id}/input-format.ts`, content: inputFormatTs(id) },
    { path: `problems/${id}/stress.ts`, content: stressTs(id) },
    { path: `testdata/${id}/sample/1.in`, content: '10\nFIRST 1\n' },
    { path: `testdata/${id}/sample/1.ans`, content: '1\n' },
    { path: `solutions/${id}.ts`, content: solutionTs(id) },
    { path: `solutions/second-solver/${id}.ts`, content: secondSolverTs(id) },
    { path: `solutions/jury/${id}.ts`, content: juryTs(id) },
    { path: `solutions/explain/${id}.ts`, content: explainTs(id) },
  ]);
