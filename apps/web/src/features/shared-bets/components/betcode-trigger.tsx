'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { BETCODE_PARAM } from '../lib/betcode-param';

// The restore (slip, API calls, dialog) loads only when the address carries a code.
const BetcodeRestore = dynamic(() => import('./betcode-restore'), { ssr: false });

/**
 * URL trigger of spec core §2 on every page: `?betcode=CODE` restores a shared slip. Mounted by
 * the locale layout inside a Suspense boundary (it reads the search parameters). The restore
 * removes the parameter from the address; it stays mounted for the last code seen, so its
 * not-found dialog outlives that removal.
 */
export function BetcodeTrigger() {
  const code = useSearchParams().get(BETCODE_PARAM)?.trim() || null;
  const [active, setActive] = useState<string | null>(code);
  if (code !== null && code !== active) setActive(code);
  return active ? <BetcodeRestore key={active} code={active} /> : null;
}
