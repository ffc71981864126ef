import { describe, expect, it } from 'vitest';
import { aMarket } from '@/test/fixtures';
import { UNGROUPED_KEY, groupMarkets } from './group-markets';

describe('groupMarkets', () => {
  it('groups by market group and orders by priority', () => {
    const winner = aMarket({ marketId: 1, priority: 100, marketGroups: ['main'] });
    const total = aMarket({ marketId: 18, priority: 50, marketGroups: ['main', 'goals'] });
    const btts = aMarket({ marketId: 29, priority: 70, marketGroups: ['goals'] });
    const groups = groupMarkets([total, btts, winner]);
    expect(groups.map((group) => group.key)).toEqual(['main', 'goals']);
    expect(groups[0]?.markets.map((market) => market.marketId)).toEqual([1, 18]);
    expect(groups[1]?.markets.map((market) => market.marketId)).toEqual([29, 18]);
  });
  it('puts markets without a group under "other"', () => {
    expect(groupMarkets([aMarket({ marketGroups: [] })])[0]?.key).toBe(UNGROUPED_KEY);
  });
});
