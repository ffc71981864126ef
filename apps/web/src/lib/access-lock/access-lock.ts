import type { LocalePrefixMode } from '@/lib/env';
import { pathWithoutLocale } from '@/lib/geo/blocked-country';
import { localizedPath } from '@/lib/i18n/localized-path';
import { STATIC_PATHS } from '@/lib/routes/paths';

/**
 * The layout lock (spec core §2 "Page layout can be locked when an access key is set in the
 * environment"): with SITE_ACCESS_KEY set, every page shows the locked page to a visitor who has
 * not given the key. Opening any address with `?access_key=<key>` once keeps the browser in (a
 * cookie holding the key's SHA-256, never the key); a wrong key changes nothing. The API, files
 * and robots.txt stay as they are (robots.txt then disallows everything).
 */
export const ACCESS_COOKIE = 'sb_access';
export const ACCESS_QUERY_PARAM = 'access_key';
export const ACCESS_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** A site with an access key is not public: search engines are kept out while it is set. */
export function isAccessLocked(accessKey: string | undefined): boolean {
  return accessKey !== undefined;
}

/** The cookie's value for a key: its SHA-256 in hex. */
export async function accessToken(accessKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessKey));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface AccessLockInput {
  accessKey: string | undefined;
  url: URL;
  cookie: string | undefined;
  locale: string;
  defaultLocale: string;
  prefixMode: LocalePrefixMode;
}

/**
 * What the proxy does with a page request: `pass` (no lock, the right cookie, or the locked page
 * itself), `unlock` (the right key in the address: set the cookie, go to the address without it),
 * or `lock` (go to the locale's locked page).
 */
export type AccessLockDecision = { kind: 'pass' } | { kind: 'unlock'; location: string; token: string } | { kind: 'lock'; location: string };

export async function accessLockDecision({ accessKey, url, cookie, locale, defaultLocale, prefixMode }: AccessLockInput): Promise<AccessLockDecision> {
  if (accessKey === undefined) return { kind: 'pass' };
  const token = await accessToken(accessKey);
  const given = url.searchParams.get(ACCESS_QUERY_PARAM);
  if (given !== null && (await accessToken(given)) === token) {
    const clean = new URL(url);
    clean.searchParams.delete(ACCESS_QUERY_PARAM);
    return { kind: 'unlock', location: `${clean.pathname}${clean.search}`, token };
  }
  if (cookie === token) return { kind: 'pass' };
  const lockedPath = localizedPath(STATIC_PATHS.locked, locale, defaultLocale, prefixMode);
  if ((pathWithoutLocale(url.pathname, locale).replace(/(.)\/+$/, '$1')) === STATIC_PATHS.locked) return { kind: 'pass' };
  return { kind: 'lock', location: lockedPath };
}
