'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { NAVIGATION_START_EVENT } from '@/lib/progress/navigation-start';
import { PROGRESS, currentRoute, isInternalNavigation, startProgress, trickleProgress } from '@/lib/progress/progress-model';
import styles from './route-progress-bar.module.css';

/**
 * What made the bar load (./route-progress), as it was: a link click, or a navigation announced
 * by code (no link). `from` is the page's address at that moment.
 */
export type PendingStart =
  | { link: { href: string; target: string; hasDownload: boolean }; click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }; from: string }
  | { link?: undefined; from: string };

/**
 * Top progress bar on route changes (spec core §2, constants §9). Starts when an in-app link
 * is clicked, code navigates (router.push / replace) or history moves, trickles, and completes
 * when the new route has rendered. Loaded
 * lazily by ./route-progress, which hands over the click that made it load (`pending`).
 */
export function RouteProgressBar({ label, pending = null }: { label: string; pending?: PendingStart | null }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [progress, setProgress] = useState<number | null>(null);
  const trickleTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const start = () => {
      setProgress((current) => startProgress(current));
      window.clearInterval(trickleTimer.current);
      trickleTimer.current = window.setInterval(
        // A finished bar (1) is never trickled back below the end.
        () => setProgress((current) => (current === null || current >= 1 ? current : trickleProgress(current))),
        PROGRESS.trickleMs,
      );
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a') : null;
      if (!target || event.defaultPrevented) return;
      const link = { href: target.href, target: target.target, hasDownload: target.hasAttribute('download') };
      if (isInternalNavigation(link, event, new URL(window.location.href))) start();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', start);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    // A navigation started by what loaded the bar, and still under way: show it.
    if (pending) {
      const from = new URL(pending.from);
      const navigates = pending.link === undefined || isInternalNavigation(pending.link, pending.click, from);
      if (navigates && currentRoute(from) === currentRoute(window.location)) start();
    }
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', start);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
      window.clearInterval(trickleTimer.current);
    };
  }, [pending]);

  // The route rendered: complete the bar (state adjusted while rendering the new route, not in
  // an effect), stop trickling, then hide it after the transition.
  const route = `${pathname}?${searchParams.toString()}`;
  const [renderedRoute, setRenderedRoute] = useState(route);
  if (renderedRoute !== route) {
    setRenderedRoute(route);
    if (progress !== null) setProgress(1);
  }
  useEffect(() => window.clearInterval(trickleTimer.current), [route]);
  useEffect(() => {
    if (progress !== 1) return;
    const hide = window.setTimeout(() => setProgress(null), PROGRESS.speedMs * 2);
    return () => window.clearTimeout(hide);
  }, [progress]);

  if (progress === null) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      style={{ transform: `scaleX(${progress})`, opacity: progress >= 1 ? 0 : 1 }}
    />
  );
}
