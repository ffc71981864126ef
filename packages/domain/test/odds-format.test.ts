import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_ODDS_FORMAT,
  ODDS_FORMATS,
  formatOdds,
  isOddsFormat,
  type OddsFormat,
} from '../src';

// spec core §3 "Odds formats": seven formats, decimal (European) the default.
describe('odds formats', () => {
  it('lists the seven formats of the spec, decimal first and default', () => {
    expect(ODDS_FORMATS).toEqual(['decimal', 'british', 'hongkong', 'american', 'indonesian', 'malaysian', 'percent']);
    expect(DEFAULT_ODDS_FORMAT).toBe('decimal');
  });

  it.each([...ODDS_FORMATS])('accepts %s', (format) => {
    expect(isOddsFormat(format)).toBe(true);
  });

  it.each(['', 'european', 'fractional', 'Decimal', 'us'])('refuses %j', (value) => {
    expect(isOddsFormat(value)).toBe(false);
  });
});

// Published conversion chart rows (decimal, british, american, hongkong, indonesian, malaysian, percent).
// spec core §9: 2 decimals for European, Hong Kong and Indonesian; 4 for Malaysian.
const CHART: readonly (readonly [number, string, string, string, string, string, string])[] = [
  [1.1, '1/10', '-1000', '0.10', '-10.00', '0.1000', '90.91%'],
  [1.25, '1/4', '-400', '0.25', '-4.00', '0.2500', '80.00%'],
  [1.5, '1/2', '-200', '0.50', '-2.00', '0.5000', '66.67%'],
  [1.667, '667/1000', '-150', '0.67', '-1.50', '0.6670', '59.99%'],
  [1.8, '4/5', '-125', '0.80', '-1.25', '0.8000', '55.56%'],
  [1.91, '91/100', '-110', '0.91', '-1.10', '0.9100', '52.36%'],
  [2, '1/1', '+100', '1.00', '1.00', '1.0000', '50.00%'],
  [2.5, '3/2', '+150', '1.50', '1.50', '-0.6667', '40.00%'],
  [2.75, '7/4', '+175', '1.75', '1.75', '-0.5714', '36.36%'],
  [3, '2/1', '+200', '2.00', '2.00', '-0.5000', '33.33%'],
  [5, '4/1', '+400', '4.00', '4.00', '-0.2500', '20.00%'],
  [11, '10/1', '+1000', '10.00', '10.00', '-0.1000', '9.09%'],
];

describe('formatOdds against a published conversion chart', () => {
  it.each(CHART)('%s → %s %s HK %s Indo %s Malay %s %s', (decimal, british, american, hk, indo, malay, percent) => {
    expect(formatOdds(decimal, 'british')).toBe(british);
    expect(formatOdds(decimal, 'american')).toBe(american);
    expect(formatOdds(decimal, 'hongkong')).toBe(hk);
    expect(formatOdds(decimal, 'indonesian')).toBe(indo);
    expect(formatOdds(decimal, 'malaysian')).toBe(malay);
    expect(formatOdds(decimal, 'percent')).toBe(percent);
  });

  it.each([
    [2.5, '2.50'],
    [1.01, '1.01'],
    [1.005, '1.01'],
    [1.004, '1.00'],
    [13.333, '13.33'],
    [1000, '1000.00'],
  ])('decimal %s shows as %s (2 decimals, half away from zero)', (odds, text) => {
    expect(formatOdds(odds, 'decimal')).toBe(text);
  });

  it('has no float artefacts where naive subtraction would show them', () => {
    expect(formatOdds(1.1, 'hongkong')).toBe('0.10');
    expect(formatOdds(1.15, 'hongkong')).toBe('0.15');
  });

  it.each([...ODDS_FORMATS])('shows "-" for an invalid price in %s', (format: OddsFormat) => {
    expect(formatOdds(1, format)).toBe('-');
    expect(formatOdds(0.5, format)).toBe('-');
    expect(formatOdds(Number.NaN, format)).toBe('-');
    expect(formatOdds(Number.POSITIVE_INFINITY, format)).toBe('-');
  });

  it('shows the exact decimal count of each format for any price', () => {
    const decimalsOf = (text: string) => text.replace('%', '').split('.')[1]?.length ?? 0;
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (thousandths) => {
        const odds = thousandths / 1000;
        expect(decimalsOf(formatOdds(odds, 'decimal'))).toBe(2);
        expect(decimalsOf(formatOdds(odds, 'hongkong'))).toBe(2);
        expect(decimalsOf(formatOdds(odds, 'indonesian'))).toBe(2);
        expect(decimalsOf(formatOdds(odds, 'malaysian'))).toBe(4);
        expect(decimalsOf(formatOdds(odds, 'percent'))).toBe(2);
        expect(formatOdds(odds, 'american')).toMatch(/^[+-]\d+$/);
        expect(formatOdds(odds, 'british')).toMatch(/^\d+\/\d+$/);
      }),
    );
  });
});
