import type { ShareBetBody, SharedBetDto, SharedSelectionDto } from '@sportsbook/contracts/models';
import { BET_TYPE, NO_AVAILABLE_BONUSES, STAKE_SOURCE, type BetCurrency, type MatchStatus, type MatchType, type SlipBet, type SlipSelection } from '@sportsbook/domain';
import { selectionIdOf } from '@/lib/betslip/selection-id';
import { BETCODE_PARAM } from './betcode-param';

/** A slip bet as POST /bets/share-code takes it: its selections' wire identity, type, stake. */
export function toShareBet(bet: SlipBet): ShareBetBody {
  return {
    type: bet.betType,
    stake: bet.stake > 0 ? { value: bet.stake, currency: bet.currency } : null,
    system: bet.betType === BET_TYPE.system && bet.systemType ? { win_count: bet.systemType.winCount, total_count: bet.systemType.totalCount } : null,
    selections: bet.selections.map((selection) => ({
      match_id: selection.matchId,
      market_id: selection.marketId,
      specifier: selection.specifier,
      outcome_id: selection.outcomeId,
    })),
  };
}

/** `href` with `?betcode=CODE` (other parameters kept, hash dropped: a link to share). */
export function shareLinkOf(href: string, code: string): string {
  const url = new URL(href);
  url.searchParams.set(BETCODE_PARAM, code);
  url.hash = '';
  return url.toString();
}

/** The code in `href`, or null. */
export function betcodeOf(href: string): string | null {
  const code = new URL(href).searchParams.get(BETCODE_PARAM)?.trim();
  return code ? code : null;
}

function toSlipSelection(dto: SharedSelectionDto): SlipSelection {
  return {
    id: selectionIdOf({ matchId: dto.match_id, marketId: dto.market_id, specifier: dto.specifier, outcomeId: dto.outcome_id }),
    type: dto.match.type as MatchType,
    matchId: dto.match_id,
    matchUrnId: dto.match.urn_id,
    matchSlug: dto.match.slug,
    marketId: dto.market_id,
    marketName: dto.market_name,
    specifier: dto.specifier,
    outcomeId: dto.outcome_id,
    outcomeName: dto.outcome_name,
    odds: dto.odds,
    acceptedOdds: dto.odds,
    initialOdds: dto.odds,
    active: dto.active,
    provider: dto.match.provider,
    sportKey: dto.match.sport_key,
    nameA: dto.match.home?.name ?? dto.match.tournament.name,
    nameB: dto.match.away?.name ?? '',
    categoryName: [dto.match.category_name, dto.match.tournament.name].filter(Boolean).join(' · '),
    matchStatus: dto.match.status as MatchStatus,
    isSuspended: dto.is_suspended || !dto.active,
    isChanged: false,
    isNotAvailable: false,
  };
}

/**
 * A shared bet as a slip bet, stake in the sharer's currency and sub-units (the slip converts it
 * to the active currency with the reference rates, or resets it to 0 with stake source sharing
 * without a rate: domain rule). Without a stake the bet is in the active currency.
 */
export function toSlipBet(dto: SharedBetDto, active: BetCurrency, customOdds: number | null = null): SlipBet {
  return {
    stake: dto.stake?.value ?? 0,
    currency: dto.stake?.currency ?? active.currency,
    subunits: dto.stake?.subunits ?? active.subunits,
    betType: dto.type,
    customOdds: dto.type === BET_TYPE.customBet ? customOdds : null,
    selections: dto.selections.map(toSlipSelection),
    availableBonuses: NO_AVAILABLE_BONUSES,
    bonus: null,
    bonusOdds: null,
    stakeSource: STAKE_SOURCE.sharing,
    systemType: dto.system ? { winCount: dto.system.win_count, totalCount: dto.system.total_count } : null,
    betId: null,
    status: null,
    isVip: false,
    freebetStake: null,
    jackpots: [],
  };
}
