'use client';

import { AUTH_STATUS } from '@sportsbook/domain';
import { AMOUNT_LIMIT_TYPES, TIME_LIMIT_TYPES, type UserLimit } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { openModal } from '@/lib/modals/modal-store';
import { announceLimitsChanged } from '@/lib/protection/limits-changed';
import { useFeatureFlag } from '@/lib/site-config/site-config-store';
import { getLimits } from '../api/limits-api';
import { useSubmit } from '../hooks/use-submit';
import { AmountLimitsSection } from './amount-limits-section';
import { ExclusionForm } from './exclusion-form';
import styles from './limits-panel.module.css';
import { TimeLimitsSection } from './time-limits-section';

/**
 * The limits page of the player's profile (issue 21; spec promotions §3): deposit, wager and loss
 * limits, the session-time limit and activity limits (set, lower, raise, remove, confirm after the
 * cooling-off) and a time-out or self-exclusion. The site's flags decide what is offered (live):
 * `responsible_gambling` off, none of it; `activity_tracking` off, no activity limits. The limits a
 * player already set keep binding on the server either way (docs/payments.md "Player-protection flags").
 */
export function LimitsPanel() {
  const t = useTranslations('limits');
  const tAuth = useTranslations('auth');
  const status = useAuthStore((state) => state.status);
  const offered = useFeatureFlag('responsible_gambling');
  const activityTracking = useFeatureFlag('activity_tracking');
  const [limits, setLimits] = useState<UserLimit[] | null>(null);
  const load = useSubmit(t('failedToLoad'));
  const { run } = load;
  const reload = useCallback(() => void run(async () => setLimits(await getLimits())), [run]);
  // A change: read the limits again, and the activity tracking reads whether to ping.
  const changed = useCallback(() => {
    announceLimitsChanged();
    reload();
  }, [reload]);
  useEffect(() => {
    if (offered && status === AUTH_STATUS.loggedIn) reload();
  }, [offered, status, reload]);

  if (!offered) return <p>{t('notOffered')}</p>;
  if (status === AUTH_STATUS.notLoggedIn) {
    return (
      <section className={styles.section} aria-labelledby="limits-sign-in">
        <h2 id="limits-sign-in">{t('signInTitle')}</h2>
        <button type="button" className="button" onClick={() => openModal('sign_in')}>
          {tAuth('signIn')}
        </button>
      </section>
    );
  }
  if (load.error) return <p role="alert">{load.error}</p>;
  if (!limits) return <p role="status" aria-busy="true" />;

  return (
    <div className={styles.panel}>
      {AMOUNT_LIMIT_TYPES.map((type) => <AmountLimitsSection key={type} type={type} limits={limits} onChanged={changed} />)}
      {TIME_LIMIT_TYPES.filter((type) => type !== 'activity' || activityTracking).map((type) => <TimeLimitsSection key={type} type={type} limits={limits} onChanged={changed} />)}
      <ExclusionForm type="time_out" />
      <ExclusionForm type="self_exclusion" />
    </div>
  );
}
