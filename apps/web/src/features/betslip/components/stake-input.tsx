'use client';

import { formatMoney, STAKE_SOURCE, type StakeSource } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useStakeDraft, useStakeProblemText } from '@/lib/betslip/use-stake-draft';
import styles from './betslip.module.css';

interface StakeInputProps {
  label: string;
  /** Minor units. */
  stake: number;
  currency: string;
  subunits: number;
  /** The four recommended stakes (0 = no button). */
  recommended: readonly number[];
  disabled: boolean;
  onChange: (stake: number, source: StakeSource) => void;
  testId?: string;
}

/** A stake typed in major units, kept in minor units (0 while the text is no amount); the recommended stakes set it in one press. */
export function StakeInput({ label, stake, currency, subunits, recommended, disabled, onChange, testId }: StakeInputProps) {
  const t = useTranslations('Betslip');
  const locale = useLocale();
  const id = useId();
  const errorId = useId();
  const draft = useStakeDraft(stake, subunits, currency, (typed) => onChange(typed, STAKE_SOURCE.input));
  const problemText = useStakeProblemText();
  const invalid = draft.problem !== null;

  const amounts = recommended.filter((amount) => amount > 0);
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label}
      </label>
      <input
        id={id}
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={draft.text}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        data-testid={testId}
        onChange={(event) => draft.type(event.target.value)}
      />
      {draft.problem !== null ? (
        <p id={errorId} className={styles.fieldError} data-testid={testId ? `${testId}-problem` : undefined}>
          {problemText(draft.problem, subunits)}
        </p>
      ) : null}
      {amounts.length > 0 ? (
        <div role="group" aria-label={t('recommendedLabel')} className={styles.recommended}>
          {amounts.map((amount, index) => {
            const shown = formatMoney({ value: amount, currency, subunits }, locale);
            return (
              <button
                key={`${index}-${amount}`}
                type="button"
                className={styles.recommendedStake}
                disabled={disabled}
                aria-label={t('recommendedStake', { amount: shown })}
                aria-pressed={stake === amount}
                onClick={() => {
                  draft.reset();
                  onChange(amount, STAKE_SOURCE.recommended);
                }}
              >
                <span dir="ltr">{shown}</span>
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
