/**
 * The hunting's conversion of points into free bets, the boost of a farmed free bet, and the
 * player's farming_stats (spec promotions-and-live §3 "farming_stats: avg_stake, bets_count, points,
 * available_points, potential_points, potential_freebet_amount, initial_pool"; docs/promotions.md
 * "Hunting"). All computed by the server from what it stored.
 */
import type { HuntingTerms } from './hunting-terms';

/** What the campaign can still give: its pool less what it gave (null: no limit). */
export function poolLeft(initialPool: number | null, given: number): number | null {
  return initialPool === null ? null : Math.max(0, initialPool - given);
}

export interface HuntingConversion {
  /** Free bets to issue now. */
  freebets: number;
  /** Points they take. */
  points: number;
  /** Money they take from the pool. */
  amount: number;
}

/**
 * Every whole `pointsPerFreebet` of the available points becomes a free bet of `freebetAmount`,
 * as many as the pool can pay; the rest stays available.
 */
export function huntingConversion(availablePoints: number, terms: Pick<HuntingTerms, 'pointsPerFreebet' | 'freebetAmount'>, left: number | null): HuntingConversion {
  const earned = Math.floor(Math.max(0, availablePoints) / terms.pointsPerFreebet);
  const freebets = left === null ? earned : Math.min(earned, Math.floor(left / terms.freebetAmount));
  return { freebets, points: freebets * terms.pointsPerFreebet, amount: freebets * terms.freebetAmount };
}

/**
 * The boost of one farmed free bet by the points left over (POST /bonuses/{id}/boost): every
 * available point is worth freebetAmount / pointsPerFreebet (floored once over them all, and no
 * more than the pool has left); the free bet's amount grows by that and the points are spent.
 * The multiplier is the new amount over the old, in thousandths (floored). Null: nothing to add.
 */
export function freebetBoost(availablePoints: number, amount: number, terms: Pick<HuntingTerms, 'pointsPerFreebet' | 'freebetAmount'>, left: number | null): { added: number; points: number; multiplierThousandths: number } | null {
  const worth = Math.floor((Math.max(0, availablePoints) * terms.freebetAmount) / terms.pointsPerFreebet);
  const added = left === null ? worth : Math.min(worth, left);
  if (added <= 0 || amount <= 0) return null;
  return { added, points: availablePoints, multiplierThousandths: Math.floor(((amount + added) * 1000) / amount) };
}

/** What the server stored of one player's hunting. */
export interface HuntingStanding {
  betsCount: number;
  stakeSum: number;
  points: number;
  /** Points converted into free bets or spent on boosts. */
  spentPoints: number;
  /** Points the player's open qualifying bets would earn. */
  openPoints: number;
}

export interface FarmingStats {
  avg_stake: number;
  bets_count: number;
  points: number;
  available_points: number;
  potential_points: number;
  potential_freebet_amount: number;
  initial_pool: number | null;
}

/**
 * farming_stats: avg_stake (floored mean of the farmed stakes), bets_count (farmed bets), points
 * (every point farmed), available_points (not yet converted or spent), potential_points (what the
 * open bets would add), potential_freebet_amount (the free-bet money that available and potential
 * points together would convert into, within the pool left), initial_pool (the campaign's pool).
 */
export function farmingStats(standing: HuntingStanding, terms: Pick<HuntingTerms, 'pointsPerFreebet' | 'freebetAmount' | 'initialPool'>, left: number | null): FarmingStats {
  const available = Math.max(0, standing.points - standing.spentPoints);
  return {
    avg_stake: standing.betsCount === 0 ? 0 : Math.floor(standing.stakeSum / standing.betsCount),
    bets_count: standing.betsCount,
    points: standing.points,
    available_points: available,
    potential_points: standing.openPoints,
    potential_freebet_amount: huntingConversion(available + standing.openPoints, terms, left).amount,
    initial_pool: terms.initialPool,
  };
}
