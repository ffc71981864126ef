'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';
import { onUserEventOnce } from '@/lib/realtime/user-events';

const BonusToaster = lazy(() => import('@/features/bonuses/components/bonus-toaster').then((module) => ({ default: module.BonusToaster })));

/** Spec promotions §4 "Bonus alerts appear after a shared default delay, then 1 second": the shared default is 0 (§9 names it 0 in the bonus listener). */
export const BONUS_ALERT_SHARED_DELAY_MS = 0;
export const BONUS_ALERT_DELAY_MS = BONUS_ALERT_SHARED_DELAY_MS + 1_000;

/**
 * Listens for bonus_issued on the player's private channel (signed in only): refreshes the
 * /promotions list and, after the alert delay, shows the bonus toaster card, whose code loads only
 * then. A sign-out closes it (spec promotions §4 "Bonus alerts show only to logged-in users and
 * close themselves on logout").
 */
export function BonusToasterMount() {
  const signedIn = useAuthStore(isSignedIn);
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<BonusDto | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onUserEventOnce('bonus-toaster', (event) => {
      if (event.event_name !== 'bonus_issued') return;
      const bonus = (event.message as { bonus?: BonusDto } | null)?.bonus;
      void queryClient.invalidateQueries({ queryKey: ['promotions'] });
      if (!bonus) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown(bonus);
      }, BONUS_ALERT_DELAY_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
      // Signed out (or the player changed): the card goes.
      setShown(null);
    };
  }, [signedIn, queryClient]);

  if (!shown || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <BonusToaster key={shown.id} bonus={shown} onDone={() => setShown(null)} />
    </Suspense>
  );
}
