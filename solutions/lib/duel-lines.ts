// What the duel juries and explainers share: the cat-mouse-duel test read (the graph, the contestant's side, the
// seed), a seeded choice among equally good moves (so that a run is reproducible), and the shapes of an exchange's
// lines and of a played game's moves as the kit reads them.

/** The test's graph lists, the contestant's side and the seed: the graph as BHOJ writes it, then `MOUSE seed`. */
export function readDuelTest(input: string): { lists: number[][]; side: 'MOUSE' | 'CAT'; seed: number } {
  const lines = input.replace(/\r/g, '').trim().split('\n');
  const n = Number(lines[0].trim());
  const lists = lines.slice(1, n + 1).map((line) => line.trim().split(/\s+/).slice(1).map(Number));
  const [side, seed] = lines[n + 1].trim().split(/\s+/);
  return { lists, side: side === 'CAT' ? 'CAT' : 'MOUSE', seed: Number(seed) };
}

/** A stream of whole numbers below k, the same for the same seed (mulberry32). */
export function seededChoice(seed: number): (k: number) => number {
  let a = seed >>> 0;
  return (k) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % k;
  };
}

/** One line of an exchange with the jury, and who sent it (the kit's ExchangeLine). */
export interface DuelLine {
  from: 'solution' | 'interactor';
  line: string;
}

/** One move of a played game as an explainer tells it (the kit's PlayedMove). */
export interface ToldMove {
  by: 'you' | 'jury';
  text: string;
  draw?: { mover: 'mouse' | 'cat'; from: number; to: number } | { cell: number; letter: string };
  value?: string;
}

/**
 * The contestant's lines of an exchange played again through a fresh jury (deterministic in the test's seed), up to
 * its verdict, so that the explainer learns every move, the jury's last one too. `moves` counts the moves the jury
 * has recorded: a rejected line that made none ended the game as illegal; its line and the jury's reason (without
 * its "move N: ") are returned.
 */
export function replayThroughJury(
  referee: { hear: (line: string) => { verdict?: { accepted: boolean; reason?: string } } },
  moves: () => number,
  exchange: DuelLine[],
): { illegal: string; illegalLine: string } {
  for (const { from, line } of exchange) {
    if (from !== 'solution') continue;
    const made = moves();
    const { verdict } = referee.hear(line);
    if (verdict && !verdict.accepted && moves() === made)
      return { illegal: (verdict.reason ?? '').replace(/^move \d+: /, ''), illegalLine: line.trim() };
    if (verdict) break;
  }
  return { illegal: '', illegalLine: '' };
}

/** A played game as an explainer tells it (the kit's PlayedGame). */
export interface ToldGame {
  headline: string;
  moves: ToldMove[];
  thrownAway: number | null;
  bestLine: { text: string; draw: NonNullable<ToldMove['draw']> }[];
  choices: { line: string; node?: number; cell?: number; letter?: string }[];
}
