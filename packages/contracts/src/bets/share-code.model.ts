import type { BetType } from '@sportsbook/domain';
import type { ShareBetBody, SharedBetDto, SharedBetsDto, SharedSelectionDto } from './share-code';

/** Client shapes of shared bets (spec promotions §4 "Shared bets"), mapped from the wire. */
export interface SharedSelection {
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  matchType: string;
  matchStatus: number;
  startTime: string;
  provider: string;
  sportKey: string;
  sportName: string;
  categoryName: string;
  tournamentName: string;
  nameA: string;
  nameB: string;
  logoA: string | null;
  logoB: string | null;
  marketId: number;
  marketName: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  odds: number;
  active: boolean;
  isSuspended: boolean;
}

export interface SharedBet {
  type: BetType;
  /** Minor units in `currency` (`subunits` per major unit); null when the slip had none. */
  stake: { value: number; currency: string; subunits: number } | null;
  system: { winCount: number; totalCount: number } | null;
  selections: SharedSelection[];
}

/** What the slip sends to share a bet. */
export interface ShareBetInput {
  type: BetType;
  stake?: { value: number; currency: string } | null;
  system?: { winCount: number; totalCount: number } | null;
  selections: { matchId: number; marketId: number; specifier: string; outcomeId: string }[];
}

export function toShareCodeBody(bets: readonly ShareBetInput[]): { bets: ShareBetBody[] } {
  return {
    bets: bets.map((bet) => ({
      type: bet.type,
      stake: bet.stake ?? null,
      system: bet.system ? { win_count: bet.system.winCount, total_count: bet.system.totalCount } : null,
      selections: bet.selections.map((selection) => ({ match_id: selection.matchId, market_id: selection.marketId, specifier: selection.specifier, outcome_id: selection.outcomeId })),
    })),
  };
}

export function toSharedSelection(dto: SharedSelectionDto): SharedSelection {
  return {
    matchId: dto.match_id,
    matchUrnId: dto.match.urn_id,
    matchSlug: dto.match.slug,
    matchType: dto.match.type,
    matchStatus: dto.match.status,
    startTime: dto.match.start_time,
    provider: dto.match.provider,
    sportKey: dto.match.sport_key,
    sportName: dto.match.sport_name,
    categoryName: dto.match.category_name,
    tournamentName: dto.match.tournament.name,
    nameA: dto.match.home?.name ?? '',
    nameB: dto.match.away?.name ?? '',
    logoA: dto.match.home?.logo ?? null,
    logoB: dto.match.away?.logo ?? null,
    marketId: dto.market_id,
    marketName: dto.market_name,
    specifier: dto.specifier,
    outcomeId: dto.outcome_id,
    outcomeName: dto.outcome_name,
    odds: dto.odds,
    active: dto.active,
    isSuspended: dto.is_suspended,
  };
}

export function toSharedBet(dto: SharedBetDto): SharedBet {
  return {
    type: dto.type,
    stake: dto.stake,
    system: dto.system ? { winCount: dto.system.win_count, totalCount: dto.system.total_count } : null,
    selections: dto.selections.map(toSharedSelection),
  };
}

export function toSharedBets(dto: SharedBetsDto): SharedBet[] {
  return dto.bets.map(toSharedBet);
}
