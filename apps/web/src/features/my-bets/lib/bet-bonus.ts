import type { PlacedBet } from '@sportsbook/contracts/models';
import { boostedOdds, isFreebetType, oddsToThousandths, potentialWin, thousandthsToOdds, type FreebetType } from '@sportsbook/domain';

/**
 * What a bet's bonus added (issue 20 "My bets shows the bonus used on each bet and what it added"):
 * a combo boost, its boosted odds and what the boost adds to the potential win; a free bet, the
 * stake it paid (the risk-free bet: the stake it insures). The bet's `odds` are its own; the
 * marker's `odds` the boost's multiplier (docs/bonuses.md).
 */
export type BetBonusSummary =
  | { type: 'comboboost'; boostedOdds: number; added: number }
  | { type: FreebetType; stake: number }
  | null;

export function betBonusSummary(bet: Pick<PlacedBet, 'bonus' | 'odds' | 'stake' | 'potentialWinAmount'>): BetBonusSummary {
  const bonus = bet.bonus;
  if (!bonus) return null;
  if (bonus.type === 'comboboost' && bonus.odds !== null) {
    const own = oddsToThousandths(bet.odds);
    return { type: 'comboboost', boostedOdds: thousandthsToOdds(boostedOdds(own, oddsToThousandths(bonus.odds))), added: Math.max(0, bet.potentialWinAmount - potentialWin(bet.stake, own)) };
  }
  return isFreebetType(bonus.type) ? { type: bonus.type, stake: bet.stake } : null;
}
