/**
 * Hunting (issue 23; spec promotions-and-live §3 "Hunting and hunting tournament … farm_once_per_event",
 * "farming_stats"; docs/promotions.md "Hunting"). A hunting campaign turns a player's qualifying
 * bets into points when they settle, and every `pointsPerFreebet` points into a free bet of
 * `freebetAmount`, while its pool lasts. Money in minor units, odds in thousandths.
 */
import type { EventCondition } from '../bonuses/bonus-terms';
import { ODDS_SCALE } from '../odds/odds-thousandths';

export interface HuntingTerms {
  /** The stake's currency: bets in another take no part. */
  currency: string;
  /** Lowest qualifying stake, minor units. */
  minStake: number;
  /** Bounds of the bet's total odds, thousandths (null: unbounded). */
  minOddsThousandths: number | null;
  maxOddsThousandths: number | null;
  /** Every selection of a bet matches one of them (none: every event). */
  eventConditions: readonly EventCondition[];
  /** A bet on an event the player already farmed in this campaign earns nothing. */
  farmOncePerEvent: boolean;
  /** The points rate: one point for each `stakePerPoint` minor units of stake. */
  stakePerPoint: number;
  /** The conversion rate: this many points make one free bet of `freebetAmount`. */
  pointsPerFreebet: number;
  freebetAmount: number;
  /** The free-bet money the campaign may give in all, minor units (null: no limit). */
  initialPool: number | null;
}

export interface HuntingProblem {
  field: string;
  message: string;
}

/** The largest amount or rate a campaign may name (minor units; 10^12 fits a bigint and a double). */
export const MAX_HUNTING_AMOUNT = 1_000_000_000_000;

/**
 * What makes an operator's hunting campaign inconsistent (answered 400 naming the field): a
 * minimum stake or rate below 1, odds bounds not above 1.000 or crossed, a pool that cannot pay
 * one free bet.
 */
export function huntingTermsProblem(terms: HuntingTerms): HuntingProblem | null {
  const positive: [keyof HuntingTerms, string][] = [['minStake', 'min_stake'], ['stakePerPoint', 'stake_per_point'], ['pointsPerFreebet', 'points_per_freebet'], ['freebetAmount', 'freebet_amount']];
  for (const [key, field] of positive) {
    const value = terms[key] as number;
    if (!Number.isInteger(value) || value < 1 || value > MAX_HUNTING_AMOUNT) return { field, message: `${field} is a whole number from 1 to ${MAX_HUNTING_AMOUNT}` };
  }
  if (terms.minOddsThousandths !== null && terms.minOddsThousandths <= ODDS_SCALE) return { field: 'min_odds', message: 'min_odds must be above 1.000' };
  if (terms.maxOddsThousandths !== null && terms.maxOddsThousandths <= ODDS_SCALE) return { field: 'max_odds', message: 'max_odds must be above 1.000' };
  if (terms.minOddsThousandths !== null && terms.maxOddsThousandths !== null && terms.maxOddsThousandths < terms.minOddsThousandths) return { field: 'max_odds', message: 'max_odds is below min_odds' };
  if (terms.initialPool !== null && (!Number.isInteger(terms.initialPool) || terms.initialPool < terms.freebetAmount || terms.initialPool > MAX_HUNTING_AMOUNT)) {
    return { field: 'initial_pool', message: 'initial_pool must pay at least one free bet (and stay within the largest amount)' };
  }
  return null;
}
