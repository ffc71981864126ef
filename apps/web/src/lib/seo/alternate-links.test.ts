import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { alternateLinks } from './alternate-links';

describe('alternateLinks', () => {
  it('as-needed: leaves the default locale out of the path and marks it x-default', () => {
    const links = alternateLinks('/live', 'ar', 'as-needed');
    expect(links.canonical).toBe('/ar/live');
    expect(links.languages).toMatchObject({ en: '/live', ar: '/ar/live', ja: '/ja/live', 'pt-BR': '/pt-BR/live', 'x-default': '/live' });
    // Every locale of the book, and x-default.
    expect(Object.keys(links.languages)).toHaveLength(LOCALES.length + 1);
  });
  it('as-needed: the home page', () => {
    const links = alternateLinks('/', 'en', 'as-needed');
    expect(links.canonical).toBe('/');
    expect(links.languages).toMatchObject({ en: '/', ar: '/ar', 'zh-CN': '/zh-CN', 'x-default': '/' });
  });
  it('always: every locale is prefixed, x-default too', () => {
    const links = alternateLinks('/football', 'en', 'always');
    expect(links.canonical).toBe('/en/football');
    expect(links.languages).toMatchObject({ en: '/en/football', ar: '/ar/football', fil: '/fil/football', 'x-default': '/en/football' });
  });
});
