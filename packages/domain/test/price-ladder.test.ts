import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatOdds, fromAmerican, isLadderPrice, LADDER_MAX, LADDER_MIN, ladderPriceAtOrBelow, ladderPrices, ODDS_FORMATS, toFractional } from '../src';

// Issue 18 point 2: every price is a rung of the exchange ladder, shown exactly.
describe('price ladder', () => {
  const prices = ladderPrices();

  it('runs from 1.01 to 1000 by the exchange increments', () => {
    expect(prices[0]).toBe(LADDER_MIN);
    expect(prices.at(-1)).toBe(LADDER_MAX);
    expect(prices.slice(0, 3)).toEqual([1010, 1020, 1030]);
    expect(prices.filter((price) => price >= 1980 && price <= 2040)).toEqual([1980, 1990, 2000, 2020, 2040]);
    expect(prices.filter((price) => price >= 3900 && price <= 4200)).toEqual([3900, 3950, 4000, 4100, 4200]);
    expect(prices.filter((price) => price >= 95_000 && price <= 120_000)).toEqual([95_000, 100_000, 110_000, 120_000]);
    expect(new Set(prices).size).toBe(prices.length);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it.each([
    [1530, true],
    [1535, false],
    [2020, true],
    [2010, false],
    [3050, true],
    [3020, false],
    [1000, false],
    [1_010_000, false],
    [1530.5, false],
  ])('%s is a rung: %s', (thousandths, rung) => {
    expect(isLadderPrice(thousandths)).toBe(rung);
  });

  it.each([
    [1535, 1530],
    [2030, 2020],
    [3333, 3300],
    [4333, 4300],
    [13_333, 13_000],
    [1005, LADDER_MIN],
    [Number.NaN, LADDER_MIN],
    [2_000_000, LADDER_MAX],
    [1530.9, 1530],
  ])('%s moves down to the rung %s', (thousandths, rung) => {
    expect(ladderPriceAtOrBelow(thousandths)).toBe(rung);
  });

  it('moves any price to the highest rung at or below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: LADDER_MIN, max: LADDER_MAX }), (thousandths) => {
        const rung = ladderPriceAtOrBelow(thousandths);
        expect(isLadderPrice(rung)).toBe(true);
        expect(rung).toBeLessThanOrEqual(thousandths);
        expect(prices.find((price) => price > rung) ?? Infinity).toBeGreaterThan(thousandths);
      }),
    );
  });

  it('shows every rung exactly in decimal, fractional and American, and one text a rung in every format but the two of tiny numbers', () => {
    for (const format of ODDS_FORMATS) {
      const shown = prices.map((price) => formatOdds(price / 1000, format));
      // Malaysian (4 decimals) and percent (2) show the longest prices as tiny numbers that neighbours share (0.10%).
      if (format !== 'percent' && format !== 'malaysian') expect(new Set(shown).size).toBe(prices.length);
    }
    for (const price of prices) {
      expect(Number(formatOdds(price / 1000, 'decimal')) * 1000).toBeCloseTo(price, 6);
      const { numerator, denominator } = toFractional(price / 1000);
      expect(((numerator + denominator) * 1000) / denominator).toBe(price);
      // The American number converts back to the rung itself.
      expect(ladderPriceAtOrBelow(Math.round(fromAmerican(Number(formatOdds(price / 1000, 'american'))) * 1000) + 5)).toBe(price);
      if (price >= 2000) expect(Number(formatOdds(price / 1000, 'american'))).toBe((price - 1000) / 10);
    }
  });

  it('in every format, each rung below 340.00 has a text of its own (the text shown names the price placed)', () => {
    for (const format of ODDS_FORMATS) {
      const texts = new Map<string, number[]>();
      for (const price of ladderPrices()) texts.set(formatOdds(price / 1000, format), [...(texts.get(formatOdds(price / 1000, format)) ?? []), price]);
      const shared = [...texts.values()].filter((prices) => prices.length > 1).flat();
      // Malaysian (4 decimals of 1/profit) and percent (2 decimals) meet only among the longest prices.
      expect(Math.min(Infinity, ...shared), format).toBeGreaterThanOrEqual(340_000);
    }
  });
});
