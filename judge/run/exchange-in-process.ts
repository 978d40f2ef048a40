// An interactive test played inside this process: the jury's dialogue and a player's, line by line, as the two
// processes would talk over their pipes. For what needs many exchanges fast and no limits (gen and add-case
// confirming an answer, stress, the page's hand play); the judge itself runs each side as a process.
import type { CheckResult, JuryDialogue, PlayerDialogue } from '../../problems/_authoring/index.ts';

export interface InProcessExchange {
  verdict: CheckResult;
  /** Every line in order: "< line" from the jury to the player, "> line" from the player to the jury. */
  transcript: string[];
}

/** More lines than any game of the kit's takes: an exchange that runs past it is a bug in one of the two sides. */
const MAX_LINES = 1_000_000;

/**
 * What the jury sends is heard first, then what the player sends; the player's output ends when it is done or
 * waits with nothing to hear (the jury then gives its verdict on an ended output). The jury's last reply, sent with
 * its verdict, ends the transcript, and the player hears it. A side that throws throws here.
 */
export function exchangeInProcess(jury: JuryDialogue, player: PlayerDialogue): InProcessExchange {
  const toPlayer = [...jury.opening];
  const toJury = [...player.opening];
  const transcript: string[] = [];
  let playerDone = false;
  while (transcript.length < MAX_LINES) {
    if (toPlayer.length > 0 && !playerDone) {
      const line = toPlayer.shift() as string;
      transcript.push(`< ${line}`);
      const { say, done } = player.hear(line);
      toJury.push(...say);
      playerDone = done === true;
    } else if (toJury.length > 0) {
      const line = toJury.shift() as string;
      transcript.push(`> ${line}`);
      const { reply, verdict } = jury.hear(line);
      if (verdict) {
        transcript.push(...reply.map((text) => `< ${text}`));
        // The jury's last lines reach the player too, as they would over its pipe: a player that fails on them
        // throws here, as its process would exit with an error after the verdict (the judge's RE); what it says then
        // is read by no one.
        for (const text of reply) if (!playerDone) playerDone = player.hear(text).done === true;
        return { verdict, transcript };
      }
      toPlayer.push(...reply);
    } else return { verdict: jury.end(), transcript };
  }
  throw new Error(`the exchange did not end within ${MAX_LINES} lines`);
}
