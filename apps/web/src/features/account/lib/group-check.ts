import type { PlayerProfile } from '@sportsbook/contracts/models';
import { isHttpUrl } from '@/lib/geo/visitor-group-check';

/**
 * Spec core §6: a configured player-group checker sends a player outside the required group to
 * the platform front end. Returns the address to go to, or null to stay.
 *
 * Visitors are sent on by the web server (proxy.ts, from GET /platform/geo's group_check).
 * Only http(s) addresses are followed (never a `javascript:` one).
 */
export function groupCheckRedirect(profile: Pick<PlayerProfile, 'groupCheck'> | null): string | null {
  const check = profile?.groupCheck;
  if (!check || check.allowed) return null;
  return isHttpUrl(check.redirectUrl) ? check.redirectUrl : null;
}

/** The browser's navigation, one seam for tests (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
