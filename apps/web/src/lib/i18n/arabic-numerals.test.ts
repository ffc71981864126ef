import { formatMoney } from '@sportsbook/domain';
import { createFormatter } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatsFor } from './date-time-formats';

// Spec core §9 "ar uses Arabic numerals": the digits 0–9, which Intl writes for `ar` (the locale the
// Arabic pages format with); `ar-EG` or `ar-SA` would write the Arabic-Indic ٠–٩ instead.
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u;

describe('Arabic pages', () => {
  const format = createFormatter({ locale: 'ar', timeZone: 'UTC', formats: formatsFor('ar') });

  it('write amounts, numbers and dates in the digits 0–9', () => {
    const written = [
      formatMoney({ value: 123_456, currency: 'USD', subunits: 100 }, 'ar'),
      format.number(1234.5),
      format.dateTime(new Date('2026-01-05T09:05:00Z'), 'dateAndTime'),
    ];
    for (const text of written) {
      expect(text).not.toMatch(ARABIC_INDIC_DIGIT);
      expect(text).toMatch(/[0-9]/);
    }
    expect(written[1]).toContain('1,234.5');
  });

  it('differ from the regional Arabic locales, which would not', () => {
    expect(new Intl.NumberFormat('ar-EG').format(1234.5)).toMatch(ARABIC_INDIC_DIGIT);
  });
});
