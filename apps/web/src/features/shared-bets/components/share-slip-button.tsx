'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { useTicket } from '@/lib/betslip/betslip-store';
import { useFeatureFlag } from '@/lib/site-config/site-config-store';
import { createShareCode } from '../api/share-code-api';
import { shareLinkOf, toShareBet } from '../lib/share-mapping';
import styles from './shared-bets.module.css';

type ShareState = { step: 'idle' } | { step: 'sharing' } | { step: 'shared'; link: string } | { step: 'failed'; message: string | null };

/**
 * "Share" for the current slip (issue 6): POST /bets/share-code with the slip's bets, then the
 * link `<current url>?betcode=CODE` in a read-only field with a copy button; feedback in a status
 * region. Part of the lazily loaded slip UI (it reads the full slip store). Not shown while the
 * site's shared-bets feature is off (feature flag shared_bets of the site configuration, live).
 */
export function ShareSlipButton() {
  const enabled = useFeatureFlag('shared_bets');
  return enabled ? <ShareSlip /> : null;
}

function ShareSlip() {
  const t = useTranslations('SharedBets');
  const locale = useLocale();
  const ticket = useTicket();
  const [state, setState] = useState<ShareState>({ step: 'idle' });
  const [feedback, setFeedback] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const bets = ticket.bets.filter((bet) => bet.selections.length > 0);

  const share = async () => {
    setState({ step: 'sharing' });
    setFeedback('');
    try {
      const code = await createShareCode({ bets: bets.map(toShareBet) }, locale);
      setState({ step: 'shared', link: shareLinkOf(window.location.href, code) });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof ApiError ? (error.localizedMessage ?? null) : null });
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setFeedback(t('copied'));
    } catch {
      inputRef.current?.select();
      setFeedback(t('copyFailed'));
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className="button button-secondary" disabled={bets.length === 0 || state.step === 'sharing'} onClick={() => void share()}>
        {state.step === 'sharing' ? t('sharing') : t('share')}
      </button>
      {state.step === 'shared' ? (
        <div className={styles.linkRow}>
          <label htmlFor={inputId} className={styles.label}>
            {t('linkLabel')}
          </label>
          <input ref={inputRef} id={inputId} className={styles.link} readOnly value={state.link} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button" onClick={() => void copy(state.link)}>
            {t('copy')}
          </button>
        </div>
      ) : null}
      <p role="status" className={styles.feedback}>
        {state.step === 'failed' ? (state.message ?? t('createFailed')) : feedback}
      </p>
    </div>
  );
}

export default ShareSlipButton;
