import { isAccessLocked } from '@/lib/access-lock/access-lock';
import { getServerEnv } from '@/lib/server-env';
import { proxySiteConfig } from '@/lib/site-config/proxy-site-config';
import { isIndexable, requestHostOf } from './indexing';

/**
 * Whether search engines may index what this request shows (pages, robots.txt, the sitemap): the
 * environment, the site setting `indexing` (the server's copy of the site configuration, a few
 * seconds old at most), the origin asked for, the access lock and the page (./indexing).
 */
export async function requestIsIndexable(requestHeaders: Pick<Headers, 'get'>, page = true): Promise<boolean> {
  const env = getServerEnv();
  const siteConfig = await proxySiteConfig(env.API_URL);
  return isIndexable({
    environment: env.INDEXING_ENABLED,
    siteSetting: siteConfig?.indexing ?? null,
    requestHost: requestHostOf(requestHeaders),
    canonicalHost: new URL(env.SITE_URL).host,
    accessLocked: isAccessLocked(env.SITE_ACCESS_KEY),
    page,
  });
}
