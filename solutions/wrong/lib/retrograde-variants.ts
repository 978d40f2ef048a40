// A plain retrograde solver with switches for the mistakes contestants make; every switch off is correct.
// Only the wrong-solution gallery uses it, each file turning on exactly one mistake.

export interface Mistakes {
  /** The cat may step into the hole. */
  catMayEnterHole?: boolean;
  /** Positions never decided count as cat wins instead of draws. */
  undecidedIsCatWin?: boolean;
  /** The cat moves first. */
  catMovesFirst?: boolean;
  /** Only the cat landing on the mouse counts; the mouse may walk onto the cat and on. */
  mouseMayStepOnCat?: boolean;
  /** A position is lost as soon as one move loses, instead of when every move loses. */
  lostWhenAnyMoveLoses?: boolean;
}

export function retrogradeWithMistakes(graph: number[][], mistakes: Mistakes): number {
  const n = graph.length;
  const catMoves = (c: number) => graph[c].filter((v) => mistakes.catMayEnterHole || v !== 0);
  const index = (m: number, c: number, t: number) => (m * n + c) * 2 + t; // t = 0: mouse to move
  const result = new Uint8Array(2 * n * n);
  const left = new Int32Array(2 * n * n);
  const queue: number[] = [];
  for (let m = 0; m < n; m++) {
    for (let c = 0; c < n; c++) {
      left[index(m, c, 0)] = graph[m].length;
      left[index(m, c, 1)] = catMoves(c).length;
      for (let t = 0; t < 2; t++) {
        const caught = m === c && m !== 0 && (!mistakes.mouseMayStepOnCat || t === 0);
        const home = m === 0 && c !== 0;
        if (caught || home) {
          result[index(m, c, t)] = caught ? 2 : 1;
          queue.push(index(m, c, t));
        }
      }
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head];
    const t = s & 1;
    const m = Math.floor(s / 2 / n);
    const c = (s >> 1) % n;
    // The mover of a predecessor is the other animal: t = 0 here means the cat just moved.
    const preds =
      t === 0
        ? catMoves(c).map((pc) => index(m, pc, 1))
        : graph[m].filter((pm) => pm !== 0).map((pm) => index(pm, c, 0));
    const moverWinsWith = t === 0 ? 2 : 1;
    for (const p of preds) {
      if (result[p] !== 0) continue;
      if (result[s] === moverWinsWith) {
        result[p] = moverWinsWith;
      } else if (mistakes.lostWhenAnyMoveLoses || --left[p] === 0) {
        result[p] = result[s];
      } else {
        continue;
      }
      queue.push(p);
    }
  }
  const start = mistakes.catMovesFirst ? index(1, 2, 1) : index(1, 2, 0);
  return result[start] === 0 && mistakes.undecidedIsCatWin ? 2 : result[start];
}
