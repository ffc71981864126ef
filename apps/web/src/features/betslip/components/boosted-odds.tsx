'use client';

import { BET_TYPE, bonusPotentialWin, boostedOdds, formatOdds, selectBetTotalOdds, selectPotentialWin, type SlipBet } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';

/** The combo boost's multiplier (thousandths) when the bet is a combo carrying one, else null. */
function boostOf(bet: SlipBet): number | null {
  return bet.betType === BET_TYPE.combo && bet.bonus?.bonusType === 'comboboost' && bet.bonus.oddsThousandths !== undefined ? bet.bonus.oddsThousandths : null;
}

/**
 * The potential win the slip shows, as placement stores it (domain bonusPotentialWin): boosted by a
 * chosen combo boost, the profit only for a stake-not-returned free bet, else the bet's own.
 */
export function slipPotentialWin(bet: SlipBet): number {
  const boost = boostOf(bet);
  return boost === null ? selectPotentialWin(bet) : bonusPotentialWin(bet.stake, selectBetTotalOdds(bet), { type: 'comboboost', boostOdds: boost });
}

/** "Boosted odds" under the total odds while a combo boost is chosen (spec promotions §4 boosted odds). */
export function BoostedOdds({ bet, index }: { bet: SlipBet; index: number }) {
  const t = useTranslations('Betslip.bonus');
  const format = useOddsFormat();
  const boost = boostOf(bet);
  if (boost === null) return null;
  return (
    <>
      <dt>{t('boostedOdds')}</dt>
      <dd dir="ltr" data-testid={`boosted-odds-${index}`}>
        {formatOdds(boostedOdds(selectBetTotalOdds(bet), boost) / 1000, format)}
      </dd>
    </>
  );
}
