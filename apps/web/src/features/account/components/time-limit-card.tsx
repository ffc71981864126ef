'use client';

import { TIME_LIMIT_MAX_MINUTES, type UserLimit } from '@sportsbook/contracts/models';
import { useFormatter, useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { changeLimit, confirmLimit, removeLimit } from '../api/limits-api';
import { useSubmit } from '../hooks/use-submit';
import { Field, FormError, formText, formStyles, SubmitButton } from './form-parts';
import styles from './limits-panel.module.css';

/** Whole minutes from 1 to the longest time limit, else null. */
export function parseMinutes(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= 1 && minutes <= TIME_LIMIT_MAX_MINUTES ? minutes : null;
}

interface TimeLimitCardProps {
  limit: UserLimit;
  /** The raise waiting on this limit, if one was asked. */
  raise: UserLimit | null;
  onChanged: () => void;
}

/** One session-time or activity limit in force (minutes): what it counted and when it resets; lower, raise, remove, confirm. */
export function TimeLimitCard({ limit, raise, onChanged }: TimeLimitCardProps) {
  const t = useTranslations('limits');
  const tAuth = useTranslations('auth');
  const format = useFormatter();
  const submit = useSubmit(tAuth('genericError'));
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'dateAndTime') : '');
  const act = (action: () => Promise<unknown>) => void submit.run(async () => {
    await action();
    onChanged();
  });
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minutes = parseMinutes(formText(new FormData(event.currentTarget), 'minutes'));
    if (minutes === null) return submit.setError(t('invalidMinutes', { max: TIME_LIMIT_MAX_MINUTES }));
    act(() => changeLimit(limit.id, minutes));
  };
  const titleId = `limit-${limit.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {limit.type === 'session' ? t('sessionLimitOf', { minutes: limit.amount ?? 0 }) : t('activityLimitOf', { period: limit.period ?? 'day', minutes: limit.amount ?? 0 })}
      </h3>
      {limit.type === 'activity' && limit.used !== null ? <p className={formStyles.hint}>{t('activityUsed', { minutes: limit.used, resetsAt: when(limit.resetsAt) })}</p> : null}
      {limit.confirmUntil !== null ? (
        <p className={formStyles.hint}>
          {raise ? t('raiseAskedMinutes', { minutes: raise.amount ?? 0 }) : t('removalAsked')}{' '}
          {limit.status === 'unconfirmed_disabled' ? t('confirmBefore', { until: when(limit.confirmUntil) }) : t('coolingOff', { from: when(limit.disableAt), until: when(limit.confirmUntil) })}
        </p>
      ) : null}
      <form className={styles.row} onSubmit={onChange}>
        <Field label={t('newMinutes')} name="minutes" type="text" inputMode="numeric" autoComplete="off" required />
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
