'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { activateBonus } from '../api/bonuses-api';
import { BONUSES_QUERY_ROOT } from '../hooks/use-bonus-seen';
import { activationErrorMessage } from '../lib/activation-error';
import { needsActivation } from '../lib/bonus-view';
import styles from './promotions.module.css';

type State = { kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string };

/**
 * The Activate action of a bonus that waits for it (spec promotions §7 POST /bonuses/{id}/activate;
 * a free bet issued while another was active, or replaced by another's activation): the answer
 * (the bonus as it now is) goes to `onActivated`, and every bonus list is read again (activating
 * one may replace another). Success and failure are said in the player's language, politely
 * (status) or at once (alert). The button goes once the bonus is active: focus moves to the
 * message, so it stays where the player was (inside the detail modal: Escape still closes it).
 */
export function ActivateBonus({ bonus, onActivated }: { bonus: BonusDto; onActivated?: (bonus: BonusDto) => void }) {
  const t = useTranslations('Promotions');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.kind === 'done') feedbackRef.current?.focus();
  }, [state.kind]);
  const waiting = needsActivation(bonus);
  if (!waiting && state.kind === 'idle') return null;

  const activate = () => {
    setState({ kind: 'busy' });
    activateBonus(bonus.id, locale).then(
      (activated) => {
        setState({ kind: 'done' });
        onActivated?.(activated);
        void queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_ROOT] });
      },
      (error: unknown) => {
        const { key, status } = activationErrorMessage(error);
        setState({ kind: 'error', message: key === 'activateRefused' ? t(key, { status: status ? t(`status.${status}`) : t('status.unknown') }) : t(key) });
        void queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_ROOT] });
      },
    );
  };

  return (
    <div className={styles.activate}>
      {waiting && state.kind !== 'done' ? (
        <button type="button" className="button" onClick={activate} disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy'} data-testid="bonus-activate">
          {state.kind === 'busy' ? t('activating') : t('activate')}
        </button>
      ) : null}
      <p role="status" className={styles.feedback} ref={feedbackRef} tabIndex={-1} data-testid="bonus-activated">
        {state.kind === 'done' ? t('activated') : ''}
      </p>
      {state.kind === 'error' ? (
        <p role="alert" className={styles.feedback} data-testid="bonus-activate-error">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
