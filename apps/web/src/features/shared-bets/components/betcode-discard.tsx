'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { withoutBetcode } from '../lib/betcode-param';

/**
 * A betcode link while the site's shared-bets feature is off (feature flag shared_bets off; spec
 * promotions §5 "Shared bets need the feature on"): nothing is restored and no message shown, the
 * parameter is only removed from the address (other parameters and the hash kept).
 */
export default function BetcodeDiscard() {
  const router = useRouter();
  useEffect(() => {
    router.replace(withoutBetcode(window.location.href), { scroll: false });
  }, [router]);
  return null;
}
