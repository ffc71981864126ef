'use client';

import { Activity, type ReactNode } from 'react';

/**
 * Renders its children as they are and lets the browser hydrate them apart from the rest of the
 * page: React hydrates a visible <Activity> boundary after the page's first hydration pass, at low
 * priority and in short tasks, instead of inside one long task. Unlike <Suspense>, the server never
 * streams it apart (no fallback, no reveal script): the HTML is the same. A press on it before then
 * hydrates it at once and is replayed.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
