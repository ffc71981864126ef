'use client';

import { formatMoney, formatOdds, isFreebetType, offeredBonuses, thousandthsToOdds, type SlipBet, type SlipBonus } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { chooseSlipBonus, removeSlipBonus } from '@/lib/betslip/slip-bonus';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import styles from './betslip.module.css';

const valueOf = (bonus: SlipBonus) => `${bonus.bonusType}:${bonus.bonusId}`;

/** The option text of each free-bet kind (docs/bonuses.md "Free-bet payouts"). */
const FREEBET_KEYS = {
  freebet: 'kind.freebet',
  freebet_no_risk: 'kind.freebet_no_risk',
  freebet_all_win: 'kind.freebet_all_win',
  freebet_only_win: 'kind.freebet_only_win',
} as const;

/**
 * The bonus picker of one slip bet (spec promotions §4; core §4): "no bonus" and the bonuses the
 * server offers it now. A free bet sets the stake to its amount; choosing none resets it to 0.
 * Shown only when something is offered or chosen.
 */
export function BonusPicker({ bet, betIndex, disabled }: { bet: SlipBet; betIndex: number; disabled: boolean }) {
  const t = useTranslations('Betslip.bonus');
  const locale = useLocale();
  const format = useOddsFormat();
  const id = useId();
  const offers = offeredBonuses(bet.availableBonuses).filter((bonus) => bonus.bonusType === 'comboboost' || isFreebetType(bonus.bonusType));
  if (offers.length === 0 && bet.bonus === null) return null;
  const options = bet.bonus !== null && !offers.some((offer) => valueOf(offer) === valueOf(bet.bonus as SlipBonus)) ? [bet.bonus, ...offers] : offers;
  const label = (bonus: SlipBonus) => (bonus.bonusType === 'comboboost'
    ? t('comboboost', { odds: formatOdds(thousandthsToOdds(bonus.oddsThousandths ?? 1000), format) })
    : t(isFreebetType(bonus.bonusType) ? FREEBET_KEYS[bonus.bonusType] : 'kind.freebet', { amount: formatMoney({ value: bonus.freebetStake ?? 0, currency: bet.currency, subunits: bet.subunits }, locale) }));
  return (
    <div className={styles.bonus}>
      <label htmlFor={id}>{t('label')}</label>
      <select
        id={id}
        value={bet.bonus ? valueOf(bet.bonus) : ''}
        disabled={disabled}
        data-testid={`bonus-picker-${betIndex}`}
        onChange={(event) => {
          const chosen = options.find((offer) => valueOf(offer) === event.target.value);
          if (chosen) chooseSlipBonus(betIndex, chosen);
          else removeSlipBonus(betIndex);
        }}
      >
        <option value="">{t('none')}</option>
        {options.map((bonus) => (
          <option key={valueOf(bonus)} value={valueOf(bonus)}>
            {label(bonus)}
          </option>
        ))}
      </select>
    </div>
  );
}
