'use client';

import { useTranslations } from 'next-intl';
import { dismissCashout, useCashedOutStore } from '../lib/cashed-out-store';
import styles from './my-bets.module.css';

/** "Bet #ref cashed out: €x paid", kept above the list (under Open the bet itself has left it). */
export function CashedOutNotices({ openFilter }: { openFilter: boolean }) {
  const t = useTranslations('MyBets.cashedOut');
  const notices = useCashedOutStore((state) => state.notices);
  return (
    <div role="status" className={styles.notices}>
      {notices.map((notice) => (
        <p key={notice.betId} className={styles.notice} data-testid="cashed-out-notice">
          <span>
            {t('notice', { ref: notice.ref, amount: notice.amount })}
            {openFilter ? ` ${t('underSettled')}` : ''}
          </span>
          <button type="button" className="button button-secondary" onClick={() => dismissCashout(notice.betId)} aria-label={t('dismissLabel', { ref: notice.ref })}>
            {t('dismiss')}
          </button>
        </p>
      ))}
    </div>
  );
}
