/**
 * In-app navigations started in code (router.push / replace of '@/lib/i18n/navigation') announce
 * themselves with this window event, so the top progress bar shows them as it shows a link click
 * (spec core §2: route changes start and finish the bar).
 */
export const NAVIGATION_START_EVENT = 'sportsbook:navigation-start';

/** Announces a navigation from the current address to `target` when it changes the route (path or query). */
export function announceNavigation(target: string, current: URL = new URL(window.location.href)): boolean {
  const next = new URL(target, current);
  if (next.origin !== current.origin || (next.pathname === current.pathname && next.search === current.search)) return false;
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
  return true;
}
