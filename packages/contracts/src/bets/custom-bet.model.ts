import { toMarket, type Market } from '../catalogue/market.model';
import type { CustomBetCalculationDto, CustomBetMarketsDto, CustomBetOddsDto, CustomBetRefusalCode, CustomBetRefusalDto, CustomBetSelectionBody } from './custom-bet';

/** Client shapes of the bet builder calls (camelCase), mapped from the wire. */
export interface CustomBetSelectionRef {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

export interface CustomBetRefusal {
  selectionIndexes: number[];
  outcomeIds: string[];
  conflictsWith: number[];
  code: CustomBetRefusalCode;
  messageKey: string;
  localizedMessage: string;
}

export interface CustomBetCalculation {
  /** Decimal builder price, null when the selections give none. */
  odds: number | null;
  probability: number | null;
  productOdds: number | null;
  combined: number[];
  refusals: CustomBetRefusal[];
}

export interface CustomBetOutcomeOdds {
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: number | null;
  code: CustomBetRefusalCode | null;
}

export interface CustomBetOdds {
  matchId: number;
  odds: number | null;
  outcomes: CustomBetOutcomeOdds[];
}

export interface CustomBetMarkets {
  markets: Market[];
  /** Builder groups in display order; market keys as `marketKey()` builds them ("18|total=2.5"). */
  groups: { key: string; marketKeys: string[] }[];
}

/** The request body of calculate and odds from slip selections. */
export function toCustomBetBody(selections: readonly CustomBetSelectionRef[]): { selections: CustomBetSelectionBody[] } {
  return { selections: selections.map((selection) => ({ match_id: selection.matchId, market_id: selection.marketId, specifier: selection.specifier, outcome_id: selection.outcomeId })) };
}

export function toCustomBetRefusal(dto: CustomBetRefusalDto): CustomBetRefusal {
  return {
    selectionIndexes: dto.selection_indexes,
    outcomeIds: dto.outcome_ids,
    conflictsWith: dto.conflicts_with,
    code: dto.code,
    messageKey: dto.message_key,
    localizedMessage: dto.localized_message,
  };
}

export function toCustomBetCalculation(dto: CustomBetCalculationDto): CustomBetCalculation {
  return { odds: dto.odds, probability: dto.probability, productOdds: dto.product_odds, combined: dto.combined, refusals: dto.refusals.map(toCustomBetRefusal) };
}

export function toCustomBetOdds(dto: CustomBetOddsDto): CustomBetOdds {
  return {
    matchId: dto.match_id,
    odds: dto.odds,
    outcomes: dto.outcomes.map((outcome) => ({ marketId: outcome.market_id, specifier: outcome.specifier, outcomeId: outcome.outcome_id, odds: outcome.odds, code: outcome.code })),
  };
}

export function toCustomBetMarkets(dto: CustomBetMarketsDto): CustomBetMarkets {
  return { markets: dto.data.map(toMarket), groups: dto.groups.map((group) => ({ key: group.key, marketKeys: group.market_ids })) };
}
