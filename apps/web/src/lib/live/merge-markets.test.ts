import { describe, expect, it } from 'vitest';
import { aMarket } from '@/test/fixtures';
import { mergeMarket, mergeMarkets, mergeOutcomes, mergeSingleMarket } from './merge-markets';

describe('mergeOutcomes', () => {
  it('keeps an outcome whose odds did not change (odds change only when the value differs)', () => {
    const previous = aMarket().outcomes;
    const next = previous.map((outcome) => ({ ...outcome }));
    expect(mergeOutcomes(previous, next)).toBe(previous);
  });

  it('replaces only the outcome whose odds differ', () => {
    const previous = aMarket().outcomes;
    const next = previous.map((outcome, index) => (index === 0 ? { ...outcome, odds: 2.6 } : { ...outcome }));
    const merged = mergeOutcomes(previous, next);
    expect(merged).not.toBe(previous);
    expect(merged[0]!.odds).toBe(2.6);
    expect(merged[1]).toBe(previous[1]);
  });

  it('follows an outcome turning inactive', () => {
    const previous = aMarket().outcomes;
    const merged = mergeOutcomes(previous, [{ ...previous[0]!, active: false }, { ...previous[1]! }]);
    expect(merged[0]!.active).toBe(false);
    expect(merged[1]).toBe(previous[1]);
  });
});

describe('mergeMarkets', () => {
  const main = aMarket({ marketId: 1 });
  const totals = aMarket({ marketId: 18, specifier: 'total=2.5' });

  it('returns the same list when nothing changed', () => {
    const previous = [main, totals];
    expect(mergeMarkets(previous, [structuredClone(main), structuredClone(totals)])).toBe(previous);
  });

  it('drops markets with status 0 (not allowed)', () => {
    const merged = mergeMarkets([main, totals], [structuredClone(main), { ...structuredClone(totals), status: 0 }]);
    expect(merged).toEqual([main]);
    expect(merged[0]).toBe(main);
  });

  it('keeps suspended markets (status -1) and follows their status', () => {
    const merged = mergeMarkets([main], [{ ...structuredClone(main), status: -1 }]);
    expect(merged[0]!.status).toBe(-1);
    expect(merged[0]!.outcomes).toBe(main.outcomes);
  });

  it('adds new markets and tells markets apart by specifier', () => {
    const other = aMarket({ marketId: 18, specifier: 'total=3.5' });
    const merged = mergeMarkets([main, totals], [structuredClone(main), structuredClone(totals), other]);
    expect(merged).toHaveLength(3);
    expect(merged[1]).toBe(totals);
    expect(merged[2]).toBe(other);
  });

  it('mergeMarket keeps the market when only an equal copy arrives', () => {
    expect(mergeMarket(main, structuredClone(main))).toBe(main);
  });

  it('mergeSingleMarket drops a main market that became not allowed', () => {
    expect(mergeSingleMarket(main, { ...main, status: 0 })).toBeNull();
    expect(mergeSingleMarket(main, structuredClone(main))).toBe(main);
    expect(mergeSingleMarket(null, main)).toBe(main);
  });
});
