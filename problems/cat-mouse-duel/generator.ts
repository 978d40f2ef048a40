// Generated tests for cat-mouse-duel: graphs of every family and the stored long forced wins, each with every side
// that can force at least a draw (the winner's side alone where someone wins; both sides of a draw), so the player
// must find the winning line, or the only moves that keep a draw, against a jury that punishes any other.
import { type GeneratedCase, Rng } from '../_authoring/index.ts';
import { catMouseGraphs } from '../_cat-mouse/families.ts';
import { gameLength } from '../_cat-mouse/game-length.ts';
import { duelInput } from './input-format.ts';
import { fairSides } from './validator.ts';

const SEED = 2091;
/** Of the families' sizes (catMouseGraphs), the ones kept: small, middle and the maximum, to keep the suite quick. */
const KEPT_SIZES = /-n(5|8|12|20|30|50)$/;

export function generate(): GeneratedCase[] {
  const rng = new Rng(SEED);
  const out: GeneratedCase[] = [];
  for (const { name, graph } of catMouseGraphs(SEED)) {
    if (!name.startsWith('long-win') && !KEPT_SIZES.test(name)) continue;
    for (const side of fairSides(gameLength(graph).outcome)) {
      const input = duelInput.write([{ graph, side, seed: rng.int(0, 999_999_999) }]);
      out.push({ name: `${name}-${side.toLowerCase()}`, input });
    }
  }
  return out;
}
