import { describe, expect, it } from 'vitest';
import { buildSitemapFiles, sitemapFileUrl, sitemapIndexXml, sitemapUrlEntries } from './sitemap';

const locales = { locales: ['en', 'ar'], defaultLocale: 'en', mode: 'as-needed' as const };
const site = 'https://bets.example/';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]!);
}

describe('sitemapUrlEntries', () => {
  it('lists a page once per locale, each with every locale and x-default as alternates', () => {
    const entries = sitemapUrlEntries('/football', site, locales);
    expect(entries.map(locs)).toEqual([['https://bets.example/football'], ['https://bets.example/ar/football']]);
    for (const entry of entries) {
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://bets.example/football"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://bets.example/ar/football"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://bets.example/football"/>');
    }
  });

  it('prefixes every locale in "always" mode, the home page as /en', () => {
    const [en, ar] = sitemapUrlEntries('/', site, { ...locales, mode: 'always' });
    expect(locs(en!)).toEqual(['https://bets.example/en']);
    expect(locs(ar!)).toEqual(['https://bets.example/ar']);
    expect(en).toContain('hreflang="x-default" href="https://bets.example/en"');
  });

  it('escapes what XML gives a meaning', () => {
    const [entry] = sitemapUrlEntries("/a&b/<c>'d\"", site, locales);
    expect(locs(entry!)).toEqual(['https://bets.example/a&amp;b/&lt;c&gt;&apos;d&quot;']);
  });
});

describe('buildSitemapFiles', () => {
  const paths = Array.from({ length: 7 }, (_, index) => `/football/match-${index}`);

  it('keeps everything in one file within the limits', () => {
    const files = buildSitemapFiles(paths, site, locales);
    expect(files).toHaveLength(1);
    expect(locs(files[0]!)).toHaveLength(14);
    expect(files[0]).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(files[0]).toMatch(/<\/urlset>\n$/);
  });

  it('splits by URL count: no file holds more, none is lost or repeated', () => {
    const files = buildSitemapFiles(paths, site, locales, { maxUrls: 4, maxBytes: 50_000_000 });
    expect(files.map((file) => locs(file).length)).toEqual([4, 4, 4, 2]);
    const all = files.flatMap(locs);
    expect(new Set(all).size).toBe(14);
    expect(all).toContain('https://bets.example/ar/football/match-6');
  });

  it('splits by size: every file, header and footer included, stays within the byte limit', () => {
    const oneFile = buildSitemapFiles(paths.slice(0, 1), site, locales)[0]!;
    const maxBytes = Buffer.byteLength(oneFile) + 10; // room for two entries, not three
    const files = buildSitemapFiles(paths, site, locales, { maxUrls: 50_000, maxBytes });
    expect(files.length).toBe(7);
    for (const file of files) expect(Buffer.byteLength(file)).toBeLessThanOrEqual(maxBytes);
    expect(files.flatMap(locs)).toHaveLength(14);
  });

  it('counts bytes, not characters (Arabic paths)', () => {
    const arabic = ['/كرة-القدم'];
    const single = buildSitemapFiles(arabic, site, locales)[0]!;
    expect(buildSitemapFiles(arabic, site, locales, { maxUrls: 50_000, maxBytes: Buffer.byteLength(single) })).toHaveLength(1);
    expect(buildSitemapFiles(arabic, site, locales, { maxUrls: 50_000, maxBytes: Buffer.byteLength(single) - 1 })).toHaveLength(2);
  });

  it('refuses an entry larger than a whole file rather than writing a file past the limit', () => {
    expect(() => buildSitemapFiles(['/x'], site, locales, { maxUrls: 10, maxBytes: 300 })).toThrow(/does not fit/);
  });

  it('an empty catalogue still gives one empty file', () => {
    const files = buildSitemapFiles([], site, locales);
    expect(files).toHaveLength(1);
    expect(locs(files[0]!)).toEqual([]);
  });
});

describe('sitemapIndexXml', () => {
  it('lists the files by address', () => {
    const xml = sitemapIndexXml([sitemapFileUrl(site, 0), sitemapFileUrl(site, 1)]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual(['https://bets.example/sitemaps/0.xml', 'https://bets.example/sitemaps/1.xml']);
  });
});
