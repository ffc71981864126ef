import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';
import { textDirection } from './direction';

describe('countryName', () => {
  it('names a country in the locale', () => {
    expect(countryName('fr', 'en')).toBe('France');
    expect(countryName('FR', 'ar')).toBe('فرنسا');
  });
  it.each([undefined, '', 'FRA', '1x'])('returns null for %s', (code) => {
    expect(countryName(code, 'en')).toBeNull();
  });
});

describe('textDirection', () => {
  it.each([
    ['ar', true, 'rtl'],
    ['he', true, 'rtl'],
    ['fa-IR', true, 'rtl'],
    ['ur', true, 'rtl'],
    ['ar', false, 'ltr'],
    ['en', true, 'ltr'],
  ] as const)('%s with rtl %s → %s', (locale, enabled, expected) => {
    expect(textDirection(locale, enabled)).toBe(expected);
  });
});
