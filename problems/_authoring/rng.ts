// A small seeded pseudo-random generator (SplitMix32 style), so generated data is the same on every machine.
export class Rng {
  private state: number;

  /** The seed, any number (taken as its low 32 bits): the same seed gives the same stream on every machine. */
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** A uniform integer from lo to hi, both ends included (integers, lo <= hi). */
  int(lo: number, hi: number): number {
    return lo + Math.floor((this.next() / 0x100000000) * (hi - lo + 1));
  }

  /** True with probability p (0 never, 1 always). */
  chance(p: number): boolean {
    return this.next() / 0x100000000 < p;
  }

  /** One of the items, uniformly (a non-empty list). */
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }
}
