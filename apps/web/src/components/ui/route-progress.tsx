'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle/when-idle';
import { NAVIGATION_START_EVENT } from '@/lib/progress/navigation-start';
import type { PendingStart } from './route-progress-bar';

const RouteProgressBar = lazy(() => import('./route-progress-bar').then((module) => ({ default: module.RouteProgressBar })));

/**
 * The top progress bar's light first-load part: the bar itself (./route-progress-bar) loads when
 * the browser is idle, or at the first link click or announced navigation (router.push / replace)
 * if that comes sooner. That start is handed over as it was, and the bar shows it if it began an
 * in-app navigation still under way.
 */
export function RouteProgress({ label }: { label: string }) {
  const [loaded, setLoaded] = useState<{ pending: PendingStart | null } | null>(null);

  useEffect(() => {
    if (loaded) return;
    const load = (pending: PendingStart | null) => setLoaded((current) => current ?? { pending });
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || event.defaultPrevented) return;
      const { button, metaKey, ctrlKey, shiftKey, altKey } = event;
      load({
        link: { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        click: { button, metaKey, ctrlKey, shiftKey, altKey },
        from: window.location.href,
      });
    };
    const onPopState = () => load(null);
    // A navigation started in code (router.push / replace) was announced before it began.
    const onNavigationStart = () => load({ from: window.location.href });
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(NAVIGATION_START_EVENT, onNavigationStart);
    const cancelIdle = whenIdle(() => load(null));
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(NAVIGATION_START_EVENT, onNavigationStart);
      cancelIdle();
    };
  }, [loaded]);

  return loaded ? (
    <Suspense fallback={null}>
      <RouteProgressBar label={label} pending={loaded.pending} />
    </Suspense>
  ) : null;
}
