import type { CustomBetCalculationDto, CustomBetOddsDto, CustomBetSelectionBody, Market, Outcome } from '@sportsbook/contracts/models';

/** spec core §4: a custom bet needs at least two selections that are not suspended. */
export const CUSTOM_BET_MIN_SELECTIONS = 2;

export interface BuilderPick {
  market: Market;
  outcome: Outcome;
}

export function marketKey(market: Pick<Market, 'marketId' | 'specifier'>): string {
  return `${market.marketId}|${market.specifier}`;
}

export function outcomeKey(marketId: number, specifier: string, outcomeId: string): string {
  return `${marketId}|${specifier}|${outcomeId}`;
}

/** Picking an outcome: the same one again removes it; another of the same market replaces it. */
export function togglePick(picks: readonly BuilderPick[], pick: BuilderPick): BuilderPick[] {
  const key = marketKey(pick.market);
  const existing = picks.find((item) => marketKey(item.market) === key);
  if (existing?.outcome.outcomeId === pick.outcome.outcomeId) return picks.filter((item) => item !== existing);
  if (existing) return picks.map((item) => (item === existing ? pick : item));
  return [...picks, pick];
}

export function isSuspendedPick(pick: BuilderPick): boolean {
  return pick.market.status !== 1 || !pick.outcome.active;
}

export function toWireSelections(matchId: number, picks: readonly BuilderPick[]): CustomBetSelectionBody[] {
  return picks.map(({ market, outcome }) => ({ match_id: matchId, market_id: market.marketId, specifier: market.specifier, outcome_id: outcome.outcomeId }));
}

/** The server's texts of the refusals (localized_message, spec core §8), without repeats. */
export function refusalMessages(calculation: CustomBetCalculationDto | undefined): string[] {
  return [...new Set((calculation?.refusals ?? []).map((refusal) => refusal.localized_message).filter(Boolean))];
}

/** The price to put on the slip, or null: ≥ 2 non-suspended picks, all combined, a price, no refusal. */
export function addablePrice(picks: readonly BuilderPick[], calculation: CustomBetCalculationDto | undefined): number | null {
  if (picks.filter((pick) => !isSuspendedPick(pick)).length < CUSTOM_BET_MIN_SELECTIONS) return null;
  if (picks.some(isSuspendedPick)) return null;
  if (!calculation || calculation.refusals.length > 0 || calculation.odds === null) return null;
  return calculation.combined.length === picks.length ? calculation.odds : null;
}

/** Builder price of adding each outcome (by outcomeKey) from POST /bets/custom/odds. */
export function oddsByOutcome(odds: CustomBetOddsDto | undefined): Map<string, number | null> {
  return new Map((odds?.outcomes ?? []).map((item) => [outcomeKey(item.market_id, item.specifier, item.outcome_id), item.odds]));
}
