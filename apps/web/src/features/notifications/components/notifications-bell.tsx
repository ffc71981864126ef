'use client';

import { lazy, Suspense } from 'react';
import { useAuthUserId } from '@/lib/auth/use-auth-user-id';

// The bell, its count, its realtime patches and its panel load only for a signed-in player.
const PlayerBell = lazy(() => import('./player-bell'));

/**
 * The header's notifications bell (spec promotions §4 "Notifications", §6: signed-in players).
 * Nothing for a visitor, and none of its code in a visitor's first load.
 */
export function NotificationsBell() {
  const userId = useAuthUserId();
  if (userId === null) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBell key={userId} userId={userId} />
    </Suspense>
  );
}
