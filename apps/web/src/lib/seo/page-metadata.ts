import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/routing';
import { alternateLinks } from './alternate-links';
import { requestIsIndexable } from './request-indexing';

export interface PageMetadataInput {
  title: string;
  pathname: string;
  locale: Locale;
  /** False for a page no search engine should list (a player's own page, a form, an error page). */
  indexable?: boolean;
}

/**
 * Title, canonical + alternates (x-default too), and robots for a page: noindex, nofollow unless
 * the page, the site (INDEXING_ENABLED, the site setting `indexing`), the origin (SITE_URL's host
 * only) and the access lock all allow indexing (./request-indexing).
 */
export async function pageMetadata({ title, pathname, locale, indexable = true }: PageMetadataInput): Promise<Metadata> {
  const index = await requestIsIndexable(await headers(), indexable);
  return {
    title,
    alternates: alternateLinks(pathname, locale),
    robots: index ? { index: true, follow: true } : { index: false, follow: false },
  };
}
