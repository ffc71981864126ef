import { getServerEnv } from '@/lib/server-env';
import { requestIsIndexable } from '@/lib/seo/request-indexing';
import { sitemapFileUrl, sitemapIndexXml } from '@/lib/seo/sitemap';
import { seoCacheHeaders, sitemapFiles } from '../_seo/sitemap-cache';

export const dynamic = 'force-dynamic';

/**
 * The sitemap index (docs/search-engines.md): the addresses of the sitemap files, as many as the
 * protocol's limits need. 404 when the site, the origin or the lock keeps search engines out;
 * 503 while the catalogue API cannot be read.
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await requestIsIndexable(request.headers))) return new Response('Not found\n', { status: 404 });
  let files: string[];
  try {
    files = await sitemapFiles();
  } catch {
    return new Response('The catalogue cannot be read right now\n', { status: 503, headers: { 'retry-after': '60' } });
  }
  const siteUrl = getServerEnv().SITE_URL;
  return new Response(sitemapIndexXml(files.map((_, index) => sitemapFileUrl(siteUrl, index))), { headers: seoCacheHeaders('application/xml; charset=utf-8') });
}
