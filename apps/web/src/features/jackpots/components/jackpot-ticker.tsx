'use client';

import type { JackpotDto } from '@sportsbook/contracts/models';
import { formatExactMoney } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';
import { fetchJackpot, fetchJackpots } from '../api/jackpots-api';
import { countUpValue, JACKPOT_REFRESH_MS } from '../lib/count-up';
import styles from './jackpots.module.css';

export const JACKPOTS_QUERY_ROOT = 'jackpots';

/** How often the shown amount moves while counting up (the value itself is exact at every step). */
const TICK_MS = 250;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The amount a jackpot can pay now, counting up between reads: each new read starts a climb from
 * what is shown to what was read over the next 15 s. Screen readers hear only the read amounts
 * (the ticking text is hidden from them; a polite live region carries the amount once per read).
 */
export function CountingAmount({ amount, currency, subunits }: { amount: number; currency: string; subunits: number }) {
  const locale = useLocale();
  const [shown, setShown] = useState(amount);
  const shownRef = useRef(amount);

  useEffect(() => {
    const from = shownRef.current;
    const startedAt = Date.now();
    const jump = prefersReducedMotion() || amount <= from;
    const timer = setInterval(() => {
      const next = jump ? amount : countUpValue(from, amount, startedAt, Date.now(), JACKPOT_REFRESH_MS);
      shownRef.current = next;
      setShown(next);
      if (next === amount) clearInterval(timer);
    }, jump ? 0 : TICK_MS);
    return () => clearInterval(timer);
  }, [amount]);

  const money = (value: number) => formatExactMoney({ value, currency, subunits }, locale);
  return (
    <>
      <span aria-hidden="true" className={styles.amount} data-testid="jackpot-amount" data-amount={amount}>
        {money(shown)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {money(amount)}
      </span>
    </>
  );
}

/** One jackpot, read again every 15 s (spec promotions §4 "Jackpot detail is refetched every 15 s"). */
export function useJackpot(initial: JackpotDto): JackpotDto {
  const locale = useLocale();
  const detail = useQuery({
    queryKey: [JACKPOTS_QUERY_ROOT, 'detail', initial.id, locale],
    queryFn: () => fetchJackpot(initial.id, locale),
    initialData: initial,
    refetchInterval: JACKPOT_REFRESH_MS,
    staleTime: JACKPOT_REFRESH_MS,
  });
  return detail.data;
}

/** The active jackpots: a signed-in player's in their active currency, a visitor's all. */
export function useActiveJackpots() {
  const locale = useLocale();
  const signedIn = useAuthStore(isSignedIn);
  const currency = useAuthStore((state) => state.currency);
  return useQuery({
    queryKey: [JACKPOTS_QUERY_ROOT, 'list', locale, signedIn ? currency : null],
    queryFn: () => fetchJackpots(locale, signedIn ? currency : undefined),
    staleTime: JACKPOT_REFRESH_MS,
  });
}

function TickerItem({ jackpot: initial }: { jackpot: JackpotDto }) {
  const t = useTranslations('Jackpots');
  const jackpot = useJackpot(initial);
  return (
    <li className={styles.tickerItem} data-testid="jackpot-ticker-item">
      <span className={styles.tickerName}>{jackpot.name}</span>
      <CountingAmount amount={jackpot.amount} currency={jackpot.currency} subunits={jackpot.currency_subunits} />
      <span className="visually-hidden">{t('tickerHint')}</span>
    </li>
  );
}

/** The jackpot ticker of home and /promotions: each active jackpot's amount, counting up live. */
export function JackpotTicker() {
  const t = useTranslations('Jackpots');
  const jackpots = useActiveJackpots();
  if (!jackpots.data || jackpots.data.length === 0) return null;
  return (
    <section aria-labelledby="jackpot-ticker" className={styles.ticker} data-testid="jackpot-ticker">
      <h2 id="jackpot-ticker" className={styles.tickerTitle}>
        {t('title')}
      </h2>
      <ul className={styles.tickerList}>
        {jackpots.data.map((jackpot) => (
          <TickerItem key={jackpot.id} jackpot={jackpot} />
        ))}
      </ul>
    </section>
  );
}
