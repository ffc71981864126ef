'use client';

import { formatMoney, STAKE_SOURCE, subunitDecimals, type StakeSource } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { stakeToText, textToStake } from '../lib/stake-text';
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

/** A stake typed in major units, kept in minor units; the recommended stakes set it in one press. */
export function StakeInput({ label, stake, currency, subunits, recommended, disabled, onChange, testId }: StakeInputProps) {
  const t = useTranslations('Betslip');
  const locale = useLocale();
  const id = useId();
  const errorId = useId();
  // What the player typed, for the stake it stood for; a stake set elsewhere (recommended stake,
  // currency change, rescaling) shows formatted.
  const [draft, setDraft] = useState<{ text: string; stake: number } | null>(null);
  const text = draft && draft.stake === stake ? draft.text : stakeToText(stake, subunits, currency);
  const invalid = draft !== null && draft.stake === stake && textToStake(draft.text, subunits) === null;

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
        value={text}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        data-testid={testId}
        onChange={(event) => {
          const parsed = textToStake(event.target.value, subunits);
          setDraft({ text: event.target.value, stake: parsed ?? stake });
          if (parsed !== null) onChange(parsed, STAKE_SOURCE.input);
        }}
      />
      {invalid ? (
        <p id={errorId} className={styles.fieldError}>
          {t('stakeInvalid', { decimals: subunitDecimals(subunits) })}
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
                  setDraft(null);
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
