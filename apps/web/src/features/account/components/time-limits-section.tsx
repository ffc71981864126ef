'use client';

import { TIME_LIMIT_MAX_MINUTES, type TimeLimitType, type UserLimit, type UserLimitPeriod } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { setTimeLimit } from '../api/limits-api';
import { useSubmit } from '../hooks/use-submit';
import { Field, FormError, formText, formStyles, SubmitButton } from './form-parts';
import styles from './limits-panel.module.css';
import { parseMinutes, TimeLimitCard } from './time-limit-card';

const PERIODS: readonly UserLimitPeriod[] = ['day', 'week', 'month'];

interface TimeLimitsSectionProps {
  type: TimeLimitType;
  /** Every limit of the player (this section shows those of its type). */
  limits: readonly UserLimit[];
  onChanged: () => void;
}

/**
 * The session-time limit (minutes of one sign-in session) or the activity limits (minutes of
 * active play per period) in force, and the form that sets a new one (issue 21; spec promotions §3).
 */
export function TimeLimitsSection({ type, limits, onChanged }: TimeLimitsSectionProps) {
  const t = useTranslations('limits');
  const tAuth = useTranslations('auth');
  const create = useSubmit(tAuth('genericError'));
  const periodId = useId();
  const inForce = limits.filter((limit) => limit.type === type && (limit.status === 'active' || limit.status === 'unconfirmed_disabled'));
  const raiseOf = (limit: UserLimit) => limits.find((other) => other.status === 'pending' && other.parentId === limit.id) ?? null;
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const minutes = parseMinutes(formText(data, 'minutes'));
    if (minutes === null) return create.setError(t('invalidMinutes', { max: TIME_LIMIT_MAX_MINUTES }));
    void create.run(async () => {
      await setTimeLimit(type, minutes, type === 'activity' ? (formText(data, 'period') as UserLimitPeriod) : null);
      onChanged();
    });
  };
  const headingId = `${type}-limits`;
  const formId = `new-${type}-limit`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timeLimits', { type })}</h2>
      <p className={formStyles.hint}>{t(type === 'session' ? 'sessionIntro' : 'activityIntro')}</p>
      {inForce.length === 0 ? <p className="muted">{t('noTimeLimit', { type })}</p> : (
        <ul className={styles.list}>
          {inForce.map((limit) => <TimeLimitCard key={limit.id} limit={limit} raise={raiseOf(limit)} onChanged={onChanged} />)}
        </ul>
      )}
      <form className={styles.card} onSubmit={onCreate} aria-labelledby={formId}>
        <h3 id={formId} className={styles.title}>{t('setTimeLimit', { type })}</h3>
        <div className={styles.row}>
          <Field label={t('minutes')} name="minutes" type="text" inputMode="numeric" autoComplete="off" placeholder="60" required />
          {type === 'activity' ? (
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor={periodId}>{t('period')}</label>
              <select id={periodId} name="period" className={formStyles.select}>
                {PERIODS.map((period) => <option key={period} value={period}>{t('periods', { period })}</option>)}
              </select>
            </div>
          ) : null}
        </div>
        <FormError message={create.error} />
        <SubmitButton pending={create.pending} label={t('set')} pendingLabel={tAuth('pleaseWait')} />
      </form>
    </section>
  );
}
