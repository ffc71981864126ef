/**
 * Seeded pseudo-random numbers (mulberry32): the simulator never calls Math.random, so a given
 * SIM_SEED replays the same catalogue, goals and price moves (ARCHITECTURE §7).
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Two distinct items. */
  pair<T>(items: readonly T[]): [T, T] {
    const first = this.int(0, items.length - 1);
    let second = this.int(0, items.length - 2);
    if (second >= first) second += 1;
    return [items[first] as T, items[second] as T];
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A child generator, so independent streams (fixtures, per match) don't shift each other. */
  fork(): Rng {
    return new Rng(Math.floor(this.next() * 4_294_967_296));
  }

  snapshot(): number {
    return this.state;
  }
}
