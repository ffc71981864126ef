'use client';

import { formatExactMoney } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { activeBetCurrency } from '@/lib/betslip/betslip-store';
import { approveQuickBet, setQuickBetStake, toggleQuickBet, useQuickBetStore } from '@/lib/betslip/quick-bet-store';
import { useStakeDraft, useStakeProblemText } from '@/lib/betslip/use-stake-draft';
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
  const problemId = useId();
  const draft = useStakeDraft(quickBet.stake, subunits, quickBet.currency, setQuickBetStake);
  const problemText = useStakeProblemText();

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
            value={draft.text}
            aria-invalid={draft.problem !== null}
            aria-describedby={draft.problem !== null ? problemId : undefined}
            data-testid="quick-bet-stake"
            onChange={(event) => draft.type(event.target.value)}
          />
          {draft.problem !== null ? (
            <p id={problemId} className={styles.problem} data-testid="quick-bet-stake-problem">
              {problemText(draft.problem, subunits)}
            </p>
          ) : null}
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
            {quickBet.isApproved ? t('approved', { amount: formatExactMoney({ value: quickBet.stake, currency: quickBet.currency, subunits }, locale) }) : t('needsApproval')}
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
