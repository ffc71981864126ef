import type { BetDto, BetResult, BetSelectionDto, BetStatus, SelectionStatus } from './bet';

/**
 * Client shape of a placed bet (spec core §3 "Bet (server)"), camelCase, mapped from the wire.
 * Money stays integer minor units with its currency and subunits; odds stay decimal.
 */
export interface PlacedBetSelection {
  id: string;
  status: SelectionStatus;
  odds: number;
  specifier: string;
  marketId: number;
  marketName: string;
  outcomeId: string;
  outcomeName: string;
  match: {
    id: number;
    slug: string;
    sportKey: string;
    nameA: string;
    nameB: string;
    tournamentName: string;
    startTime: string;
    type: string;
    provider: string;
  };
}

export interface PlacedBet {
  id: string;
  type: BetDto['type'];
  ref: string;
  status: BetStatus;
  /** Stake in minor units. */
  stake: number;
  currency: string;
  subunits: number;
  /** Paid amount in minor units once settled (null while open). */
  winAmount: number | null;
  odds: number;
  selections: PlacedBetSelection[];
  createdAt: string;
  result: BetResult;
  /** Current cashout offer in minor units; null when not offered. */
  toCashout: number | null;
  bonus: { id: string; type: string; odds: number | null } | null;
  system: { id: string; winCount: number; totalCount: number } | null;
  usedInJackpot: boolean;
  isVip: boolean;
  potentialWinAmount: number;
}

export function toPlacedBetSelection(dto: BetSelectionDto): PlacedBetSelection {
  return {
    id: dto.id,
    status: dto.status,
    odds: dto.odds,
    specifier: dto.specifier,
    marketId: dto.market.id,
    marketName: dto.market.name,
    outcomeId: dto.outcome.id,
    outcomeName: dto.outcome.name,
    match: {
      id: dto.match.id,
      slug: dto.match.slug,
      sportKey: dto.match.sport_key,
      nameA: dto.match.home,
      nameB: dto.match.away,
      tournamentName: dto.match.tournament_name,
      startTime: dto.match.start_time,
      type: dto.match.type,
      provider: dto.match.provider,
    },
  };
}

export function toPlacedBet(dto: BetDto): PlacedBet {
  return {
    id: dto.id,
    type: dto.type,
    ref: dto.ref,
    status: dto.status,
    stake: dto.stake.value,
    currency: dto.stake.currency,
    subunits: dto.stake.subunits,
    winAmount: dto.win_amount,
    odds: dto.odds,
    selections: dto.selections.map(toPlacedBetSelection),
    createdAt: dto.created_at,
    result: dto.result,
    toCashout: dto.to_cashout,
    bonus: dto.bonus ? { id: dto.bonus.id, type: dto.bonus.type, odds: dto.bonus.odds } : null,
    system: dto.system ? { id: dto.system.id, winCount: dto.system.win_count, totalCount: dto.system.total_count } : null,
    usedInJackpot: dto.used_in_jackpot,
    isVip: dto.is_vip,
    potentialWinAmount: dto.potential_win_amount,
  };
}

/** Statuses of a bet that is still open (not paid, lost, refunded or cashed out). */
const OPEN_STATUSES: readonly BetStatus[] = ['waiting_results', 'ready_to_process', 'cashout_in_progress', 'submitted'];

export function isOpenBet(bet: Pick<PlacedBet, 'status'>): boolean {
  return OPEN_STATUSES.includes(bet.status);
}
