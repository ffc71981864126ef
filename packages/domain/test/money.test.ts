import { describe, expect, it } from 'vitest';
import { isSameCurrency, money, subunitDecimals, toDecimalString } from '../src';

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
