import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { dateTimeOptions, formatsFor } from './date-time-formats';

const at = new Date('2026-01-05T09:05:00Z');
// Whatever space Intl puts before AM (a narrow no-break one in newer ICU) reads as a space.
const inUtc = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at).replace(/\s/gu, ' ');

describe('date-time formats', () => {
  it('write Serbian dates with a 2-digit day and month and a 24-hour time (spec core §9)', () => {
    expect(inUtc('sr', dateTimeOptions('sr', 'dateAndTime'))).toBe('05.01.2026. 09:05');
    expect(inUtc('sr', dateTimeOptions('sr', 'shortDateAndTime'))).toBe('05.01.2026. 09:05');
  });

  it("keep every other locale's own medium and short styles", () => {
    expect(inUtc('en', dateTimeOptions('en', 'dateAndTime'))).toBe('Jan 5, 2026, 9:05 AM');
    expect(inUtc('de', dateTimeOptions('de', 'shortDateAndTime'))).toBe('05.01.26, 09:05');
  });

  it('name the same formats in every locale', () => {
    const names = Object.keys(formatsFor('en').dateTime ?? {}).sort();
    for (const locale of LOCALES) expect(Object.keys(formatsFor(locale).dateTime ?? {}).sort()).toEqual(names);
  });

  it('print no Cyrillic letter in a Serbian date', () => {
    for (const name of ['dateAndTime', 'shortDateAndTime'] as const) expect(inUtc('sr', dateTimeOptions('sr', name))).not.toMatch(/\p{Script=Cyrillic}/u);
  });
});
