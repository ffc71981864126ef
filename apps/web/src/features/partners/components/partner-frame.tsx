'use client';

import type { PartnerApp } from '@sportsbook/contracts/models';
import { AUTH_STATUS } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { launchPartnerApp } from '../api/launch-partner-app';
import styles from './partner-frame.module.css';

type FrameState = { kind: 'opening' } | { kind: 'open'; url: string } | { kind: 'failed' };

/**
 * A partner app's game in a frame (spec core §1): launched for the player once the session is
 * known (a visitor gets the partner's demo), launched again when the player signs in or out.
 */
export function PartnerFrame({ app, title }: { app: PartnerApp; title: string }) {
  const t = useTranslations('Pages');
  const status = useAuthStore((state) => state.status);
  const settled = status === AUTH_STATUS.loggedIn || status === AUTH_STATUS.notLoggedIn;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // The answer of the launch for this app, session and attempt; anything older shows as opening.
  const launchKey = `${app}|${status}|${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: FrameState } | null>(null);
  const state: FrameState = answer?.key === launchKey ? answer.state : { kind: 'opening' };

  useEffect(() => {
    if (!settled) return;
    let current = true;
    launchPartnerApp(app).then(
      (url) => current && setAnswer({ key: launchKey, state: { kind: 'open', url } }),
      (error: unknown) => {
        reportErrorLazily(error);
        if (current) setAnswer({ key: launchKey, state: { kind: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [app, settled, launchKey]);

  if (state.kind === 'open') return <iframe src={state.url} title={title} className={styles.game} data-testid="partner-frame" />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.message} role="alert">
        <p>{t('partnerFailed')}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          {t('partnerRetry')}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.message} role="status">
      {t('partnerOpening')}
    </p>
  );
}
