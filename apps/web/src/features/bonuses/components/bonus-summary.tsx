'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { formatMoney, formatOdds, isFreebetType } from '@sportsbook/domain';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import { endsAt, freebetAmount, usesLeft } from '../lib/bonus-view';
import styles from './promotions.module.css';

/** The facts of a bonus (type, what it gives, its conditions, uses left, end, status), as a description list. */
export function BonusSummary({ bonus }: { bonus: BonusDto }) {
  const t = useTranslations('Promotions');
  const locale = useLocale();
  const format = useFormatter();
  const oddsFormat = useOddsFormat();
  const currency = useAuthStore((state) => state.currency);
  const accounts = useAuthStore((state) => state.accounts);
  const left = usesLeft(bonus);
  const end = endsAt(bonus);
  const money = (amount: { value: number; currency: string }) => formatMoney({ ...amount, subunits: accounts.find((account) => account.currency === amount.currency)?.subunits ?? 100 }, locale);
  return (
    <dl className={styles.facts}>
      <dt>{t('type')}</dt>
      <dd>{t(`kind.${bonus.type}`)}</dd>
      {bonus.type === 'comboboost' ? (
        <>
          <dt>{t('boost')}</dt>
          <dd>{bonus.ranges.map((range) => t('range', { from: range.min_count, to: range.max_count, odds: formatOdds(range.bonus_odds, oddsFormat) })).join(' · ')}</dd>
          <dt>{t('minOdds')}</dt>
          <dd dir="ltr">{formatOdds(bonus.min_odds, oddsFormat)}</dd>
        </>
      ) : isFreebetType(bonus.type) ? (
        <>
          <dt>{t('amount')}</dt>
          <dd>{(() => { const amount = freebetAmount(bonus, currency); return amount ? money(amount) : '—'; })()}</dd>
          {bonus.min_odds !== null ? (
            <>
              <dt>{t('minOdds')}</dt>
              <dd dir="ltr">{formatOdds(bonus.min_odds, oddsFormat)}</dd>
            </>
          ) : null}
        </>
      ) : null}
      {left !== null ? (
        <>
          <dt>{t('usesLeft')}</dt>
          <dd>{left}</dd>
        </>
      ) : null}
      {end ? (
        <>
          <dt>{t('endsAt')}</dt>
          <dd>
            <time dateTime={end}>{format.dateTime(new Date(end), 'dateAndTime')}</time>
          </dd>
        </>
      ) : null}
      {bonus.issued ? (
        <>
          <dt>{t('statusLabel')}</dt>
          <dd data-testid="bonus-status">{t(`status.${bonus.issued.computed_status}`)}</dd>
        </>
      ) : null}
    </dl>
  );
}
