'use client';

import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@/lib/client-only/use-hydrated';
import { useFeatureFlag } from '@/lib/site-config/site-config-store';
import { BETCODE_PARAM } from '../lib/betcode-param';

// The restore (slip, API calls, dialog) loads only when the address carries a code.
const BetcodeRestore = lazy(() => import('./betcode-restore'));
// With the feature off, a code is only removed from the address.
const BetcodeDiscard = lazy(() => import('./betcode-discard'));

/**
 * URL trigger of spec core §2 on every page: `?betcode=CODE` restores a shared slip when the
 * site's shared-bets feature is on (feature flag shared_bets of the site configuration). Mounted by
 * the locale layout inside a Suspense boundary (it reads the search parameters). The restore
 * removes the parameter from the address; it stays mounted for the last code seen, so its
 * not-found dialog outlives that removal.
 */
export function BetcodeTrigger() {
  const enabled = useFeatureFlag('shared_bets');
  const code = useSearchParams().get(BETCODE_PARAM)?.trim() || null;
  const [active, setActive] = useState<string | null>(code);
  if (code !== null && code !== active) setActive(code);
  // Browser only (it reads storage and calls the API): never rendered on the server.
  const hydrated = useHydrated();
  if (!active || !hydrated) return null;
  return <Suspense fallback={null}>{enabled ? <BetcodeRestore key={active} code={active} /> : <BetcodeDiscard key={active} />}</Suspense>;
}
