/**
 * Jackpots (issue 23; spec promotions-and-live §3 "Jackpot … Level … Jackpot hit", ARCHITECTURE §10
 * "Randomness that pays money"). A jackpot is a pool per currency split into levels; every
 * qualifying cash bet feeds each active level a share of its stake and takes part in one draw per
 * level. The pool of a level is always the sum of its contributions minus its hits: a hit takes the
 * whole pool (no seed money the contributions did not bring).
 */
import { ODDS_SCALE } from '../odds/odds-thousandths';

/** A share of a stake, in basis points (1/100 of a per cent): 50 = 0.5 %. */
export const BASIS_POINTS = 10_000;

/** What one level of a jackpot takes from a qualifying stake: floor(stake × share / 10,000) minor units. */
export function jackpotContribution(stake: number, shareBasisPoints: number): number {
  return Math.floor((stake * shareBasisPoints) / BASIS_POINTS);
}

export interface JackpotTerms {
  currency: string;
  /** Minor units; a stake below takes no part. */
  minStake: number;
  /** Thousandths; null: any price. */
  minOddsThousandths: number | null;
}

export interface JackpotBet {
  currency: string;
  stake: number;
  oddsThousandths: number;
  /** Staked with bonus money (a free bet): takes no part, the stake was not the player's. */
  freeStake: boolean;
  /** Accepted at placement (not a VIP bet waiting for review). */
  accepted: boolean;
}

/** Whether a placed bet feeds the jackpot and is drawn for it. */
export function qualifiesForJackpot(bet: JackpotBet, terms: JackpotTerms): boolean {
  return bet.accepted && !bet.freeStake && bet.currency === terms.currency && bet.stake >= terms.minStake
    && (terms.minOddsThousandths === null || bet.oddsThousandths >= terms.minOddsThousandths);
}

/**
 * One draw of a level for one bet: `random` is a uniform whole number in [0, oneIn) from the
 * server's cryptographic source (node:crypto randomInt), stored with `oneIn` so an auditor can
 * re-check it; the bet hits when it is 0, a chance of 1 in `oneIn`.
 */
export function isJackpotHit(random: number, oneIn: number): boolean {
  if (!Number.isInteger(random) || random < 0 || random >= oneIn) throw new RangeError(`draw ${random} outside [0, ${oneIn})`);
  return random === 0;
}

/** The largest `hit_one_in` a level may have (node:crypto randomInt's range: below 2^48). */
export const MAX_HIT_ONE_IN = 2 ** 48 - 1;

export interface JackpotLevelTerms {
  code: string;
  name: string;
  contributionBasisPoints: number;
  hitOneIn: number;
}

export interface JackpotProblem {
  field: string;
  message: string;
}

/**
 * What makes an operator's jackpot inconsistent (400 naming the field): no level, a code twice, a
 * level that takes nothing or draws never, shares that together take more than the stake, a
 * negative minimum stake, a minimum price not above 1.000.
 */
export function jackpotTermsProblem(terms: { minStake: number; minOddsThousandths: number | null; levels: readonly JackpotLevelTerms[] }): JackpotProblem | null {
  if (terms.minStake < 1) return { field: 'min_stake', message: 'min_stake is at least 1 minor unit' };
  if (terms.minOddsThousandths !== null && terms.minOddsThousandths <= ODDS_SCALE) return { field: 'min_odds', message: 'min_odds must be above 1.000' };
  if (terms.levels.length === 0) return { field: 'levels', message: 'at least one level is needed' };
  let total = 0;
  for (const [index, level] of terms.levels.entries()) {
    if (terms.levels.findIndex((other) => other.code === level.code) < index) return { field: `levels.${index}.code`, message: `code ${level.code} is used twice` };
    if (level.contributionBasisPoints < 1) return { field: `levels.${index}.contribution_bp`, message: 'a level takes at least 1 basis point of the stake' };
    if (level.hitOneIn < 1 || level.hitOneIn > MAX_HIT_ONE_IN) return { field: `levels.${index}.hit_one_in`, message: `hit_one_in is between 1 and ${MAX_HIT_ONE_IN}` };
    total += level.contributionBasisPoints;
    if (total > BASIS_POINTS) return { field: `levels.${index}.contribution_bp`, message: 'the levels together take more than the stake' };
  }
  return null;
}
