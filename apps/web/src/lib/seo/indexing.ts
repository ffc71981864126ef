/**
 * Whether search engines may index what this request shows (spec core §2: noindex per page, per
 * site, per origin). Every switch must allow it:
 * - the environment (INDEXING_ENABLED, e.g. off on a staging deployment),
 * - the site setting `indexing` (operator, PATCH /operator/settings; null when the API was not read),
 * - the origin: only the canonical one (SITE_URL's host); a mirror, a preview host or the bare
 *   server address is noindex, so its copies never compete with the real site,
 * - the access lock (SITE_ACCESS_KEY): a locked site is not public,
 * - the page itself (a player's own page, a form, an error page).
 */
export interface IndexingSwitches {
  environment: boolean;
  siteSetting: boolean | null;
  requestHost: string | null;
  canonicalHost: string;
  accessLocked: boolean;
  page?: boolean;
}

export function isIndexable({ environment, siteSetting, requestHost, canonicalHost, accessLocked, page = true }: IndexingSwitches): boolean {
  return environment && siteSetting !== false && isCanonicalHost(requestHost, canonicalHost) && !accessLocked && page;
}

/**
 * A request without a host header is taken as the canonical origin (nothing says otherwise);
 * hosts compare without case and with the port, as the URL spells them.
 */
export function isCanonicalHost(requestHost: string | null, canonicalHost: string): boolean {
  if (!requestHost) return true;
  return requestHost.trim().toLowerCase() === canonicalHost.toLowerCase();
}

/** The host a request was made to: the proxy's x-forwarded-host first (its first entry), else host. */
export function requestHostOf(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || headers.get('host');
}
