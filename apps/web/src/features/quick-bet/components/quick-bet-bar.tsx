'use client';

import { formatMoney, parseAmount, toDecimalString } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { activeBetCurrency } from '@/lib/betslip/betslip-store';
import { approveQuickBet, setQuickBetStake, toggleQuickBet, useQuickBetStore } from '@/lib/betslip/quick-bet-store';
import styles from './quick-bet.module.css';

/**
 * Quick bet controls (spec core §4 "Quick bet"): the toggle, the stake and the approval
 * (approval true only with a stake above 0; any stake change clears it).
 */
export function QuickBetBar() {
  const t = useTranslations('QuickBet');
  const locale = useLocale();
  const quickBet = useQuickBetStore((state) => state.quickBet);
  const { subunits } = activeBetCurrency();
  const stakeId = useId();
  const [draft, setDraft] = useState<{ text: string; stake: number } | null>(null);
  const text =
    draft && draft.stake === quickBet.stake ? draft.text : quickBet.stake > 0 ? toDecimalString({ value: quickBet.stake, currency: quickBet.currency, subunits }) : '';

  return (
    <fieldset className={styles.bar} data-testid="quick-bet">
      <legend className={styles.title}>{t('title')}</legend>
      <label className={styles.check}>
        <input type="checkbox" role="switch" checked={quickBet.isEnabled} onChange={toggleQuickBet} data-testid="quick-bet-toggle" />
        {t('toggle')}
      </label>
      {quickBet.isEnabled ? (
        <>
          <label htmlFor={stakeId} className={styles.label}>
            {t('stakeLabel', { currency: quickBet.currency })}
          </label>
          <input
            id={stakeId}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={text}
            data-testid="quick-bet-stake"
            onChange={(event) => {
              const parsed = event.target.value.trim() === '' ? 0 : parseAmount(event.target.value, subunits);
              setDraft({ text: event.target.value, stake: parsed ?? quickBet.stake });
              if (parsed !== null) setQuickBetStake(parsed);
            }}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={quickBet.isApproved}
              disabled={quickBet.stake <= 0}
              onChange={() => (quickBet.isApproved ? setQuickBetStake(quickBet.stake) : approveQuickBet())}
              data-testid="quick-bet-approve"
            />
            {t('approve')}
          </label>
          <p className={styles.note} role="status">
            {quickBet.isApproved ? t('approved', { amount: formatMoney({ value: quickBet.stake, currency: quickBet.currency, subunits }, locale) }) : t('needsApproval')}
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
