/** Top progress bar constants (spec core §9). */
export const PROGRESS = {
  minimum: 0.08,
  speedMs: 200,
  trickleMs: 800,
  trickleRate: 0.02,
  /** Never reach the end by trickling: only a finished navigation completes the bar. */
  ceiling: 0.994,
} as const;

/** Where the bar starts: at least the minimum. */
export function startProgress(current: number | null): number {
  return Math.max(current ?? 0, PROGRESS.minimum);
}

/** One trickle step: grows by the trickle rate (a quarter of it past 80 %), never past the ceiling. */
export function trickleProgress(current: number): number {
  const step = current < 0.8 ? PROGRESS.trickleRate : PROGRESS.trickleRate / 4;
  return Math.min(current + step, PROGRESS.ceiling);
}

/** A route as the bar compares them: path and normalised query. */
export function currentRoute(location: { pathname: string; search: string }): string {
  return `${location.pathname}?${new URLSearchParams(location.search).toString()}`;
}

/**
 * Whether a click on an anchor starts an in-app navigation that the bar should show: same
 * origin, a different page (not only the hash), normal left click without modifier keys.
 */
export function isInternalNavigation(
  anchor: { href: string; target: string; hasDownload: boolean },
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  current: URL,
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (anchor.hasDownload || (anchor.target && anchor.target !== '_self')) return false;
  let next: URL;
  try {
    next = new URL(anchor.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
