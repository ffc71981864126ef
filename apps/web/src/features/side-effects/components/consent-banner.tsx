'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Consent } from '@/lib/side-effects/rules';
import styles from './consent-banner.module.css';

/**
 * The cookie banner (spec promotions §4): the visitor accepts everything (analytics, chat, push)
 * or only what the site needs. A labelled region at the bottom of the page, not a dialog: the page
 * stays usable, and it is reached in reading order by keyboard and screen readers.
 */
export default function ConsentBanner({ onChoose }: { onChoose: (consent: Consent) => void }) {
  const t = useTranslations('SideEffects');
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner">
      <h2 id={titleId} className={styles.title}>
        {t('consentTitle')}
      </h2>
      <p className={styles.text}>{t('consentText')}</p>
      <div className={styles.actions}>
        <button type="button" className={`button button-secondary ${styles.secondary}`} onClick={() => onChoose('necessary')}>
          {t('consentNecessary')}
        </button>
        <button type="button" className="button" onClick={() => onChoose('all')}>
          {t('consentAll')}
        </button>
      </div>
    </section>
  );
}
