'use client';

import { formatMoney } from '@sportsbook/domain';
import type { SportsbookSessionDto } from '@sportsbook/contracts/models';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useAuthStore } from '@/lib/auth/auth-store';
import { onLimitsChanged } from '@/lib/protection/limits-changed';
import { showProtectionNotice } from '@/lib/protection/protection-notice-store';
import { continueSportsbookSession, getSportsbookSession } from '../lib/reality-check-api';
import { REALITY_CHECK_CHANNEL, RealityCheckWatcher } from '../lib/reality-check-watcher';

interface RealityCheckProps {
  /** Signs the player out (the account feature's sign-out, passed in by the app). */
  onSignOut: () => Promise<void> | void;
}

/**
 * The reality-check modal of a signed-in player (issue 21; spec promotions §2, §5): time played,
 * bets and wins with "Continue" and "Sign out"; one answer closes it in every tab. A used-up
 * session-time limit signs the player out and opens the out-of-session modal (ProtectionMount).
 */
export function RealityCheck({ onSignOut }: RealityCheckProps) {
  const t = useTranslations('realityCheck');
  const locale = useLocale();
  const accounts = useAuthStore((state) => state.accounts);
  const [due, setDue] = useState<SportsbookSessionDto | null>(null);
  const [busy, setBusy] = useState(false);
  const watcher = useRef<RealityCheckWatcher | null>(null);

  useEffect(() => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(REALITY_CHECK_CHANNEL) : null;
    const current = new RealityCheckWatcher(
      { session: getSportsbookSession, continueSession: continueSportsbookSession },
      { due: setDue, outOfSession: () => {
        showProtectionNotice('out_of_session');
        void onSignOut();
      } },
      channel,
    );
    watcher.current = current;
    current.start();
    const stopListening = onLimitsChanged(() => current.refresh());
    return () => {
      stopListening();
      current.stop();
    };
  }, [onSignOut]);

  if (!due) return null;
  const money = (value: number) => formatMoney({ value, currency: due.currency, subunits: accounts.find((account) => account.currency === due.currency)?.subunits ?? 100 }, locale);
  const played = Math.max(0, Math.floor((Date.parse(due.period.to) - Date.parse(due.period.from)) / 60_000));
  const onContinue = () => {
    setBusy(true);
    void (watcher.current?.continueSession() ?? Promise.resolve()).finally(() => setBusy(false));
  };
  const onSignOutClick = () => {
    setBusy(true);
    watcher.current?.answered();
    void Promise.resolve(onSignOut()).finally(() => setBusy(false));
  };
  return (
    <Dialog title={t('title')} closeLabel={t('close')}>
      <p>{t('played', { hours: Math.floor(played / 60), minutes: played % 60 })}</p>
      <p>{t('sums', { bets: money(due.bets_sum), wins: money(due.wins_sum) })}</p>
      <div className="dialog-actions">
        <button type="button" className="button" disabled={busy} onClick={onContinue}>{t('continue')}</button>
        <button type="button" className="button secondary" disabled={busy} onClick={onSignOutClick}>{t('signOut')}</button>
      </div>
    </Dialog>
  );
}
