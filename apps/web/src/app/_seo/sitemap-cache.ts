import { publicEnv } from '@/lib/env';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';
import { getServerEnv } from '@/lib/server-env';
import { buildSitemapFiles } from '@/lib/seo/sitemap';
import { sitemapPathnames } from './sitemap-pages';

/** How long the built sitemap serves (here and in shared caches, Cache-Control) before it is built again. */
export const SITEMAP_TTL_SECONDS = 300;

interface Built {
  files: string[];
  builtAt: number;
}

let built: Built | null = null;
let building: Promise<Built> | null = null;

/**
 * The sitemap files, built from the catalogue API at most once per TTL per process (the index and
 * each file read the same build; concurrent requests share one build). A failed build is not kept.
 */
export async function sitemapFiles(now = Date.now()): Promise<string[]> {
  if (built && now - built.builtAt < SITEMAP_TTL_SECONDS * 1000) return built.files;
  building ??= build(now).finally(() => {
    building = null;
  });
  return (await building).files;
}

async function build(now: number): Promise<Built> {
  const pathnames = await sitemapPathnames(AbortSignal.timeout(20_000));
  const files = buildSitemapFiles(pathnames, getServerEnv().SITE_URL, { locales: LOCALES, defaultLocale: DEFAULT_LOCALE, mode: publicEnv.localePrefix });
  built = { files, builtAt: now };
  return built;
}

/** The response headers of robots.txt and the sitemap files: cacheable for the TTL. */
export function seoCacheHeaders(contentType: string): Record<string, string> {
  return { 'content-type': contentType, 'cache-control': `public, max-age=${SITEMAP_TTL_SECONDS}` };
}
