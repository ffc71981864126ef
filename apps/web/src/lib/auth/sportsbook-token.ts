import { ApiError } from '@/lib/api/api-error';
import { isUnauthorizedError, notifyUnauthorized, platformRequest } from '@/lib/api/platform-client';
import { toSearchParams, type QueryParams } from '@/lib/api/api-client';

interface TokenResponse {
  token: string;
  expires_at: string;
}

/** Renew this long before the token expires (clock skew and slow requests). */
export const TOKEN_RENEW_MARGIN_MS = 60_000;

let cached: { token: string; expiresAt: number } | null = null;
let inFlight: Promise<string | null> | null = null;

export function clearSportsbookToken(): void {
  cached = null;
  inFlight = null;
}

/**
 * The sportsbook bearer of the signed-in session (a short-lived JWT from the platform), renewed
 * before expiry; null for a visitor (the platform answers 401).
 */
export function getSportsbookToken(now: number = Date.now()): Promise<string | null> {
  if (cached && cached.expiresAt - TOKEN_RENEW_MARGIN_MS > now) return Promise.resolve(cached.token);
  inFlight ??= platformRequest<TokenResponse>('/sportsbook_token', { method: 'POST', expectUnauthorized: true })
    .then((response) => {
      cached = { token: response.token, expiresAt: Date.parse(response.expires_at) };
      return response.token;
    })
    .catch((error: unknown) => {
      cached = null;
      if (isUnauthorizedError(error)) return null;
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export interface SportsbookAuthRequestOptions {
  method?: 'GET' | 'POST';
  query?: QueryParams;
  body?: unknown;
  locale?: string;
  /** Send the bearer when there is one, but a visitor may call too. */
  optional?: boolean;
  /** API version of the path (bets list and placement are /sportsbook/v3, spec core §7). */
  version?: 1 | 3;
}

/** A /sportsbook/v{1,3} call that needs (or may carry) the player's bearer token. */
export async function sportsbookAuthRequest<T>(path: string, options: SportsbookAuthRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, locale, optional = false, version = 1 } = options;
  const token = await getSportsbookToken();
  const url = `/sportsbook/v${version}${path}${toSearchParams(query)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (locale) headers['accept-language'] = locale;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (!token && !optional) {
    const error = new ApiError(401, url, null);
    notifyUnauthorized(error);
    throw error;
  }
  const response = await fetch(url, { method, headers, body: body === undefined ? null : JSON.stringify(body), cache: 'no-store' });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new ApiError(response.status, url, payload);
    if (response.status === 401) {
      clearSportsbookToken();
      notifyUnauthorized(error);
    }
    throw error;
  }
  return payload as T;
}
