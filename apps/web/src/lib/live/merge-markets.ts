import { marketKey, type Market, type Outcome } from '@sportsbook/contracts/models';
import { MARKET_STATUS } from '@sportsbook/domain';
import { mergeFields, sameValue } from './same-value';

/**
 * An outcome's odds change only if the value differs (spec promotions §4, core §4): an equal
 * outcome keeps its previous object.
 */
export function mergeOutcomes(previous: Outcome[], next: Outcome[]): Outcome[] {
  const byId = new Map(previous.map((outcome) => [outcome.outcomeId, outcome]));
  let changed = previous.length !== next.length;
  const merged = next.map((outcome, index) => {
    const before = byId.get(outcome.outcomeId);
    const kept = before && sameValue(before, outcome) ? before : outcome;
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? merged : previous;
}

export function mergeMarket(previous: Market, next: Market): Market {
  return mergeFields(previous, next, { outcomes: mergeOutcomes });
}

/** Markets with status 0 (not allowed) are dropped from lists (spec core §3). */
export function isListedMarket(market: Market): boolean {
  return market.status !== MARKET_STATUS.notAllowed;
}

/**
 * A match's markets after an update that carries them all: markets not allowed are dropped,
 * unchanged markets and outcomes keep their objects, and an identical list is the same list.
 */
export function mergeMarkets(previous: Market[], next: Market[]): Market[] {
  const byKey = new Map(previous.map((market) => [marketKey(market), market]));
  const listed = next.filter(isListedMarket);
  let changed = previous.length !== listed.length;
  const merged = listed.map((market, index) => {
    const before = byKey.get(marketKey(market));
    const kept = before ? mergeMarket(before, market) : market;
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? merged : previous;
}

/** One market of a match (main, secondary) against a full update: dropped when not allowed. */
export function mergeSingleMarket(previous: Market | null, next: Market | null): Market | null {
  if (next === null || !isListedMarket(next)) return null;
  return previous && marketKey(previous) === marketKey(next) ? mergeMarket(previous, next) : next;
}
