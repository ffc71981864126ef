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
 * ordered by priority. The groups the site configuration lists (`order`, its market_groups by
 * groupKey, spec core §3) come first in the operator's order; the others follow by their best
 * market's priority (a lower priority number is more important and comes first,
 * lib/sorting/priority). A group with no market of this match is not shown.
 */
export function groupMarkets(markets: readonly Market[], order: readonly { groupKey: string }[] = []): MarketGroup[] {
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
  const rank = new Map(order.map((group, index) => [group.groupKey, index]));
  const unranked = order.length;
  return [...groups.entries()]
    .map(([key, list], found) => ({ key, markets: list, found }))
    .sort((a, b) => (rank.get(a.key) ?? unranked) - (rank.get(b.key) ?? unranked) || a.found - b.found)
    .map(({ key, markets: list }) => ({ key, markets: list }));
}

/**
 * A group's tab label: the page's own translation of a built-in group key, else the name the
 * operator gave the group in the site configuration (a group only it defines), else the key.
 */
export function marketGroupLabel(key: string, translated: string | null, configured: readonly { groupKey: string; name: string }[]): string {
  return translated ?? configured.find((group) => group.groupKey === key)?.name ?? key.replaceAll('_', ' ');
}
