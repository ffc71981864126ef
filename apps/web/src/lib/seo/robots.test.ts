import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

const options = { siteUrl: 'https://bets.example', locales: ['en', 'ar'], defaultLocale: 'en', mode: 'as-needed' as const };

function disallowed(text: string): string[] {
  return text.split('\n').filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
}

describe('robotsTxt', () => {
  it('points to the sitemap index and keeps crawlers off the API, the realtime socket and private pages in every locale', () => {
    const text = robotsTxt({ ...options, indexable: true });
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('\nSitemap: https://bets.example/sitemap.xml\n');
    const rules = disallowed(text);
    expect(rules).toEqual(expect.arrayContaining(['/sportsbook/', '/platform/', '/connection/']));
    expect(rules).toEqual(expect.arrayContaining(['/profile', '/ar/profile', '/users', '/ar/users', '/favorites', '/ar/favorites', '/init-sportsbook', '/locked', '/ar/blocked']));
    // Public pages stay open: nothing disallows the site root, a sport or a match.
    expect(rules).not.toContain('/');
    expect(rules.some((rule) => '/football/arsenal-chelsea-1'.startsWith(rule) || '/ar/live'.startsWith(rule))).toBe(false);
  });

  it('prefixes the default locale too in "always" mode', () => {
    expect(disallowed(robotsTxt({ ...options, mode: 'always', indexable: true }))).toEqual(expect.arrayContaining(['/en/profile', '/ar/profile']));
  });

  it('disallows everything and lists no sitemap when the site is not indexed', () => {
    const text = robotsTxt({ ...options, indexable: false });
    expect(text).toBe('User-agent: *\nDisallow: /\n');
  });
});
