import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convertMoney, type RateTable } from '../src';

const RATES: RateTable = { EUR: 1, USD: 1.1, JPY: 160, BTC: 0.00002 };
const EUR = { code: 'EUR', subunits: 100 };
const USD = { code: 'USD', subunits: 100 };
const JPY = { code: 'JPY', subunits: 1 };
const BTC = { code: 'BTC', subunits: 100_000_000 };

// spec core §4 "Restored bets in another currency than the active one are converted" (rounded down).
describe('convertMoney', () => {
  it.each([
    [{ value: 1000, currency: 'EUR', subunits: 100 }, USD, 1100],
    [{ value: 1100, currency: 'USD', subunits: 100 }, EUR, 1000],
    [{ value: 1000, currency: 'EUR', subunits: 100 }, JPY, 1600],
    [{ value: 100, currency: 'JPY', subunits: 1 }, EUR, 62],
    [{ value: 1000, currency: 'EUR', subunits: 100 }, BTC, 20_000],
    [{ value: 1, currency: 'EUR', subunits: 100 }, USD, 1],
    [{ value: -1000, currency: 'EUR', subunits: 100 }, USD, -1100],
  ])('%o → %s minor units of %o', (amount, target, value) => {
    expect(convertMoney(amount, target, RATES)).toEqual({ value, currency: target.code, subunits: target.subunits });
  });

  it('returns the same amount in the same currency', () => {
    const amount = { value: 123, currency: 'EUR', subunits: 100 };
    expect(convertMoney(amount, EUR, {})).toBe(amount);
  });

  it.each([
    [{ value: 1, currency: 'GBP', subunits: 100 }, EUR],
    [{ value: 1, currency: 'EUR', subunits: 100 }, { code: 'GBP', subunits: 100 }],
  ])('returns null when a rate is missing', (amount, target) => {
    expect(convertMoney(amount, target, RATES)).toBeNull();
  });

  it('refuses a zero rate', () => {
    expect(convertMoney({ value: 1, currency: 'EUR', subunits: 100 }, USD, { EUR: 1, USD: 0 })).toBeNull();
  });

  it('always yields integer minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(EUR, USD, JPY, BTC), fc.constantFrom(EUR, USD, JPY, BTC), (value, from, to) => {
        const converted = convertMoney({ value, currency: from.code, subunits: from.subunits }, to, RATES);
        return converted !== null && Number.isInteger(converted.value);
      }),
    );
  });
});
