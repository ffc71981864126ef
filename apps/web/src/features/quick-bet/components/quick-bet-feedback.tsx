'use client';

import { useTranslations } from 'next-intl';
import { dismissQuickBetFeedback, useQuickBetStore } from '@/lib/betslip/quick-bet-store';
import styles from './quick-bet.module.css';

/**
 * Toast-like result of a quick bet, in a live region (success: status, error: alert). It stays
 * until dismissed or replaced — no timer, so nobody misses it.
 * `translate` turns a message key and the refusal's details into text (the slip's wording, passed in
 * by the panel: usePlacementErrorText), so a limit's refusal names the limit and when it resets.
 */
export function QuickBetFeedback({ translate }: { translate: (key: string, details?: unknown) => string }) {
  const t = useTranslations('QuickBet');
  const feedback = useQuickBetStore((state) => state.feedback);
  return (
    <div className={styles.toastRegion} aria-live="polite">
      {feedback ? (
        <div className={styles.toast} data-kind={feedback.kind} role={feedback.kind === 'error' ? 'alert' : 'status'} data-testid="quick-bet-feedback">
          {feedback.kind === 'success' ? (
            <p>{feedback.bet ? t('success', { ...feedback.placedOn, ref: feedback.bet.ref }) : t('successNoRef', { ...feedback.placedOn })}</p>
          ) : (
            <>
              <p className={styles.toastTitle}>{feedback.kind === 'error' ? t('errorTitle') : t('warningTitle')}</p>
              {feedback.messageKeys.map((key) => (
                <p key={key}>{translate(key, feedback.details)}</p>
              ))}
            </>
          )}
          <button type="button" className={styles.dismiss} onClick={dismissQuickBetFeedback}>
            {t('dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
