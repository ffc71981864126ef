import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convertMinorUnits, rateRatio, type RateTable } from '../src';

// Reference rates: units of each currency per 1 EUR.
const RATES: RateTable = { EUR: 1, USD: 1.08, GBP: 0.85, BRL: 6, JPY: 160, BTC: 0.000011 };
const EUR = { code: 'EUR', subunits: 100 };
const USD = { code: 'USD', subunits: 100 };
const GBP = { code: 'GBP', subunits: 100 };
const JPY = { code: 'JPY', subunits: 1 };
const BTC = { code: 'BTC', subunits: 100_000_000 };

describe('rateRatio', () => {
  it.each([
    [1.08, 108n, 100n],
    [0.000011, 11n, 1_000_000n],
    [6, 6n, 1n],
    [160, 160n, 1n],
    [1.5e21, 1_500_000_000_000_000_000_000n, 1n],
    [0.29, 29n, 100n],
  ])('%s is exactly %s/%s', (rate, numerator, denominator) => {
    expect(rateRatio(rate)).toEqual({ numerator, denominator });
  });

  it.each([undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])('%s is no rate', (rate) => {
    expect(rateRatio(rate)).toBeNull();
  });
});

// spec core §4 "Restored bets in another currency than the active one are converted".
describe('convertMinorUnits', () => {
  it.each([
    // €5.00 → $5.40
    [500, EUR, USD, 540],
    // $5.00 → €4.6296… → €4.62 (rounded down, never up)
    [500, USD, EUR, 462],
    // £10.00 → $12.7058… → $12.70
    [1000, GBP, USD, 1270],
    // €10.00 → ¥1600 (no sub-unit)
    [1000, EUR, JPY, 1600],
    // ¥100 → €0.625 → €0.62
    [100, JPY, EUR, 62],
    // €10.00 → 0.00011 BTC = 11 000 satoshi
    [1000, EUR, BTC, 11_000],
    // 0.001 BTC (100 000 sat) → €90.9090… → €90.90
    [100_000, BTC, EUR, 9090],
    // 1 satoshi → €0.0009 → €0.00
    [1, BTC, EUR, 0],
    // negative amounts round toward zero too
    [-500, USD, EUR, -462],
  ])('%s minor units of %o → %s of %o', (value, from, to, expected) => {
    expect(convertMinorUnits(value, from, to, RATES)).toBe(expected);
  });

  it('computes with the decimal rate, not its binary float (100 × 0.29 is 29, not 28.999…)', () => {
    expect(100 * 0.29).toBeLessThan(29);
    expect(convertMinorUnits(100, EUR, { code: 'XTS', subunits: 100 }, { EUR: 1, XTS: 0.29 })).toBe(29);
  });

  it('keeps an amount in the same currency and sub-units without a rate', () => {
    expect(convertMinorUnits(123, EUR, EUR, {})).toBe(123);
  });

  it('rescales the same currency with other sub-units by its rate', () => {
    expect(convertMinorUnits(123, EUR, { code: 'EUR', subunits: 1 }, { EUR: 1 })).toBe(1);
  });

  it.each([
    [1, { code: 'CHF', subunits: 100 }, EUR],
    [1, EUR, { code: 'CHF', subunits: 100 }],
  ])('is null when a rate is missing', (value, from, to) => {
    expect(convertMinorUnits(value, from, to, RATES)).toBeNull();
  });

  it('is null for a zero or negative rate', () => {
    expect(convertMinorUnits(100, EUR, USD, { EUR: 1, USD: 0 })).toBeNull();
    expect(convertMinorUnits(100, EUR, USD, { EUR: -1, USD: 1 })).toBeNull();
  });

  it.each([
    [1.5, EUR, USD],
    [Number.MAX_SAFE_INTEGER + 1, EUR, USD],
    [100, { code: 'EUR', subunits: 0 }, USD],
    [100, EUR, { code: 'USD', subunits: 2.5 }],
  ])('is null for an amount or sub-units that are not safe positive integers (%s)', (value, from, to) => {
    expect(convertMinorUnits(value, from, to, RATES)).toBeNull();
  });

  it('is null when the result would not be a safe integer', () => {
    expect(convertMinorUnits(Number.MAX_SAFE_INTEGER, EUR, JPY, RATES)).toBeNull();
  });

  it('never converts into more than the amount is worth, and loses less than one minor unit', () => {
    const currencies = [EUR, USD, GBP, JPY, BTC];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(...currencies), fc.constantFrom(...currencies), (value, from, to) => {
        const converted = convertMinorUnits(value, from, to, RATES);
        if (converted === null || !Number.isInteger(converted)) return false;
        // The exact target amount is exact / scale minor units (rates in millionths, all whole):
        // converted ≤ exact / scale < converted + 1.
        const millionths = (code: string) => BigInt(Math.round((RATES[code] ?? 0) * 1e6));
        const exact = BigInt(value) * millionths(to.code) * BigInt(to.subunits);
        const scale = millionths(from.code) * BigInt(from.subunits);
        return BigInt(converted) * scale <= exact && exact < (BigInt(converted) + 1n) * scale;
      }),
    );
  });
});
