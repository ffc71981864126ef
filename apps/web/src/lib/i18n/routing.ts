import { defineRouting } from 'next-intl/routing';
import { publicEnv } from '@/lib/env';

/** Supported locales; the first is the default (spec core §2 "Locale in the path"). */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // as-needed leaves the default locale out of the path; always prefixes every locale.
  localePrefix: publicEnv.localePrefix,
  // The locale comes from the path only (spec core §2), not from a cookie or Accept-Language.
  localeDetection: false,
  alternateLinks: false,
});

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
