import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  capOdds,
  fromAmerican,
  fromHongKong,
  fromIndonesian,
  fromMalaysian,
  fromPercent,
  isValidOdds,
  oddsToThousandths,
  thousandthsToOdds,
  toAmerican,
  toHongKong,
  toIndonesian,
  toMalaysian,
  toPercent,
} from '../src';

const price = fc.integer({ min: 1001, max: 1_000_000 }).map((thousandths) => thousandths / 1000);

describe('odds in thousandths (ARCHITECTURE §5)', () => {
  it.each([
    [2.5, 2500],
    [1.01, 1010],
    [1.1 * 3, 3300],
    [1.001, 1001],
    [1000, 1_000_000],
  ])('%s → %s', (odds, thousandths) => {
    expect(oddsToThousandths(odds)).toBe(thousandths);
  });

  it('round-trips every 3-place price', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 10_000_000 }), (t) => oddsToThousandths(thousandthsToOdds(t)) === t));
  });

  it.each([
    [1.001, true],
    [1, false],
    [1.0004, false],
    [0, false],
    [-2, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('isValidOdds(%s) = %s', (odds, valid) => {
    expect(isValidOdds(odds)).toBe(valid);
  });
});

describe('numeric conversions (chart values)', () => {
  it.each([
    [2.5, 1.5, 150, 1.5, -1 / 1.5, 40],
    [1.5, 0.5, -200, -2, 0.5, 100 / 1.5],
    [2, 1, 100, 1, 1, 50],
    [1.25, 0.25, -400, -4, 0.25, 80],
    [5, 4, 400, 4, -0.25, 20],
  ])('%s → HK %s, US %s, Indo %s, Malay %s, %s%%', (decimal, hk, us, indo, malay, percent) => {
    expect(toHongKong(decimal)).toBeCloseTo(hk, 10);
    expect(toAmerican(decimal)).toBeCloseTo(us, 10);
    expect(toIndonesian(decimal)).toBeCloseTo(indo, 10);
    expect(toMalaysian(decimal)).toBeCloseTo(malay, 10);
    expect(toPercent(decimal)).toBeCloseTo(percent, 10);
    expect(fromHongKong(hk)).toBe(decimal);
    expect(fromAmerican(us)).toBe(decimal);
    expect(fromIndonesian(indo)).toBe(decimal);
    expect(fromMalaysian(malay)).toBe(decimal);
    expect(fromPercent(percent)).toBe(decimal);
  });

  it('rounds inverse results to a 3-place price', () => {
    expect(fromMalaysian(-0.6667)).toBe(2.5);
    expect(fromAmerican(-110)).toBe(1.909);
    expect(fromPercent(52.36)).toBe(1.91);
  });
});

// spec core §3 "Odds formats": every format converts back to the same price.
describe('round-trip properties', () => {
  it.each([
    ['hongkong', toHongKong, fromHongKong],
    ['american', toAmerican, fromAmerican],
    ['indonesian', toIndonesian, fromIndonesian],
    ['malaysian', toMalaysian, fromMalaysian],
    ['percent', toPercent, fromPercent],
  ] as const)('decimal → %s → decimal is the identity', (_name, to, from) => {
    fc.assert(fc.property(price, (odds) => from(to(odds)) === odds));
  });

  it('Indonesian is positive from evens up, Malaysian positive up to evens', () => {
    fc.assert(
      fc.property(price, (odds) => {
        expect(toIndonesian(odds) > 0).toBe(odds >= 2);
        expect(toMalaysian(odds) > 0).toBe(odds <= 2);
        expect(Math.abs(toMalaysian(odds))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

// spec core §5 "Odds are capped at a maximum passed in".
describe('capOdds', () => {
  it.each([
    [2.5, 100, 2.5],
    [150, 100, 100],
    [100, 100, 100],
  ])('capOdds(%s, %s) = %s', (odds, max, capped) => {
    expect(capOdds(odds, max)).toBe(capped);
  });

  it('never exceeds the cap and never raises odds', () => {
    fc.assert(
      fc.property(price, price, (odds, max) => {
        const capped = capOdds(odds, max);
        return capped <= max && capped <= odds;
      }),
    );
  });
});
