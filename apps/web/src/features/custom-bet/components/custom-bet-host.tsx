'use client';

import { lazy, Suspense } from 'react';
import { closeCustomBetBuilder, useCustomBetRequestStore } from '@/lib/betslip/custom-bet-request';

// The builder (API calls, slip store, dialog) is its own chunk, loaded on the first request.
const CustomBetModal = lazy(() => import('./custom-bet-modal'));

/**
 * The bet builder on every page (mounted with the ticket panel): shows the modal while a builder
 * is requested — by an outcome click when the first slip bet is custom (spec core §2), or by a
 * match page's "Bet builder" entry. Light: only the request store is in first-load JS.
 */
export function CustomBetHost() {
  const request = useCustomBetRequestStore((state) => state.request);
  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <CustomBetModal key={request.seq} match={request.match} initialSelectionIds={request.initialSelectionIds} onClose={closeCustomBetBuilder} />
    </Suspense>
  );
}
