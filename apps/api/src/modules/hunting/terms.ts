import type { AmbTerms, HuntingTerms } from '@sportsbook/domain';
import { eventConditionOf } from '../bonuses/terms';
import type { AmbRow, HuntingRow } from './repository';

/** A hunting row as the domain's rules take it. */
export function huntingTermsOf(row: HuntingRow): HuntingTerms {
  return {
    currency: row.currency,
    minStake: row.min_stake,
    minOddsThousandths: row.min_odds,
    maxOddsThousandths: row.max_odds,
    eventConditions: row.event_conditions.map(eventConditionOf),
    farmOncePerEvent: row.farm_once_per_event,
    stakePerPoint: row.stake_per_point,
    pointsPerFreebet: row.points_per_freebet,
    freebetAmount: row.freebet_amount,
    initialPool: row.initial_pool,
  };
}

/** An amb row as the domain's rules take it. */
export function ambTermsOf(row: AmbRow): AmbTerms {
  return {
    currency: row.currency,
    minStake: row.min_stake,
    minOddsThousandths: row.min_odds,
    eventConditions: row.event_conditions.map(eventConditionOf),
    ranges: row.ranges.map((range) => ({ numberOfBets: range.number_of_bets, numberOfFreebets: range.number_of_freebets, issuedBonusAmount: range.issued_bonus_amount })),
  };
}
