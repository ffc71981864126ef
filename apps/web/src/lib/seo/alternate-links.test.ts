import { describe, expect, it } from 'vitest';
import { alternateLinks } from './alternate-links';

describe('alternateLinks', () => {
  it('as-needed: leaves the default locale out of the path and marks it x-default', () => {
    expect(alternateLinks('/live', 'ar', 'as-needed')).toEqual({
      canonical: '/ar/live',
      languages: { en: '/live', ar: '/ar/live', 'x-default': '/live' },
    });
  });
  it('as-needed: the home page', () => {
    expect(alternateLinks('/', 'en', 'as-needed')).toEqual({ canonical: '/', languages: { en: '/', ar: '/ar', 'x-default': '/' } });
  });
  it('always: every locale is prefixed, x-default too', () => {
    expect(alternateLinks('/football', 'en', 'always')).toEqual({
      canonical: '/en/football',
      languages: { en: '/en/football', ar: '/ar/football', 'x-default': '/en/football' },
    });
  });
});
