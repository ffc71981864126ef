import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSameCurrency, money, parseAmount, subunitDecimals, toDecimalString } from '../src';

const EUR = { code: 'EUR', subunits: 100 };
const JPY = { code: 'JPY', subunits: 1 };
const BTC = { code: 'BTC', subunits: 100_000_000 };

// ARCHITECTURE §5: money is an integer count of minor units, never a float.
describe('money', () => {
  it('builds money from integer minor units', () => {
    expect(money(550, EUR)).toEqual({ value: 550, currency: 'EUR', subunits: 100 });
  });

  it.each([0.5, Number.NaN, 2 ** 60])('refuses %s minor units', (value) => {
    expect(() => money(value, EUR)).toThrow(RangeError);
  });

  it.each([
    [100, 2],
    [1, 0],
    [1000, 3],
    [100_000_000, 8],
  ])('a currency with %s subunits has %s decimals', (subunits, decimals) => {
    expect(subunitDecimals(subunits)).toBe(decimals);
  });

  it.each([
    [1234, EUR, '12.34'],
    [5, EUR, '0.05'],
    [-5, EUR, '-0.05'],
    [1234, JPY, '1234'],
    [1, BTC, '0.00000001'],
  ])('%s minor units of %o read %s', (value, currency, text) => {
    expect(toDecimalString(money(value, currency))).toBe(text);
  });

  it('compares currencies', () => {
    expect(isSameCurrency(money(1, EUR), money(2, EUR))).toBe(true);
    expect(isSameCurrency(money(1, EUR), money(1, JPY))).toBe(false);
  });
});

describe('parseAmount', () => {
  it.each([
    ['12.5', 100, 1250],
    ['0,01', 100, 1],
    [' 3 ', 100, 300],
    ['3.', 100, 300],
    ['0.00000001', 100_000_000, 1],
    ['150', 1, 150],
  ])('%j with %s subunits → %s', (text, subunits, value) => {
    expect(parseAmount(text, subunits)).toBe(value);
  });

  it.each([
    ['', 100],
    ['abc', 100],
    ['-1', 100],
    ['1.001', 100],
    ['1.5', 1],
    ['99999999999999999', 100],
  ])('refuses %j with %s subunits', (text, subunits) => {
    expect(parseAmount(text, subunits)).toBeNull();
  });

  it('round-trips with toDecimalString for every currency precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(1, 100, 1000, 100_000_000), (value, subunits) => {
        const text = toDecimalString({ value, currency: 'X', subunits });
        return parseAmount(text, subunits) === value;
      }),
    );
  });
});
