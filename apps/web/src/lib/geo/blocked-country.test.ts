import { describe, expect, it } from 'vitest';
import { blockedRedirect, geoRequestHeaders, localeOfPath, pathWithoutLocale, reachableWhenBlocked } from './blocked-country';

const blocked = { country_code: 'KP', country_name: 'North Korea', blocked: true, group_check: null };
const input = (pathname: string, locale = 'en', geo: typeof blocked | null = blocked) => ({
  geo,
  pathname,
  locale,
  defaultLocale: 'en',
  prefixMode: 'as-needed' as const,
});

describe('blocked country redirect', () => {
  it('sends a blocked visitor to the locale’s /blocked page with the country', () => {
    expect(blockedRedirect(input('/'))).toBe('/blocked?country=KP');
    expect(blockedRedirect(input('/live'))).toBe('/blocked?country=KP');
    expect(blockedRedirect(input('/ar/football', 'ar'))).toBe('/ar/blocked?country=KP');
    expect(blockedRedirect({ ...input('/ar', 'ar'), prefixMode: 'always' })).toBe('/ar/blocked?country=KP');
    expect(blockedRedirect({ ...input('/en', 'en'), prefixMode: 'always' })).toBe('/en/blocked?country=KP');
  });

  it('keeps /blocked, /404 and /500 reachable (no loop)', () => {
    for (const path of ['/blocked', '/blocked/', '/404', '/500', '/ar/blocked', '/ar/404', '/ar/500']) {
      expect(blockedRedirect(input(path, path.startsWith('/ar') ? 'ar' : 'en'))).toBeNull();
    }
  });

  it('blocks nobody when the country is allowed or the geo call failed', () => {
    expect(blockedRedirect(input('/', 'en', { ...blocked, blocked: false }))).toBeNull();
    expect(blockedRedirect(input('/', 'en', null))).toBeNull();
  });

  it('reads the locale from the path', () => {
    expect(localeOfPath('/ar/live', ['en', 'ar'], 'en')).toBe('ar');
    expect(localeOfPath('/ar', ['en', 'ar'], 'en')).toBe('ar');
    expect(localeOfPath('/arsenal', ['en', 'ar'], 'en')).toBe('en');
    expect(localeOfPath('/', ['en', 'ar'], 'en')).toBe('en');
    expect(reachableWhenBlocked('/ar/blocked', 'ar')).toBe(true);
    expect(reachableWhenBlocked('/blocked-news', 'en')).toBe(false);
  });

  it('strips only a real locale prefix', () => {
    expect(pathWithoutLocale('/ar/live', 'ar')).toBe('/live');
    expect(pathWithoutLocale('/ar', 'ar')).toBe('/');
    expect(pathWithoutLocale('/arsenal', 'ar')).toBe('/arsenal');
  });

  it('forwards the configured country header and x-forwarded-for only', () => {
    const incoming = new Headers({ 'x-test-country': 'KP', 'x-forwarded-for': '203.0.113.7', cookie: 'sb_session=secret' });
    expect(geoRequestHeaders(incoming, 'x-test-country')).toEqual({ accept: 'application/json', 'x-test-country': 'KP', 'x-forwarded-for': '203.0.113.7' });
    expect(geoRequestHeaders(incoming, undefined)).toEqual({ accept: 'application/json', 'x-forwarded-for': '203.0.113.7' });
    expect(geoRequestHeaders(new Headers(), 'x-test-country')).toEqual({ accept: 'application/json' });
  });
});
