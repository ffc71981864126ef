'use client';

import { lazy, Suspense } from 'react';
import { useAuthUserId } from '@/lib/auth/use-auth-user-id';

// The count and its query load only for a signed-in player.
const UnseenBonusesCount = lazy(() => import('./unseen-bonuses-count'));

/** The header Promotions link's count of new bonuses: nothing for a visitor, and none of its code in a visitor's first load. */
export function UnseenBonuses() {
  const userId = useAuthUserId();
  if (userId === null) return null;
  return (
    <Suspense fallback={null}>
      <UnseenBonusesCount key={userId} userId={userId} />
    </Suspense>
  );
}
