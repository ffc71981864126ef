import type { LocalePrefixMode } from '@/lib/env';

/**
 * A path with its locale prefix (spec core §2): always prefixed in "always" mode; in
 * "as-needed" mode the default locale is left out.
 */
export function localizedPath(pathname: string, locale: string, defaultLocale: string, mode: LocalePrefixMode): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (mode === 'as-needed' && locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
