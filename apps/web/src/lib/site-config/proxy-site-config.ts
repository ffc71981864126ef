import { siteConfigSchema, type SiteConfigDto } from '@sportsbook/contracts';
import { z } from 'zod';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';

/** How long the proxy's copy of the site configuration serves before it is read again in the background. */
export const PROXY_SITE_CONFIG_TTL_MS = 5_000;
/** A slow API must not hold every page: past this the proxy goes on with what it has. */
const READ_TIMEOUT_MS = 1_000;

const responseSchema = z.object({ data: siteConfigSchema });

interface Cached {
  config: SiteConfigDto | null;
  readAt: number;
  reading: Promise<SiteConfigDto | null> | null;
}

const cached: Cached = { config: null, readAt: Number.NEGATIVE_INFINITY, reading: null };

async function read(apiUrl: string): Promise<SiteConfigDto | null> {
  try {
    const response = await fetch(`${apiUrl}/sportsbook/v1/site_config`, { cache: 'no-store', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`GET /sportsbook/v1/site_config answered ${response.status}`);
    cached.config = responseSchema.parse(await response.json()).data;
  } catch (error) {
    reportErrorLazily(error);
  } finally {
    // A failed read keeps the last good copy and is not tried again before the next period.
    cached.readAt = Date.now();
    cached.reading = null;
  }
  return cached.config;
}

/**
 * The site configuration as the web server's proxy needs it (custom page paths, the third-party
 * origins of the content security policy), per process, read at most once per TTL: the first
 * request waits for it; later ones get the copy at hand while a stale one is read again in the
 * background, so an operator's change applies within about five seconds. Null while the API has
 * never answered.
 */
export function proxySiteConfig(apiUrl: string, now = Date.now()): Promise<SiteConfigDto | null> | SiteConfigDto | null {
  if (now - cached.readAt < PROXY_SITE_CONFIG_TTL_MS) return cached.config;
  cached.reading ??= read(apiUrl);
  return cached.config ?? cached.reading;
}

/** Tests only: forget the cached copy. */
export function resetProxySiteConfig(): void {
  cached.config = null;
  cached.readAt = Number.NEGATIVE_INFINITY;
  cached.reading = null;
}
