'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const JackpotTicker = lazy(() => import('@/features/jackpots/components/jackpot-ticker').then((module) => ({ default: module.JackpotTicker })));

/** Where a page wants the jackpot ticker (home): an empty element the server renders. */
export const JACKPOT_TICKER_SLOT = 'data-jackpot-ticker-slot';

/**
 * The jackpot ticker in every page's layout, its code loaded only when needed (issue 23; first-load
 * budget): drawn into the page's ticker slot when the page has one. (The signed-in player's
 * jackpot-hit modal is one of the PlayerMounts.)
 */
export function JackpotMount() {
  const pathname = usePathname();
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    // After the new page's elements are in place.
    const frame = requestAnimationFrame(() => setSlot(document.querySelector(`[${JACKPOT_TICKER_SLOT}]`)));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return <Suspense fallback={null}>{slot ? createPortal(<JackpotTicker />, slot) : null}</Suspense>;
}
