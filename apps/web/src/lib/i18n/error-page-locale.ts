import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from './locales';

/**
 * Error pages use a restricted locale set (spec core §2): these locales show them in their own
 * language, every other locale in English (the fallback). The error, not-found, blocked and
 * locked pages read their texts in errorPageLocale(locale).
 */
export const ERROR_PAGE_LOCALES: readonly Locale[] = ['en', 'en-AU', 'en-CA', 'en-NZ', 'ar', 'de', 'fr-CA'];

export function errorPageLocale(locale: string): Locale {
  return ERROR_PAGE_LOCALES.find((candidate) => candidate === locale) ?? 'en';
}

/** The error page texts the browser's error boundary (app/[locale]/error.tsx) reads. */
const CLIENT_ERROR_TEXTS = { Pages: ['errorImageAlt', 'tryAgain'], page: ['error'] } as const;

/**
 * The client messages of a page with the error boundary's texts in the error page locale: the
 * English ones when the page's locale is outside the restricted set.
 */
export function withErrorPageTexts(messages: AbstractIntlMessages, locale: string, english: AbstractIntlMessages): AbstractIntlMessages {
  if (errorPageLocale(locale) === locale) return messages;
  const result: AbstractIntlMessages = { ...messages };
  for (const [namespace, keys] of Object.entries(CLIENT_ERROR_TEXTS)) {
    const own = (messages[namespace] ?? {}) as AbstractIntlMessages;
    const fallback = (english[namespace] ?? {}) as AbstractIntlMessages;
    const merged: AbstractIntlMessages = { ...own };
    for (const key of keys) if (fallback[key] !== undefined) merged[key] = fallback[key];
    result[namespace] = merged;
  }
  return result;
}
