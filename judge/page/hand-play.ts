// Games played by hand on the live page against an interactive problem's jury, in this process: the page sends the
// contestant's lines one at a time, the jury (the problem's own, as the judge runs it) answers, and the problem's
// explainer tells the game so far, with the value of each move made. Games are kept until the server stops, a
// bounded number of them.
import { randomBytes } from 'node:crypto';
import { UserError } from '../base/index.ts';
import { checkInput } from '../validate/index.ts';
import { juryFile, loadJury, loadPlayedExplainer, loadProblem } from '../registry/index.ts';
import { relative } from 'node:path';
import type { HandPlayState } from './protocol.ts';
import {
  type CheckResult,
  type ExchangeLine,
  type ExplainPlayed,
  formatInvalid,
  type JuryDialogue,
  type Picture,
} from '../../problems/_authoring/index.ts';

interface Game {
  input: string;
  picture: Picture | null;
  dialogue: JuryDialogue;
  explain: ExplainPlayed;
  exchange: ExchangeLine[];
  verdict: CheckResult | null;
}

/** Games kept at once; starting one more forgets the oldest. */
const MAX_GAMES = 64;

export class HandPlay {
  private readonly games = new Map<string, Game>();

  constructor(private readonly root: string) {}

  /** Starts a game on an input of an interactive problem; a non-interactive problem or an invalid input is a UserError. */
  async start(problemId: string, input: string): Promise<HandPlayState> {
    const problem = await loadProblem(this.root, problemId);
    if (!problem.interaction) throw new UserError(`${problemId} is not interactive: there is no jury to play against`);
    const explain = await loadPlayedExplainer(this.root, problemId);
    if (!explain) throw new UserError(`${problemId}: its explainer does not export explainPlayed(input, exchange)`);
    const invalid = checkInput(problem, input);
    if (invalid) throw new UserError(`not a valid test: ${formatInvalid(problemId, 'the page', invalid)}`);
    const loaded = await loadJury(this.root, problem);
    if (!loaded)
      throw new UserError(
        `${problemId}: its jury is a program (${relative(this.root, juryFile(this.root, problem))}); playing by ` +
          'hand needs a TypeScript jury exporting jury(input, answer) and answer(input)',
      );
    const { jury, answer } = loaded;
    const dialogue = jury(input, answer(input));
    const id = randomBytes(8).toString('hex');
    const value = problem.input?.read(input)[0];
    const game: Game = {
      input,
      picture: problem.picture && value !== undefined ? problem.picture(value) : null,
      dialogue,
      explain,
      exchange: dialogue.opening.map((line) => ({ from: 'interactor', line })),
      verdict: null,
    };
    this.games.set(id, game);
    if (this.games.size > MAX_GAMES) this.games.delete(this.games.keys().next().value as string);
    return this.state(id, game);
  }

  /** Sends one of the contestant's lines to the jury, and the game as it stands after the jury's answer. */
  move(id: string, line: string): HandPlayState {
    const game = this.games.get(id);
    if (!game) throw new UserError('no such game: start it again');
    if (game.verdict) throw new UserError('the game is over');
    if (/[\r\n]/.test(line)) throw new UserError('send one line at a time');
    game.exchange.push({ from: 'solution', line });
    const { reply, verdict } = game.dialogue.hear(line);
    game.exchange.push(...reply.map((text): ExchangeLine => ({ from: 'interactor', line: text })));
    game.verdict = verdict ?? null;
    return this.state(id, game);
  }

  private state(id: string, game: Game): HandPlayState {
    return {
      game: id,
      picture: game.picture,
      played: game.explain(game.input, game.exchange),
      exchange: game.exchange,
      verdict: game.verdict,
    };
  }
}
