'use client';

import { formatMoney, parseAmount } from '@sportsbook/domain';
import type { UserLimit } from '@sportsbook/contracts/models';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { changeLimit, confirmLimit, removeLimit } from '../api/limits-api';
import { useSubmit } from '../hooks/use-submit';
import { Field, FormError, formText, formStyles, SubmitButton } from './form-parts';
import styles from './limits-panel.module.css';

interface AmountLimitCardProps {
  limit: UserLimit;
  /** The raise waiting on this limit, if one was asked. */
  raise: UserLimit | null;
  subunits: number;
  onChanged: () => void;
}

/** One deposit, wager or loss limit in force: what it counted and when it resets; lower, raise, remove, confirm. */
export function AmountLimitCard({ limit, raise, subunits, onChanged }: AmountLimitCardProps) {
  const t = useTranslations('limits');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const format = useFormatter();
  const submit = useSubmit(tAuth('genericError'));
  const currency = limit.currency ?? '';
  const money = (value: number) => formatMoney({ value, currency, subunits }, locale);
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'dateAndTime') : '');
  const act = (action: () => Promise<unknown>) => void submit.run(async () => {
    await action();
    onChanged();
  });
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseAmount(formText(new FormData(event.currentTarget), 'amount'), subunits);
    if (amount === null || amount <= 0) return submit.setError(t('invalidAmount'));
    act(() => changeLimit(limit.id, amount));
  };
  const titleId = `limit-${limit.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('limitOf', { type: limit.type, period: limit.period ?? 'day', amount: money(limit.amount ?? 0) })}
      </h3>
      {limit.used !== null ? <p className={formStyles.hint}>{t('usedOf', { type: limit.type, used: money(limit.used), resetsAt: when(limit.resetsAt) })}</p> : null}
      {limit.confirmUntil !== null ? (
        <p className={formStyles.hint}>
          {raise ? t('raiseAsked', { amount: money(raise.amount ?? 0) }) : t('removalAsked')}{' '}
          {limit.status === 'unconfirmed_disabled' ? t('confirmBefore', { until: when(limit.confirmUntil) }) : t('coolingOff', { from: when(limit.disableAt), until: when(limit.confirmUntil) })}
        </p>
      ) : null}
      <form className={styles.row} onSubmit={onChange}>
        <Field label={t('newAmount', { currency })} name="amount" type="text" inputMode="decimal" autoComplete="off" required />
        <SubmitButton pending={submit.pending} label={t('change')} pendingLabel={tAuth('pleaseWait')} />
      </form>
      <div className={styles.row}>
        {limit.status === 'unconfirmed_disabled' ? (
          <button type="button" className={formStyles.primary} disabled={submit.pending} onClick={() => act(() => confirmLimit(limit.id))}>
            {raise ? t('confirmRaise') : t('confirmRemoval')}
          </button>
        ) : null}
        {limit.confirmUntil === null || raise ? (
          <button type="button" className={formStyles.secondary} disabled={submit.pending} onClick={() => act(() => removeLimit(limit.id))}>
            {t('remove')}
          </button>
        ) : null}
      </div>
      <FormError message={submit.error} />
    </li>
  );
}
