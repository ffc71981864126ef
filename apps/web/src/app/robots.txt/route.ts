import { publicEnv } from '@/lib/env';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';
import { getServerEnv } from '@/lib/server-env';
import { requestIsIndexable } from '@/lib/seo/request-indexing';
import { robotsTxt } from '@/lib/seo/robots';
import { seoCacheHeaders } from '../_seo/sitemap-cache';

export const dynamic = 'force-dynamic';

/** robots.txt (docs/search-engines.md): the pages kept from crawlers and the sitemap; everything disallowed when the site is not indexed. */
export async function GET(request: Request): Promise<Response> {
  const body = robotsTxt({
    indexable: await requestIsIndexable(request.headers),
    siteUrl: getServerEnv().SITE_URL,
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    mode: publicEnv.localePrefix,
  });
  return new Response(body, { headers: seoCacheHeaders('text/plain; charset=utf-8') });
}
