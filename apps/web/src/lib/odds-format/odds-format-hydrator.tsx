'use client';

import { useEffect } from 'react';
import { rehydrateOddsFormat } from './odds-format-store';

/** Restores the stored odds format once the page is interactive (avoids hydration mismatches). */
export function OddsFormatHydrator() {
  useEffect(() => {
    rehydrateOddsFormat();
  }, []);
  return null;
}
