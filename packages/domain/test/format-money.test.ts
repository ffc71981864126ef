import { describe, expect, it } from 'vitest';
import { formatExactMoney, formatMoney, showsSubunit } from '../src';

const nbsp = '\u00a0';

// spec core §9: currency shows the sub-unit when the value is below 100 × subunits.
describe('formatMoney', () => {
  it.each([
    [{ value: 550, currency: 'EUR', subunits: 100 }, '€5.50'],
    [{ value: 9999, currency: 'EUR', subunits: 100 }, '€99.99'],
    [{ value: 10000, currency: 'EUR', subunits: 100 }, '€100'],
    [{ value: 15099, currency: 'EUR', subunits: 100 }, '€150'],
    [{ value: 123456789, currency: 'USD', subunits: 100 }, '$1,234,567'],
    [{ value: 1, currency: 'BTC', subunits: 100_000_000 }, `BTC${nbsp}0.00000001`],
    [{ value: 250_000_000, currency: 'BTC', subunits: 100_000_000 }, `BTC${nbsp}2.50000000`],
    [{ value: 50, currency: 'JPY', subunits: 1 }, '¥50'],
    [{ value: 150, currency: 'JPY', subunits: 1 }, '¥150'],
    [{ value: -550, currency: 'EUR', subunits: 100 }, '-€5.50'],
    [{ value: 1050, currency: 'USDT', subunits: 100 }, '10.50 USDT'],
    [{ value: 105000, currency: 'USDT', subunits: 100 }, '1,050 USDT'],
  ])('%o → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('uses the locale passed in', () => {
    expect(formatMoney({ value: 550, currency: 'EUR', subunits: 100 }, 'de')).toBe(`5,50${nbsp}€`);
  });

  // The number formats are kept per locale, currency and decimals: none answers for another.
  it('formats again with the format of each locale, currency and decimal count', () => {
    const euros = { value: 550, currency: 'EUR', subunits: 100 };
    expect([formatMoney(euros, 'en'), formatMoney(euros, 'de'), formatMoney(euros, 'en')]).toEqual(['€5.50', `5,50${nbsp}€`, '€5.50']);
    expect(formatMoney({ ...euros, currency: 'USD' }, 'en')).toBe('$5.50');
    expect([formatMoney({ ...euros, value: 15050 }), formatExactMoney({ ...euros, value: 15050 })]).toEqual(['€150', '€150.50']);
    expect([formatMoney({ ...euros, currency: 'USDT' }, 'de'), formatMoney({ ...euros, currency: 'USDT' }, 'en')]).toEqual(['5,50 USDT', '5.50 USDT']);
  });

  it.each([
    [9999, 100, true],
    [10000, 100, false],
    [-9999, 100, true],
    [99, 1, true],
    [100, 1, false],
    [9_999_999_999, 100_000_000, true],
  ])('showsSubunit(%s with %s subunits) = %s', (value, subunits, shown) => {
    expect(showsSubunit({ value, currency: 'X', subunits })).toBe(shown);
  });
});

// Issue 18 point 2: a bet's amounts show every minor unit, so the potential win shown is the one paid.
describe('formatExactMoney', () => {
  it.each([
    [{ value: 15350, currency: 'EUR', subunits: 100 }, '€153.50'],
    [{ value: 10000, currency: 'EUR', subunits: 100 }, '€100.00'],
    [{ value: 123456789, currency: 'USD', subunits: 100 }, '$1,234,567.89'],
    [{ value: 150, currency: 'JPY', subunits: 1 }, '¥150'],
    [{ value: 105001, currency: 'USDT', subunits: 100 }, '1,050.01 USDT'],
  ])('%o → %s', (amount, text) => {
    expect(formatExactMoney(amount)).toBe(text);
  });
});
