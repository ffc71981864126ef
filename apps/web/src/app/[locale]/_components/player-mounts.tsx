'use client';

import { lazy, Suspense } from 'react';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';

const SignedInMounts = lazy(() => import('./signed-in-mounts').then((module) => ({ default: module.SignedInMounts })));

/**
 * What every page runs for a signed-in player only (bonus alerts, payment alerts, jackpot hits):
 * one chunk, loaded once a player is signed in, and unmounted when they sign out. A visitor's
 * page ships none of it.
 */
export function PlayerMounts() {
  const signedIn = useAuthStore(isSignedIn);
  return signedIn ? (
    <Suspense fallback={null}>
      <SignedInMounts />
    </Suspense>
  ) : null;
}
