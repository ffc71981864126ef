import type { GeoDto } from '@sportsbook/contracts';
import type { LocalePrefixMode } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/localized-path';
import { STATIC_PATHS } from '@/lib/routes/paths';

/** Pages a visitor from a blocked country still reaches (the notice itself and the error pages). */
const REACHABLE_WHEN_BLOCKED: readonly string[] = [STATIC_PATHS.blocked, STATIC_PATHS.notFound, STATIC_PATHS.error];

/**
 * What the web server forwards to GET /platform/geo: the configured country header (when set and
 * present) and x-forwarded-for, nothing else (no cookies).
 */
export function geoRequestHeaders(incoming: Pick<Headers, 'get'>, countryHeader: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const forwardedFor = incoming.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (countryHeader) {
    const country = incoming.get(countryHeader);
    if (country) headers[countryHeader] = country;
  }
  return headers;
}

/** The locale a path asks for: its first segment when that is a locale, else the default. */
export function localeOfPath(pathname: string, locales: readonly string[], defaultLocale: string): string {
  const first = pathname.split('/')[1] ?? '';
  return locales.includes(first) ? first : defaultLocale;
}

/** The path without its locale prefix ("/ar/blocked" → "/blocked", "/ar" → "/"). */
export function pathWithoutLocale(pathname: string, locale: string): string {
  if (pathname === `/${locale}`) return '/';
  if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  return pathname || '/';
}

export interface BlockedRedirectInput {
  /** The API's answer; null when the call failed (then nobody is blocked). */
  geo: GeoDto | null;
  /** The path asked for (with or without the locale prefix). */
  pathname: string;
  locale: string;
  defaultLocale: string;
  prefixMode: LocalePrefixMode;
}

/** /blocked, /404 and /500 (in any locale) stay open to a blocked visitor: no geo call needed for them. */
export function reachableWhenBlocked(pathname: string, locale: string): boolean {
  const path = pathWithoutLocale(pathname, locale).replace(/\/+$/, '') || '/';
  return REACHABLE_WHEN_BLOCKED.includes(path);
}

/**
 * Spec core §1, §5: a visitor from a blocked country sees the current locale's /blocked page with
 * the country's name (`?country=` ISO code, named by the page). Returns where to redirect, or null
 * (not blocked, the geo call failed, or the page is one a blocked visitor may see: no loop).
 */
export function blockedRedirect({ geo, pathname, locale, defaultLocale, prefixMode }: BlockedRedirectInput): string | null {
  if (!geo?.blocked || reachableWhenBlocked(pathname, locale)) return null;
  const target = localizedPath(STATIC_PATHS.blocked, locale, defaultLocale, prefixMode);
  return geo.country_code ? `${target}?country=${encodeURIComponent(geo.country_code)}` : target;
}
