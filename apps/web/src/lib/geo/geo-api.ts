import { geoSchema, type GeoDto } from '@sportsbook/contracts';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import type { ServerEnv } from '@/lib/server-env';
import { geoRequestHeaders } from './blocked-country';

/** A slow API must not hold every page: past this the visitor is not blocked. */
const GEO_TIMEOUT_MS = 2_000;

/**
 * GET /platform/geo for the visitor whose request headers are `incoming` (server only: the
 * proxy and server components). Forwards the configured country header and x-forwarded-for.
 * Null when the call fails: then nobody is blocked.
 */
export async function fetchGeo(incoming: Pick<Headers, 'get'>, env: Pick<ServerEnv, 'API_URL' | 'COUNTRY_HEADER'>): Promise<GeoDto | null> {
  try {
    const response = await fetch(`${env.API_URL}/platform/geo`, {
      headers: geoRequestHeaders(incoming, env.COUNTRY_HEADER),
      cache: 'no-store',
      signal: AbortSignal.timeout(GEO_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET /platform/geo answered ${response.status}`);
    return geoSchema.parse(await response.json());
  } catch (error) {
    reportErrorLazily(error);
    return null;
  }
}
