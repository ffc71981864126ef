'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/client-only/use-hydrated';

const MatchPrediction = lazy(() => import('./match-prediction').then((module) => ({ default: module.MatchPrediction })));

/** The prediction card, loaded once the page is interactive: its code is not in the match page's first load. */
export function MatchPredictionSlot(props: { matchId: number; home: string; away: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <MatchPrediction {...props} />
    </Suspense>
  );
}
