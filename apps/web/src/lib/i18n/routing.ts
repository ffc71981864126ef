import { defineRouting } from 'next-intl/routing';
import { publicEnv } from '@/lib/env';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';

/** next-intl's routing (proxy and request config): the locale comes from the path only. */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // as-needed leaves the default locale out of the path; always prefixes every locale.
  localePrefix: publicEnv.localePrefix,
  // The locale comes from the path only (spec core §2), not from a cookie or Accept-Language.
  localeDetection: false,
  alternateLinks: false,
});
