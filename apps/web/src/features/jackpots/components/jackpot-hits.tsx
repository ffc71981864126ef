'use client';

import type { JackpotHitDto } from '@sportsbook/contracts/models';
import { formatExactMoney } from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useAuthStore } from '@/lib/auth/auth-store';
import { onUserEvent } from '@/lib/realtime/user-events';
import { fetchJackpotHits, markJackpotHitsSeen } from '../api/jackpots-api';
import { JACKPOT_HITS_REFRESH_MS } from '../lib/count-up';
import styles from './jackpots.module.css';

const SHOWN_STATUSES: JackpotHitDto['status'][] = ['APPROVED', 'PAID'];

/**
 * The signed-in player's jackpot hits (spec promotions §4 "Jackpot hits"): their unseen APPROVED or
 * PAID hits, read every 60 s (and at once when a hit's payment reaches the balance), shown one at a time in the jackpot-hit modal; each is marked seen as
 * it shows, so a reload does not show it again. Closing shows the next.
 */
export function JackpotHits() {
  const t = useTranslations('Jackpots');
  const locale = useLocale();
  const accounts = useAuthStore((state) => state.accounts);
  const queryClient = useQueryClient();
  const unseen = useQuery({
    queryKey: ['jackpots', 'unseen-hits'],
    queryFn: () => fetchJackpotHits({ forUser: true, unseen: true, status: SHOWN_STATUSES }),
    refetchInterval: JACKPOT_HITS_REFRESH_MS,
  });
  const { refetch } = unseen;
  useEffect(
    // A hit paid now (balance_changed, reason jackpot_win) is read at once, not at the next poll.
    () => onUserEvent((event) => {
      if (event.event_name === 'balance_changed' && (event.message as { reason?: string } | null)?.reason === 'jackpot_win') void refetch();
    }),
    [refetch],
  );
  const [queue, setQueue] = useState<JackpotHitDto[]>([]);
  const handled = useRef(new Set<number>());

  useEffect(() => {
    const fresh = (unseen.data ?? []).filter((hit) => !handled.current.has(hit.id)).sort((a, b) => a.id - b.id);
    if (fresh.length === 0) return;
    for (const hit of fresh) handled.current.add(hit.id);
    setQueue((current) => [...current, ...fresh]);
  }, [unseen.data]);

  const shown = queue[0] ?? null;
  useEffect(() => {
    if (!shown) return;
    // Seen as it shows (spec §4 "shown one at a time and marked seen").
    void markJackpotHitsSeen([shown.id]).catch(() => undefined);
  }, [shown]);

  if (!shown) return null;
  const subunits = accounts.find((account) => account.currency === shown.currency)?.subunits ?? 100;
  const close = () => {
    setQueue((current) => current.slice(1));
    void queryClient.invalidateQueries({ queryKey: ['jackpots'] });
  };
  return (
    <Dialog title={t('hitTitle')} onClose={close} closeLabel={t('close')}>
      <div className={styles.hit} data-testid="jackpot-hit-modal">
        <p className={styles.hitAmount}>{formatExactMoney({ value: shown.amount, currency: shown.currency, subunits }, locale)}</p>
        <p>{t('hitText', { level: shown.jackpot_level_name, jackpot: shown.jackpot_name })}</p>
        <p className="muted">{shown.status === 'PAID' ? t('hitPaid') : t('hitApproved')}</p>
      </div>
    </Dialog>
  );
}
