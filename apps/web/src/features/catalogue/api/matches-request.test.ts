import { describe, expect, it } from 'vitest';
import { aMarket, aMatch } from '@/test/fixtures';
import { toListingMatch } from './matches-request';

describe('toListingMatch', () => {
  it('keeps the main market and leaves the others out', () => {
    const main = aMarket({ marketId: 1 });
    const match = { ...aMatch({ status: 1 }), mainMarket: main, secondaryMarket: aMarket({ marketId: 18 }), topMarkets: [main, aMarket({ marketId: 18 })] };
    const listed = toListingMatch(match);
    expect(listed.mainMarket).toBe(main);
    expect(listed.secondaryMarket).toBeNull();
    expect(listed.topMarkets).toEqual([]);
    expect({ ...listed, secondaryMarket: match.secondaryMarket, topMarkets: match.topMarkets }).toEqual(match);
  });

  it('returns a match that is already a listing match as it is', () => {
    const match = { ...aMatch({ status: 0 }), secondaryMarket: null, topMarkets: [] };
    expect(toListingMatch(match)).toBe(match);
  });
});
