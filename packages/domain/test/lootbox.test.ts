import { describe, expect, it } from 'vitest';
import {
  chestSize,
  drawnPrizeIndex,
  lootboxOpenProblem,
  lootboxPrizesProblem,
  lootboxState,
  MAX_LOOTBOX_TOTAL_WEIGHT,
  prizeCurrencies,
  totalWeight,
  type LootboxPrize,
} from '../src';

const freebet = (weight: number, amounts: Record<string, number> = { EUR: 500, USD: 550 }): LootboxPrize => ({ kind: 'freebet', weight, amounts });
const cash = (weight: number, amounts: Record<string, number> = { EUR: 100, USD: 110 }): LootboxPrize => ({ kind: 'cash', weight, amounts });
const nothing = (weight: number): LootboxPrize => ({ kind: 'nothing', weight, amounts: null });

/** A seeded source for tests only (mulberry32): whole numbers in [0, below). */
function seeded(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

describe('drawnPrizeIndex', () => {
  const table = [freebet(1), cash(3), nothing(6)];
  it('gives each prize its own run of numbers, in table order', () => {
    expect(totalWeight(table)).toBe(10);
    expect([0, 1, 3, 4, 9].map((random) => drawnPrizeIndex(random, table))).toEqual([0, 1, 1, 2, 2]);
    expect(Array.from({ length: 10 }, (_, random) => drawnPrizeIndex(random, table))).toEqual([0, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
  });
  it('always draws a single prize table', () => {
    expect(drawnPrizeIndex(0, [nothing(1)])).toBe(0);
    expect(drawnPrizeIndex(41, [cash(42)])).toBe(0);
  });
  it('refuses a number outside [0, total) or not whole (a tampered record)', () => {
    expect(() => drawnPrizeIndex(10, table)).toThrow(RangeError);
    expect(() => drawnPrizeIndex(-1, table)).toThrow(RangeError);
    expect(() => drawnPrizeIndex(2.5, table)).toThrow(RangeError);
    expect(() => drawnPrizeIndex(0, [])).toThrow(RangeError);
  });
  it('over many seeded draws each prize comes up in proportion to its weight', () => {
    const next = seeded(23);
    const counts = [0, 0, 0];
    const draws = 100_000;
    for (let i = 0; i < draws; i += 1) {
      const index = drawnPrizeIndex(next(totalWeight(table)), table);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    // Expected 10 %, 30 %, 60 %; ±1 % is about 10 standard deviations for 100,000 draws.
    expect(Math.abs((counts[0] ?? 0) / draws - 0.1)).toBeLessThan(0.01);
    expect(Math.abs((counts[1] ?? 0) / draws - 0.3)).toBeLessThan(0.01);
    expect(Math.abs((counts[2] ?? 0) / draws - 0.6)).toBeLessThan(0.01);
  });
  it('never draws a prize of tiny weight more than its share, nor misses it over enough draws', () => {
    const rare = [nothing(999), cash(1)];
    const next = seeded(5);
    let hits = 0;
    for (let i = 0; i < 200_000; i += 1) if (drawnPrizeIndex(next(1_000), rare) === 1) hits += 1;
    expect(hits).toBeGreaterThan(140);
    expect(hits).toBeLessThan(260);
  });
});

describe('lootboxPrizesProblem', () => {
  it('accepts a consistent table', () => {
    expect(lootboxPrizesProblem([freebet(1), cash(3), nothing(6)])).toBeNull();
    expect(lootboxPrizesProblem([nothing(1)])).toBeNull();
    expect(lootboxPrizesProblem([{ kind: 'nothing', weight: 1, amounts: {} }])).toBeNull();
    expect(lootboxPrizesProblem([cash(MAX_LOOTBOX_TOTAL_WEIGHT)])).toBeNull();
  });
  it.each([
    ['prizes', []],
    ['prizes.1.weight', [cash(1), nothing(0)]],
    ['prizes.0.weight', [cash(-2)]],
    ['prizes.0.weight', [cash(1.5)]],
    ['prizes.1.weight', [cash(MAX_LOOTBOX_TOTAL_WEIGHT), nothing(1)]],
    ['prizes.0.amounts', [{ kind: 'cash', weight: 1, amounts: null }]],
    ['prizes.0.amounts', [freebet(1, {})]],
    ['prizes.0.amounts.EUR', [cash(1, { EUR: 0 })]],
    ['prizes.0.amounts.EUR', [cash(1, { EUR: 1.5 })]],
    ['prizes.1.amounts.USD', [cash(1), freebet(1, { EUR: 500 })]],
    ['prizes.1.amounts.GBP', [cash(1), freebet(1, { EUR: 500, USD: 1, GBP: 3 })]],
    ['prizes.0.amounts', [{ kind: 'nothing', weight: 1, amounts: { EUR: 1 } }]],
  ] as [string, LootboxPrize[]][])('names %s', (field, prizes) => {
    expect(lootboxPrizesProblem(prizes)?.field).toBe(field);
  });
  it('lists the currencies of the money prizes', () => {
    expect(prizeCurrencies([nothing(1), cash(1, { USD: 1, EUR: 2 })])).toEqual(['EUR', 'USD']);
    expect(prizeCurrencies([nothing(1)])).toBeNull();
  });
});

describe('lootboxState and chestSize', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const before = new Date('2025-02-01T00:00:00Z');
  const after = new Date('2025-04-01T00:00:00Z');
  it('follows the campaign', () => {
    expect(lootboxState({ status: 'active', validFrom: null, validTo: null }, now)).toBe('active');
    expect(lootboxState({ status: 'active', validFrom: before, validTo: after }, now)).toBe('active');
    expect(lootboxState({ status: 'active', validFrom: after, validTo: null }, now)).toBe('created');
    expect(lootboxState({ status: 'active', validFrom: null, validTo: before }, now)).toBe('finished');
    expect(lootboxState({ status: 'active', validFrom: null, validTo: now }, now)).toBe('finished');
    expect(lootboxState({ status: 'paused', validFrom: null, validTo: before }, now)).toBe('paused');
    expect(lootboxState({ status: 'ended', validFrom: null, validTo: after }, now)).toBe('disabled');
  });
  it('sizes the chest small 1, medium 2, large otherwise', () => {
    expect([0, 1, 2, 3, 50].map(chestSize)).toEqual(['large', 'small', 'medium', 'large', 'large']);
  });
  it('says why a box cannot open', () => {
    expect(lootboxOpenProblem({ state: 'active', expiresAt: after, opened: false }, now)).toBeNull();
    expect(lootboxOpenProblem({ state: 'active', expiresAt: null, opened: false }, now)).toBeNull();
    expect(lootboxOpenProblem({ state: 'active', expiresAt: null, opened: true }, now)).toBe('opened');
    expect(lootboxOpenProblem({ state: 'active', expiresAt: now, opened: false }, now)).toBe('expired');
    expect(lootboxOpenProblem({ state: 'paused', expiresAt: null, opened: false }, now)).toBe('not_active');
    expect(lootboxOpenProblem({ state: 'created', expiresAt: null, opened: false }, now)).toBe('not_active');
  });
});
