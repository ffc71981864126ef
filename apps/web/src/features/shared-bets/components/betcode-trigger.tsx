'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { BETCODE_PARAM } from '../lib/betcode-param';

// The restore (slip, API calls, dialog) loads only when the address carries a code.
const BetcodeRestore = dynamic(() => import('./betcode-restore'), { ssr: false });

/**
 * URL trigger of spec core §2 on every page: `?betcode=CODE` restores a shared slip. Mounted by
 * the locale layout inside a Suspense boundary (it reads the search parameters).
 */
export function BetcodeTrigger() {
  const code = useSearchParams().get(BETCODE_PARAM)?.trim();
  return code ? <BetcodeRestore key={code} code={code} /> : null;
}
