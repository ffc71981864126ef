'use client';

import type { OutcomeRef } from './selection-model';

/**
 * Light entry for odds buttons: the slip (domain reducer, stores) is imported on the first
 * click, so it never weighs on first-load JS.
 */
export function requestSelectOutcome(ref: OutcomeRef, locale: string): Promise<void> {
  return import('./slip-entry').then(({ selectOutcomeRef }) => {
    selectOutcomeRef(ref, locale);
  });
}
