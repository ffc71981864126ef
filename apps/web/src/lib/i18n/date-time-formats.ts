import type { DateTimeFormatOptions, Formats } from 'next-intl';

/**
 * The app's named date-and-time formats (next-intl `formats`, passed to every page's client
 * provider): `format.dateTime(date, 'dateAndTime')` instead of inline options, so that a locale
 * with its own rule gets it everywhere.
 *
 * Serbian (spec core §9 "sr uses 2-digit dates"): day and month in two digits and a 24-hour time,
 * 05.01.2026. 09:05, where Intl's `dateStyle` writes 5. 1. 2026.; as the catalogues' own
 * `ddMMyyyy` dates (docs/languages.md), digits only, so no Cyrillic month name reaches a Latin page.
 */
const STANDARD = {
  dateAndTime: { dateStyle: 'medium', timeStyle: 'short' },
  shortDateAndTime: { dateStyle: 'short', timeStyle: 'short' },
} as const satisfies Record<string, DateTimeFormatOptions>;

const TWO_DIGIT_DATE_AND_TIME = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const SERBIAN: Record<DateTimeFormatName, DateTimeFormatOptions> = {
  dateAndTime: TWO_DIGIT_DATE_AND_TIME,
  shortDateAndTime: TWO_DIGIT_DATE_AND_TIME,
};

export type DateTimeFormatName = keyof typeof STANDARD;

/** For next-intl's AppConfig (global.d.ts): the format names `format.dateTime` accepts. */
export type AppFormats = { dateTime: typeof STANDARD };

function dateTimeFormatsOf(locale: string): Record<DateTimeFormatName, DateTimeFormatOptions> {
  return locale === 'sr' ? SERBIAN : STANDARD;
}

/** The date-time options of a named format in a locale. */
export function dateTimeOptions(locale: string, name: DateTimeFormatName): DateTimeFormatOptions {
  return dateTimeFormatsOf(locale)[name];
}

/** next-intl's `formats` for a locale (lib/i18n/request.ts; the test providers take English's). */
export function formatsFor(locale: string): Formats {
  return { dateTime: dateTimeFormatsOf(locale) };
}
