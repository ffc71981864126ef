import { publicEnv, type LocalePrefixMode } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/localized-path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/routing';

/**
 * Canonical and alternate-language links of a page (spec core §2): one per locale under the
 * prefix rules, the default locale also as x-default.
 */
export function alternateLinks(
  pathname: string,
  locale: Locale,
  mode: LocalePrefixMode = publicEnv.localePrefix,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const option of LOCALES) languages[option] = localizedPath(pathname, option, DEFAULT_LOCALE, mode);
  languages['x-default'] = localizedPath(pathname, DEFAULT_LOCALE, DEFAULT_LOCALE, mode);
  return { canonical: localizedPath(pathname, locale, DEFAULT_LOCALE, mode), languages };
}
