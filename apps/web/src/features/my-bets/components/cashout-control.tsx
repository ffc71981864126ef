'use client';

import type { PlacedBet } from '@sportsbook/contracts/models';
import { formatExactMoney } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { announcePolitely } from '@/lib/a11y/announcer-store';
import { ApiError } from '@/lib/api/api-error';
import { cashoutBet } from '../api/bets-api';
import { mergeBetIntoCache } from '../lib/bet-events';
import { noteCashout } from '../lib/cashed-out-store';
import { CASHOUT_CHANGED, CASHOUT_IDLE, cashoutFlow, offerFromDetails } from '../lib/cashout-flow';
import styles from './my-bets.module.css';

/**
 * Live cashout of one open bet: the current offer (moved by bet_cashout_changed), a confirm step,
 * POST /bets/cashout; a moved offer (CASHOUT_CHANGED) is shown and can be confirmed again.
 * Results are said in the card's status region and in the page's polite region.
 */
export function CashoutControl({ bet }: { bet: PlacedBet }) {
  const t = useTranslations('MyBets');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [flow, dispatch] = useReducer(cashoutFlow, CASHOUT_IDLE);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const money = (value: number) => formatExactMoney({ value, currency: bet.currency, subunits: bet.subunits }, locale);

  // While the player is asked to confirm, a moved live offer must be confirmed again (never taken silently).
  useEffect(() => {
    dispatch({ type: 'liveOfferMoved', offer: bet.toCashout });
  }, [bet.toCashout]);

  useEffect(() => {
    if (flow.step === 'confirming' || flow.step === 'changed') confirmRef.current?.focus();
  }, [flow.step]);

  const send = async (offer: number) => {
    dispatch({ type: 'send' });
    try {
      const cashed = await cashoutBet(bet.id, offer, locale);
      const amount = cashed.win_amount ?? offer;
      dispatch({ type: 'succeeded', amount });
      announcePolitely(t('cashout.done', { amount: money(amount) }));
      noteCashout({ betId: bet.id, ref: bet.ref, amount: money(amount) });
      mergeBetIntoCache(queryClient, cashed);
    } catch (error) {
      if (error instanceof ApiError && error.code === CASHOUT_CHANGED) {
        const offerNow = offerFromDetails(error.details);
        dispatch({ type: 'offerChanged', offer: offerNow });
        announcePolitely(offerNow === null ? t('cashout.unavailable') : t('cashout.changed', { amount: money(offerNow) }));
        return;
      }
      const message = error instanceof ApiError ? (error.localizedMessage ?? null) : null;
      dispatch({ type: 'failed', message });
      announcePolitely(message ?? t('cashout.failed'));
    }
  };

  const offer = bet.toCashout;
  let body: ReactNode = null;
  let status = '';
  switch (flow.step) {
    case 'idle':
    case 'unavailable':
      status = flow.step === 'unavailable' ? t('cashout.unavailable') : '';
      body =
        offer === null ? null : (
          <button type="button" className={`button ${styles.cashout}`} onClick={() => dispatch({ type: 'ask', offer })}>
            {t('cashout.button', { amount: money(offer) })}
          </button>
        );
      break;
    case 'confirming':
    case 'changed':
    case 'failed':
      status =
        flow.step === 'changed'
          ? t('cashout.changed', { amount: money(flow.offer) })
          : flow.step === 'failed'
            ? (flow.message ?? t('cashout.failed'))
            : '';
      body = (
        <div className={styles.confirm} role="group" aria-label={t('cashout.confirmLabel')}>
          <p className={styles.confirmText}>{t('cashout.confirmQuestion', { amount: money(flow.offer) })}</p>
          <button ref={confirmRef} type="button" className={`button ${styles.cashout}`} onClick={() => void send(flow.offer)}>
            {flow.step === 'confirming' ? t('cashout.confirm') : t('cashout.retry', { amount: money(flow.offer) })}
          </button>
          <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'cancel' })}>
            {t('cashout.cancel')}
          </button>
        </div>
      );
      break;
    case 'sending':
      body = (
        <button type="button" className={`button ${styles.cashout}`} disabled aria-busy="true">
          {t('cashout.sending')}
        </button>
      );
      break;
    case 'done':
      status = t('cashout.done', { amount: money(flow.amount) });
      break;
  }

  return (
    <div className={styles.cashoutBox}>
      {body}
      <p role="status" className={styles.cashoutStatus}>
        {status}
      </p>
    </div>
  );
}
