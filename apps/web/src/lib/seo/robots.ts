import type { LocalePrefixMode } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/localized-path';
import { STATIC_PATHS } from '@/lib/routes/paths';

/**
 * What no crawler is sent to: a player's own pages, the account forms, the API and realtime
 * addresses, and the pages that only say something went wrong or is closed.
 */
export const DISALLOWED_PATHS = [
  '/profile',
  '/users',
  STATIC_PATHS.favorites,
  STATIC_PATHS.initSportsbook,
  STATIC_PATHS.locked,
  STATIC_PATHS.blocked,
  STATIC_PATHS.notFound,
  STATIC_PATHS.error,
] as const;
/** The API and the realtime WebSocket, proxied under the site's own origin (no locale). */
export const DISALLOWED_API_PATHS = ['/sportsbook/', '/platform/', '/connection/'] as const;

export interface RobotsOptions {
  /** False when the site, the origin or the access lock keeps search engines out: everything disallowed. */
  indexable: boolean;
  siteUrl: string;
  locales: readonly string[];
  defaultLocale: string;
  mode: LocalePrefixMode;
}

/** robots.txt: the disallowed pages under every locale prefix, and the sitemap index's address. */
export function robotsTxt({ indexable, siteUrl, locales, defaultLocale, mode }: RobotsOptions): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  const pages = new Set<string>();
  for (const path of DISALLOWED_PATHS) for (const locale of locales) pages.add(localizedPath(path, locale, defaultLocale, mode));
  const lines = ['User-agent: *', 'Allow: /', ...[...DISALLOWED_API_PATHS, ...pages].map((path) => `Disallow: ${path}`)];
  return `${lines.join('\n')}\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
