'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CustomBetHost } from '@/features/custom-bet/components/custom-bet-host';
import { hydrateSelected, setPanelOpen, useSelectedStore } from '@/lib/betslip/selected-store';
import { setSlipSettings, type SlipSettings } from '@/lib/betslip/slip-settings';
import { whenIdle } from '@/lib/idle/when-idle';

/** The panel itself (slip UI, domain reducer, quick bet, my bets) is its own chunk. */
const TicketPanel = lazy(() => import('./ticket-panel').then((module) => ({ default: module.TicketPanel })));

/**
 * The ticket panel's light root (spec core §2 "Ticket panel"), mounted by the locale layout:
 * hands the slip its settings, reads the stored selections (so odds buttons show as pressed),
 * closes the panel on a route change, and loads the panel chunk when the browser is idle or as
 * soon as there is a selection — never as part of first-load JS. It also hosts the bet builder
 * (spec core §2: the custom-bet modal opens on any page), whose modal is a chunk of its own.
 */
export function TicketPanelRoot({ settings }: { settings: SlipSettings }) {
  const [load, setLoad] = useState(false);
  const wanted = useSelectedStore((state) => state.selectedIds.length > 0 || state.panelOpen);
  const pathname = usePathname();
  const lastPath = useRef(pathname);
  // A selection (or a panel left open in this session) loads the panel now, not at idle.
  if (wanted && !load) setLoad(true);

  useEffect(() => setSlipSettings(settings), [settings]);

  useEffect(() => {
    hydrateSelected();
    return whenIdle(() => setLoad(true));
  }, []);


  // Closes on a route change (spec core §2).
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (useSelectedStore.getState().panelOpen) setPanelOpen(false);
  }, [pathname]);

  return (
    <>
      {load ? (
        <Suspense fallback={null}>
          <TicketPanel />
        </Suspense>
      ) : null}
      <CustomBetHost />
    </>
  );
}
