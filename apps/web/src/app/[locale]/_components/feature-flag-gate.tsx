'use client';

import type { FeatureFlag } from '@sportsbook/contracts/models';
import type { ReactNode } from 'react';
import { useFeatureFlag } from '@/lib/site-config/site-config-store';

/**
 * Shows its children (rendered by a server page) only while the site configuration's `flag` is on,
 * following an operator's change live: e.g. the help centre's link to the limits page only where
 * the site offers responsible-gambling limits.
 */
export function FeatureFlagGate({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  return useFeatureFlag(flag) ? children : null;
}
