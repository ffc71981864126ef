import { MARKET_STATUS, type MarketStatus } from '@sportsbook/domain';
import type { MarketSpec } from './market-spec';
import { priceProbabilities } from './margin';

export interface PricedOutcome {
  key: string;
  name: string;
  position: number;
  active: boolean;
  /** Thousandths (ARCHITECTURE §5). */
  odds: number;
}

export interface PricedMarket extends Omit<MarketSpec, 'outcomes' | 'partition'> {
  status: MarketStatus;
  outcomes: PricedOutcome[];
}

/**
 * Applies the margin to every market. A market with a near-certain outcome is not offered
 * (status 0, never listed: spec core §3); `open` false prices it but keeps it suspended.
 */
export function priceMarkets(specs: readonly MarketSpec[], margin: number, open: boolean): PricedMarket[] {
  return specs.map(({ outcomes, partition: _partition, ...spec }) => {
    const odds = priceProbabilities(outcomes.map((outcome) => outcome.probability), margin);
    const status: MarketStatus = odds === null ? MARKET_STATUS.notAllowed : open ? MARKET_STATUS.allowed : MARKET_STATUS.suspended;
    return {
      ...spec,
      status,
      outcomes: outcomes.map((outcome, position) => ({
        key: outcome.key,
        name: outcome.name,
        position,
        active: odds !== null,
        odds: odds?.[position] ?? 1001,
      })),
    };
  });
}
