import { describe, expect, it } from 'vitest';
import { aMarket } from '@/test/fixtures';
import { UNGROUPED_KEY, groupMarkets, marketGroupLabel } from './group-markets';

describe('groupMarkets', () => {
  it('groups by market group and orders by priority, the lower number first', () => {
    const winner = aMarket({ marketId: 1, priority: 1, marketGroups: ['main'] });
    const total = aMarket({ marketId: 18, priority: 10, marketGroups: ['main', 'goals'] });
    const btts = aMarket({ marketId: 29, priority: 5, marketGroups: ['goals'] });
    const groups = groupMarkets([total, btts, winner]);
    expect(groups.map((group) => group.key)).toEqual(['main', 'goals']);
    expect(groups[0]?.markets.map((market) => market.marketId)).toEqual([1, 18]);
    expect(groups[1]?.markets.map((market) => market.marketId)).toEqual([29, 18]);
  });
  it('puts the main group first and the half group last with the football feed priorities', () => {
    // apps/api feed pricing: 1x2 1, Total 10, Handicap 20, Correct score 40, Half-time result 50.
    const groups = groupMarkets([
      aMarket({ marketId: 60, priority: 50, marketGroups: ['half'] }),
      aMarket({ marketId: 41, priority: 40, marketGroups: ['score'] }),
      aMarket({ marketId: 16, priority: 20, marketGroups: ['main', 'handicap'] }),
      aMarket({ marketId: 18, priority: 10, marketGroups: ['main', 'goals'] }),
      aMarket({ marketId: 1, priority: 1, marketGroups: ['main'] }),
    ]);
    expect(groups.map((group) => group.key)).toEqual(['main', 'goals', 'handicap', 'score', 'half']);
    expect(groups[0]?.markets.map((market) => market.marketId)).toEqual([1, 18, 16]);
  });
  it('keeps the API order of equal priorities of one market type (its lines)', () => {
    const lines = ['total=1.5', 'total=2.5', 'total=3.5'].map((specifier) => aMarket({ marketId: 18, specifier, priority: 10 }));
    expect(groupMarkets(lines)[0]?.markets.map((market) => market.specifier)).toEqual(['total=1.5', 'total=2.5', 'total=3.5']);
  });
  it('puts markets without a group under "other"', () => {
    expect(groupMarkets([aMarket({ marketGroups: [] })])[0]?.key).toBe(UNGROUPED_KEY);
  });
  it('puts the groups of the site configuration first, in its order, then the others by priority', () => {
    const markets = [
      aMarket({ marketId: 1, priority: 1, marketGroups: ['main'] }),
      aMarket({ marketId: 41, priority: 40, marketGroups: ['score'] }),
      aMarket({ marketId: 60, priority: 50, marketGroups: ['half'] }),
      aMarket({ marketId: 70, priority: 60, marketGroups: ['specials'] }),
    ];
    const order = [{ groupKey: 'half' }, { groupKey: 'main' }, { groupKey: 'corners' }];
    expect(groupMarkets(markets, order).map((group) => group.key)).toEqual(['half', 'main', 'score', 'specials']);
  });
});

describe('marketGroupLabel', () => {
  const configured = [{ groupKey: 'specials', name: 'Specials' }, { groupKey: 'main', name: 'Popular' }];
  it('speaks the page language for a built-in group, the operator\'s name for its own, else the key', () => {
    expect(marketGroupLabel('main', 'رئيسي', configured)).toBe('رئيسي');
    expect(marketGroupLabel('specials', null, configured)).toBe('Specials');
    expect(marketGroupLabel('player_props', null, configured)).toBe('player props');
  });
});
