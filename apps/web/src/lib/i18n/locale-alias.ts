import { resolveLocale } from '@sportsbook/contracts/models';

/**
 * A path whose first segment names a locale another way (spec core §9 aliases: `no` → nb,
 * `br` → pt-BR, `tl` → fil; or another letter case: `pt-br` → pt-BR) answered with the path in
 * the locale's own code; null for any other path (the proxy redirects permanently).
 */
export function canonicalLocalePath(pathname: string): string | null {
  const [, first, ...rest] = pathname.split('/');
  if (!first) return null;
  const locale = resolveLocale(first);
  if (!locale || locale === first) return null;
  return `/${[locale, ...rest].join('/')}`;
}
