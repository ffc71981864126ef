'use client';

import { lazy, Suspense } from 'react';
import { signOut } from '@/features/account/lib/session';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';

const RealityCheck = lazy(() => import('@/features/protection/components/reality-check').then((module) => ({ default: module.RealityCheck })));
const signOutPlayer = () => signOut();

/** The reality check of a signed-in player (issue 21), loaded only once signed in. */
export function RealityCheckMount() {
  const signedIn = useAuthStore(isSignedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck onSignOut={signOutPlayer} />
    </Suspense>
  );
}
