import type { Market, Match, Statistics } from '@sportsbook/contracts/models';
import { isLiveStatus } from '@sportsbook/domain';
import { marketKey } from '@sportsbook/contracts/models';
import { isListedMarket, mergeMarket, mergeMarkets, mergeSingleMarket } from './merge-markets';
import { mergeFields } from './same-value';

/** Score, clock and statistics fields update only when they changed (spec core §3, §4). */
export function mergeStatistics(previous: Statistics | null, next: Statistics | null): Statistics | null {
  if (previous === null || next === null) return next;
  return mergeFields(previous, next);
}

/**
 * The sport, tournament or parent a match belongs to, as the page has it: they do not change while
 * the match is shown, and the page has their names in its own language, while a match channel is
 * shared by every language and names them in English (docs/languages.md, "Catalogue names").
 */
function sameCatalogueItem<T extends { id: number } | null>(previous: T, next: T): T {
  return previous !== null && next !== null && previous.id === next.id ? previous : next;
}

/**
 * A match after a match_changed / match_status_changed event (the full match): unchanged parts
 * keep their objects, odds change only where the value differs, markets not allowed are
 * dropped, the live flag is derived from the status (spec promotions §4), and the catalogue
 * names stay in the page's language.
 */
export function mergeMatch(previous: Match, next: Match): Match {
  const incoming: Match = { ...next, isLive: isLiveStatus(next.status) };
  return mergeFields(previous, incoming, {
    sport: sameCatalogueItem,
    tournament: sameCatalogueItem,
    parent: sameCatalogueItem,
    statistics: mergeStatistics,
    mainMarket: mergeSingleMarket,
    secondaryMarket: mergeSingleMarket,
    topMarkets: mergeMarkets,
  });
}

/**
 * A match's own markets (main, secondary, top) after a markets_changed event that carries all
 * of its markets: each is replaced by its new version; one now not allowed is dropped; one not
 * in the event is kept as it was (the next match_changed says whether it is gone).
 */
export function applyMarketsToMatch(match: Match, markets: Market[]): Match {
  const byKey = new Map(markets.map((market) => [marketKey(market), market]));
  const update = (market: Market | null): Market | null => {
    if (market === null) return null;
    const next = byKey.get(marketKey(market));
    if (!next) return market;
    return isListedMarket(next) ? mergeMarket(market, next) : null;
  };
  const mainMarket = update(match.mainMarket);
  const secondaryMarket = update(match.secondaryMarket);
  const topMarkets = match.topMarkets.map(update).filter((market): market is Market => market !== null);
  const topChanged = topMarkets.length !== match.topMarkets.length || topMarkets.some((market, index) => market !== match.topMarkets[index]);
  if (mainMarket === match.mainMarket && secondaryMarket === match.secondaryMarket && !topChanged) return match;
  return { ...match, mainMarket, secondaryMarket, topMarkets: topChanged ? topMarkets : match.topMarkets };
}
