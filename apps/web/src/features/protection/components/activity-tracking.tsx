'use client';

import { useEffect } from 'react';
import { notifyUnauthorized } from '@/lib/api/platform-client';
import { onLimitsChanged } from '@/lib/protection/limits-changed';
import { showProtectionNotice } from '@/lib/protection/protection-notice-store';
import { getActivityLimitsInForce, trackActivity } from '../lib/activity-api';
import { ACTIVITY_IDLE_MS, ACTIVITY_LIMIT_CHANNEL, ActivityWatcher } from '../lib/activity-watcher';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

interface ActivityTrackingProps {
  /** Signs the player out (the account feature's sign-out, passed in by the app). */
  onSignOut: () => Promise<void> | void;
}

/**
 * Activity tracking of a signed-in player (issue 21; spec promotions §5, §8, §9): pings while the
 * page is visible and the player's last input is recent; when the activity limit is used up the
 * player is signed out and the activity-limit modal opens (ProtectionMount shows it). Renders nothing.
 */
export function ActivityTracking({ onSignOut }: ActivityTrackingProps) {
  useEffect(() => {
    let lastInput = Date.now();
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    const isActive = () => document.visibilityState === 'visible' && Date.now() - lastInput <= ACTIVITY_IDLE_MS;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_LIMIT_CHANNEL) : null;
    const watcher = new ActivityWatcher(
      { limits: getActivityLimitsInForce, ping: trackActivity },
      {
        limitReached: () => {
          showProtectionNotice('activity_limit');
          void onSignOut();
        },
        unauthorized: notifyUnauthorized,
      },
      isActive,
      channel,
    );
    watcher.start();
    const stopListening = onLimitsChanged(() => watcher.limitsChanged());
    return () => {
      stopListening();
      watcher.stop();
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
    };
  }, [onSignOut]);
  return null;
}
