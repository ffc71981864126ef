import type { LocalePrefixMode } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/localized-path';
import { escapeXml } from './xml';

/**
 * The sitemap protocol's limits per file (sitemaps.org): at most 50,000 URLs and 50 MB
 * (52,428,800 bytes) uncompressed. A larger site is split into several files listed by an index.
 */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 52_428_800 } as const;
export type SitemapLimits = { maxUrls: number; maxBytes: number };

export interface SitemapLocales {
  locales: readonly string[];
  defaultLocale: string;
  mode: LocalePrefixMode;
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/**
 * The `<url>` entries of one page (a path without its locale): one per locale, each listing every
 * locale's address and the default locale's as x-default (hreflang alternates, the same links as
 * the page's own head, ./alternate-links).
 */
export function sitemapUrlEntries(pathname: string, siteUrl: string, { locales, defaultLocale, mode }: SitemapLocales): string[] {
  const origin = siteUrl.replace(/\/+$/, '');
  const address = (locale: string) => escapeXml(`${origin}${localizedPath(pathname, locale, defaultLocale, mode)}`);
  const links = [
    ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${escapeXml(locale)}" href="${address(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address(defaultLocale)}"/>`,
  ].join('');
  return locales.map((locale) => `<url><loc>${address(locale)}</loc>${links}</url>\n`);
}

/**
 * Every page in every locale as sitemap files, each within the limits (URL count and bytes,
 * header and footer included). A page's locales may land in two files; an empty site still has
 * one (empty) file, so the index never points nowhere.
 */
export function buildSitemapFiles(pathnames: Iterable<string>, siteUrl: string, locales: SitemapLocales, limits: SitemapLimits = SITEMAP_LIMITS): string[] {
  const frame = byteLength(URLSET_OPEN) + byteLength(URLSET_CLOSE);
  const files: string[] = [];
  let entries: string[] = [];
  let bytes = frame;
  const close = () => {
    files.push(`${URLSET_OPEN}${entries.join('')}${URLSET_CLOSE}`);
    entries = [];
    bytes = frame;
  };
  for (const pathname of pathnames) {
    for (const entry of sitemapUrlEntries(pathname, siteUrl, locales)) {
      const size = byteLength(entry);
      if (frame + size > limits.maxBytes) throw new Error(`a sitemap entry of ${size} bytes does not fit in a file of ${limits.maxBytes}`);
      if (entries.length > 0 && (entries.length >= limits.maxUrls || bytes + size > limits.maxBytes)) close();
      entries.push(entry);
      bytes += size;
    }
  }
  if (entries.length > 0 || files.length === 0) close();
  return files;
}

/** The sitemap index listing the files' addresses (sitemaps.org index format). */
export function sitemapIndexXml(fileUrls: readonly string[]): string {
  const items = fileUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/** The address of the sitemap file `index` (0-based), served by app/sitemaps/[file]. */
export function sitemapFileUrl(siteUrl: string, index: number): string {
  return `${siteUrl.replace(/\/+$/, '')}/sitemaps/${index}.xml`;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
