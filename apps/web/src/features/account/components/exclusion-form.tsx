'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { exclude } from '../api/limits-api';
import { useSubmit } from '../hooks/use-submit';
import { signOut, whileEndingSession } from '../lib/session';
import { FormError, formText, formStyles, SubmitButton } from './form-parts';
import styles from './limits-panel.module.css';

/** Durations offered, in days (`indefinite`: a self-exclusion with no end). */
const CHOICES = { time_out: ['1', '7', '30', '42'], self_exclusion: ['180', '365', '1825', 'indefinite'] } as const;

/**
 * Take a break: a time-out or a self-exclusion. It cannot be undone, so the player ticks that they
 * understand; the server signs them out everywhere, and so does this page.
 */
export function ExclusionForm({ type }: { type: 'time_out' | 'self_exclusion' }) {
  const t = useTranslations('limits');
  const tAuth = useTranslations('auth');
  const selectId = useId();
  const submit = useSubmit(tAuth('genericError'));
  const [done, setDone] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = formText(new FormData(event.currentTarget), 'duration');
    void submit.run(async () => {
      // The server ends every session (and closes this page's realtime connection) as it answers.
      await whileEndingSession(() => exclude(type, choice === 'indefinite' ? null : Number(choice)));
      setDone(true);
      await signOut();
    });
  };
  const headingId = `${selectId}-heading`;
  if (done) return <p role="status">{t(`${type}.done`)}</p>;
  return (
    <form className={styles.section} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${type}.title`)}</h2>
      <p className={formStyles.hint}>{t(`${type}.intro`)}</p>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={selectId}>
          {t('duration')}
        </label>
        <select id={selectId} name="duration" className={formStyles.select}>
          {CHOICES[type].map((choice) => (
            <option key={choice} value={choice}>
              {choice === 'indefinite' ? t('indefinite') : t('days', { days: Number(choice) })}
            </option>
          ))}
        </select>
      </div>
      <label className={formStyles.hint}>
        <input type="checkbox" name="understood" required /> {t('understood')}
      </label>
      <FormError message={submit.error} />
      <SubmitButton pending={submit.pending} label={t(`${type}.submit`)} pendingLabel={tAuth('pleaseWait')} />
    </form>
  );
}
