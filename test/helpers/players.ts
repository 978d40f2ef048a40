// Players for the duels' tests, made from others.
import type { PlayerDialogue } from '../../problems/_authoring/index.ts';

/** The player, its lines rewritten by `say` before they are sent (blank lines added, CRLF, moves split...). */
export function respaced(player: PlayerDialogue, say: (lines: string[]) => string[]): PlayerDialogue {
  return {
    opening: say(player.opening),
    hear: (line) => {
      const heard = player.hear(line);
      return { ...heard, say: say(heard.say) };
    },
  };
}
