import type { Market } from '@sportsbook/contracts/models';
import { byPriority } from '@/lib/sorting/priority';

export interface MarketGroup {
  key: string;
  markets: Market[];
}

/** Markets without a group land here. */
export const UNGROUPED_KEY = 'other';

/**
 * Groups a match's markets by market group (a market may belong to several), each group
 * ordered by priority, groups ordered by their best market's priority (a lower priority number
 * is more important and comes first, lib/sorting/priority).
 */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const sorted = [...markets].sort((a, b) => byPriority(a, b) || a.marketId - b.marketId);
  const groups = new Map<string, Market[]>();
  for (const market of sorted) {
    const keys = market.marketGroups.length > 0 ? market.marketGroups : [UNGROUPED_KEY];
    for (const key of keys) {
      const list = groups.get(key);
      if (list) list.push(market);
      else groups.set(key, [market]);
    }
  }
  return [...groups.entries()].map(([key, list]) => ({ key, markets: list }));
}
