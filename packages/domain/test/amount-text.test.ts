import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_PROBLEM, parseAmount, parseAmountText, toDecimalString } from '../src';

// Issue 18 point 1: a typed stake is read whole or refused with the reason; never a valid prefix.
describe('parseAmountText', () => {
  it.each([
    ['12.5', 100, 1250],
    ['0,01', 100, 1],
    ['.5', 100, 50],
    ['5.', 100, 500],
    ['0', 100, 0],
    ['  7 ', 100, 700],
    ['150', 1, 150],
    ['0.00000001', 100_000_000, 1],
  ])('%j with %s subunits is %s minor units', (text, subunits, value) => {
    expect(parseAmountText(text, subunits)).toEqual({ ok: true, value });
  });

  it.each([
    ['', AMOUNT_PROBLEM.empty],
    ['   ', AMOUNT_PROBLEM.empty],
    ['abc', AMOUNT_PROBLEM.notANumber],
    ['5x', AMOUNT_PROBLEM.notANumber],
    ['1e3', AMOUNT_PROBLEM.notANumber],
    ['0x10', AMOUNT_PROBLEM.notANumber],
    ['.', AMOUNT_PROBLEM.notANumber],
    ['-', AMOUNT_PROBLEM.notANumber],
    ['-abc', AMOUNT_PROBLEM.notANumber],
    ['1.2.3', AMOUNT_PROBLEM.notANumber],
    ['+5', AMOUNT_PROBLEM.notANumber],
    ['-1', AMOUNT_PROBLEM.negative],
    ['- 2.50', AMOUNT_PROBLEM.negative],
    ['1.234', AMOUNT_PROBLEM.tooManyDecimals],
    ['99999999999999999', AMOUNT_PROBLEM.tooLarge],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseAmountText(text, 100)).toEqual({ ok: false, problem });
  });

  it('counts decimals by the currency: none for 1 subunit', () => {
    expect(parseAmountText('1.5', 1)).toEqual({ ok: false, problem: AMOUNT_PROBLEM.tooManyDecimals });
  });

  it('reads back every amount it writes, for every currency precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom(1, 100, 1000, 100_000_000), (value, subunits) => {
        expect(parseAmountText(toDecimalString({ value, subunits, currency: 'X' }), subunits)).toEqual({ ok: true, value });
      }),
    );
  });

  it('never accepts text with anything but digits and one separator', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseAmountText(text, 100);
        if (parsed.ok) expect(text.trim()).toMatch(/^\d*[.,]?\d*$/);
      }),
    );
  });
});

describe('parseAmount', () => {
  it('is the amount, or null for any problem', () => {
    expect(parseAmount('12.5', 100)).toBe(1250);
    expect(parseAmount('', 100)).toBeNull();
    expect(parseAmount('5x', 100)).toBeNull();
  });
});
