'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/client-only/use-hydrated';

const MatchPrediction = lazy(() => import('./match-prediction').then((module) => ({ default: module.MatchPrediction })));

interface MatchPredictionSlotProps {
  matchId: number;
  home: string;
  away: string;
  /** Where the page may show the card; a slot its CSS hides (display: none) stays empty. */
  className?: string | undefined;
}

/**
 * The prediction card, loaded once the page is interactive (its code is not in the match page's
 * first load), in whichever of the page's slots is displayed: the page offers two (beside the
 * markets when there is room, else below them) and the layout may switch between them.
 */
export function MatchPredictionSlot({ className, ...card }: MatchPredictionSlotProps) {
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const [displayed, setDisplayed] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    // display: none leaves an element no boxes; shown or hidden again, its size changes.
    const update = () => setDisplayed(element.getClientRects().length > 0);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} className={className}>
      {hydrated && displayed ? (
        <Suspense fallback={null}>
          <MatchPrediction {...card} />
        </Suspense>
      ) : null}
    </div>
  );
}
