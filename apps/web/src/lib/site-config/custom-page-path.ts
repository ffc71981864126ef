import { pathWithoutLocale } from '@/lib/geo/blocked-country';

/** An entry of the site configuration's custom_page_paths (spec core §2): `path` shows the page at `target`. */
export interface CustomPagePath {
  path: string;
  target: string;
}

/**
 * The path a request is served from when the operator added it as a custom page path: the target
 * under the same locale prefix as the request ("/ar/rules" with {path: "/rules", target:
 * "/general-rules"} → "/ar/general-rules"), or null when the path is not a custom one. A trailing
 * slash does not matter; the query string is the caller's to keep. Paths and targets are
 * checked by the contract (`/world-cup`: lowercase segments, never the bare root).
 */
export function customPageTarget(pathname: string, locale: string, entries: readonly CustomPagePath[]): string | null {
  if (entries.length === 0) return null;
  const bare = pathWithoutLocale(pathname, locale).replace(/(.)\/+$/, '$1');
  const entry = entries.find((candidate) => candidate.path === bare);
  if (!entry) return null;
  const prefix = pathname === `/${locale}` || pathname.startsWith(`/${locale}/`) ? `/${locale}` : '';
  return `${prefix}${entry.target}`;
}
