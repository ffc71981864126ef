import { LOCALE_CODES, type LocaleCode } from '@sportsbook/contracts/models';

/**
 * Supported locales (contracts i18n/locales, issue 24); the first is the default (spec core §2
 * "Locale in the path"). Each has its catalogue in messages/<locale>.json (messages.test checks).
 */
export const LOCALES: readonly LocaleCode[] = LOCALE_CODES;
export type Locale = LocaleCode;
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
