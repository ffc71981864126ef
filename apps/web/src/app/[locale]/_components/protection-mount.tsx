'use client';

import { lazy, Suspense } from 'react';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';
import { usePlayerProtectionAllowed } from '@/lib/host-frame/player-protection';
import { useProtectionNoticeStore } from '@/lib/protection/protection-notice-store';
import { useFeatureFlag } from '@/lib/site-config/site-config-store';

const RealityCheck = lazy(() => import('@/features/protection/components/reality-check').then((module) => ({ default: module.RealityCheck })));
const ActivityTracking = lazy(() => import('@/features/protection/components/activity-tracking').then((module) => ({ default: module.ActivityTracking })));
const ProtectionNoticeDialog = lazy(() => import('@/features/protection/components/protection-notice').then((module) => ({ default: module.ProtectionNoticeDialog })));
// The session module (platform calls, account API) is not first-load code: imported when a limit or the player signs out.
const signOutPlayer = () => import('@/features/account/lib/session').then(({ signOut }) => signOut());

/**
 * Player protection (issue 21), loaded only once a player is signed in: the reality check and the
 * activity tracking (inside a host page's iframe only when the host allows them), and the
 * out-of-session or activity-limit modal, which stays after the limit signed the player out.
 * The activity tracking runs only while the site's `activity_tracking` flag is on (live: an
 * operator's change starts or stops it in open pages); the reality check, which also opens the
 * out-of-session modal of a session limit already set, is not behind a flag (docs/payments.md
 * "Player-protection flags").
 */
export function ProtectionMount() {
  const signedIn = useAuthStore(isSignedIn);
  const allowed = usePlayerProtectionAllowed();
  const tracking = useFeatureFlag('activity_tracking');
  const notice = useProtectionNoticeStore((state) => state.notice);
  return (
    <Suspense fallback={null}>
      {signedIn && allowed ? (
        <>
          <RealityCheck onSignOut={signOutPlayer} />
          {tracking ? <ActivityTracking onSignOut={signOutPlayer} /> : null}
        </>
      ) : null}
      {notice ? <ProtectionNoticeDialog notice={notice} /> : null}
    </Suspense>
  );
}
