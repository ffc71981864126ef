import type { MarketStatus } from '@sportsbook/domain';
import type { MarketDto, OutcomeDto } from './market';

export interface Outcome {
  outcomeId: string;
  name: string;
  active: boolean;
  odds: number;
}

export interface Market {
  matchUrnId: string;
  marketId: number;
  name: string;
  status: MarketStatus;
  specifier: string;
  outcomes: Outcome[];
  marketGroups: string[];
  priority: number;
  mostBalanced: boolean;
  nextBetStop: string | null;
  customBetGroups: string[];
}

export function toOutcome(dto: OutcomeDto): Outcome {
  return { outcomeId: dto.id, name: dto.name, active: dto.active, odds: dto.odds };
}

export function toMarket(dto: MarketDto): Market {
  return {
    matchUrnId: dto.match_urn_id,
    marketId: dto.id,
    name: dto.name,
    status: dto.status,
    specifier: dto.specifier,
    outcomes: dto.outcomes.map(toOutcome),
    marketGroups: dto.market_groups,
    priority: dto.priority,
    mostBalanced: dto.most_balanced,
    nextBetStop: dto.next_bet_stop,
    customBetGroups: dto.custom_bet_groups,
  };
}

/** A market's key inside one match: its type id and its specifier. */
export function marketKey(market: { marketId: number; specifier: string }): string {
  return market.specifier ? `${market.marketId}|${market.specifier}` : String(market.marketId);
}
