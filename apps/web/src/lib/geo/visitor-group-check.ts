import type { GeoDto } from '@sportsbook/contracts/models';

/** The session cookie of the platform API (apps/api, accounts): its presence marks a signed-in browser. */
export const SESSION_COOKIE = 'sb_session';

/**
 * Spec core §6: a configured player-group checker sends a not-logged-in visitor to the platform
 * front end (a signed-in player outside the group is sent on after the profile loads, in the
 * account feature). Returns the address to go to, or null to stay.
 */
export function visitorGroupRedirect(geo: Pick<GeoDto, 'group_check'> | null, hasSession: boolean): string | null {
  const check = geo?.group_check;
  if (!check || hasSession) return null;
  return isHttpUrl(check.redirect_url) ? check.redirect_url : null;
}

/** Only http(s) addresses are followed, never a `javascript:` one. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
