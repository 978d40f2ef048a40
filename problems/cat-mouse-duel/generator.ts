// Generated tests for cat-mouse-duel: graphs of every family and the stored long forced wins, each with every side
// that can force at least a draw (the winner's side alone where someone wins; both sides of a draw), and graphs
// chosen among many random ones for the number of positions where one move alone keeps the side's result: the
// player must find the winning line, or the only moves that keep a draw, against a jury that punishes any other.
import { type GeneratedCase, Rng, STRICT_INT_MAX } from '../_authoring/index.ts';
import { catMouseGraphs } from '../_cat-mouse/families.ts';
import { randomCatMouseGraph } from '../_cat-mouse/constraints.ts';
import { gameLength } from '../_cat-mouse/game-length.ts';
import { duelInput } from './input-format.ts';
import { onlyMoves } from './only-moves.ts';
import { fairSides } from './validator.ts';

const SEED = 2091;
/** Of the families' sizes (catMouseGraphs), the ones kept: small, middle and the maximum, to keep the suite quick. */
const KEPT_SIZES = /-n(5|8|12|20|30|50)$/;
/** Random graphs drawn for the "only moves" tests, and how many of the best are kept (half for each side). */
const NARROW_CANDIDATES = 600;
const NARROW_KEPT = 24;

/** The random games with the most positions where one move alone keeps the contestant's result. */
function narrowGames(rng: Rng): { graph: number[][]; side: 'MOUSE' | 'CAT'; only: number }[] {
  const games: { graph: number[][]; side: 'MOUSE' | 'CAT'; only: number }[] = [];
  for (let k = 0; k < NARROW_CANDIDATES; k++) {
    const graph = randomCatMouseGraph(rng, rng.int(6, 30), rng.pick([0.1, 0.15, 0.25, 0.4]));
    for (const side of fairSides(gameLength(graph).outcome)) games.push({ graph, side, only: onlyMoves(graph, side) });
  }
  const best = (side: 'MOUSE' | 'CAT') =>
    games
      .filter((g) => g.side === side)
      .sort((a, b) => b.only - a.only || a.graph.length - b.graph.length)
      .slice(0, NARROW_KEPT / 2);
  return [...best('MOUSE'), ...best('CAT')];
}

export function generate(): GeneratedCase[] {
  const rng = new Rng(SEED);
  const out: GeneratedCase[] = [];
  for (const { name, graph } of catMouseGraphs(SEED)) {
    if (!name.startsWith('long-win') && !KEPT_SIZES.test(name)) continue;
    for (const side of fairSides(gameLength(graph).outcome)) {
      const input = duelInput.write([{ graph, side, seed: rng.int(0, STRICT_INT_MAX) }]);
      out.push({ name: `${name}-${side.toLowerCase()}`, input });
    }
  }
  for (const [k, { graph, side, only }] of narrowGames(rng).entries()) {
    const name = `only-moves-${String(k + 1).padStart(2, '0')}-n${graph.length}-${only}-${side.toLowerCase()}`;
    out.push({ name, input: duelInput.write([{ graph, side, seed: rng.int(0, STRICT_INT_MAX) }]) });
  }
  return out;
}
