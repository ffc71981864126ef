import { ApiError } from '@/lib/api/api-error';
import { isUnauthorizedError, notifyUnauthorized, platformRequest } from '@/lib/api/platform-client';
import { toSearchParams, type QueryParams } from '@/lib/api/api-client';

interface TokenResponse {
  token: string;
  expires_at: string;
}

/** Renew this long before the token expires (clock skew and slow requests). */
export const TOKEN_RENEW_MARGIN_MS = 60_000;

/** The last answer: a bearer until it nears expiry, or null for a visitor until the next profile load. */
let cached: { token: string | null; expiresAt: number } | null = null;
let inFlight: Promise<string | null> | null = null;
/** Bumped by every clear: an answer to a request sent before it is not kept. */
let generation = 0;

/** Forgets the bearer (or that this is a visitor): the next call asks the platform again. */
export function clearSportsbookToken(): void {
  cached = null;
  inFlight = null;
  generation += 1;
}

/**
 * A page served without a session cookie belongs to a visitor: no bearer to ask the platform for
 * (its 401 would only print an error in the browser console). Kept until clearSportsbookToken().
 */
export function rememberVisitor(): void {
  clearSportsbookToken();
  cached = { token: null, expiresAt: Number.POSITIVE_INFINITY };
}

/**
 * The sportsbook bearer of the signed-in session (a short-lived JWT from the platform), renewed
 * before expiry; null for a visitor (the platform answers 401). A visitor's answer is kept until
 * clearSportsbookToken() (each profile load starts with it: a sign-in asks again), so a page
 * does not ask the platform again for every call a visitor makes.
 */
export function getSportsbookToken(now: number = Date.now()): Promise<string | null> {
  if (cached && (cached.token === null || cached.expiresAt - TOKEN_RENEW_MARGIN_MS > now)) return Promise.resolve(cached.token);
  if (inFlight) return inFlight;
  const sentIn = generation;
  const keep = (answer: typeof cached) => {
    if (sentIn === generation) cached = answer;
  };
  const request = platformRequest<TokenResponse>('/sportsbook_token', { method: 'POST', expectUnauthorized: true })
    .then((response) => {
      keep({ token: response.token, expiresAt: Date.parse(response.expires_at) });
      return response.token;
    })
    .catch((error: unknown) => {
      keep(null);
      if (!isUnauthorizedError(error)) throw error;
      keep({ token: null, expiresAt: Number.POSITIVE_INFINITY });
      return null;
    })
    .finally(() => {
      if (inFlight === request) inFlight = null;
    });
  inFlight = request;
  return request;
}

export interface SportsbookAuthRequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
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
