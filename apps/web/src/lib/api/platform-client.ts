import { ApiError } from './api-error';
import { toSearchParams, type QueryParams } from './api-client';

/** The custom app header of every state-changing /platform call (CSRF defence, ARCHITECTURE §4). */
export const APP_HEADER = 'x-sportsbook-app';
export const APP_HEADER_VALUE = 'web';

export interface PlatformRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  locale?: string;
  signal?: AbortSignal | undefined;
  /**
   * A 401 is reported to the session (signed out, sign-in prompt with the expired flag) unless
   * the caller expects it (the profile load of a visitor, comp points).
   */
  expectUnauthorized?: boolean;
}

type UnauthorizedListener = (error: ApiError) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** The session registers what a 401 does (lib/auth/session): one listener, replaced on re-register. */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

export function notifyUnauthorized(error: ApiError): void {
  unauthorizedListener?.(error);
}

export function isUnauthorizedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** Browser calls to the platform API through our own origin, with the session cookie. */
export async function platformRequest<T>(path: string, options: PlatformRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, locale, signal, expectUnauthorized = false } = options;
  const url = `/platform${path}${toSearchParams(query)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers[APP_HEADER] = APP_HEADER_VALUE;
  if (locale) headers['accept-language'] = locale;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    signal: signal ?? null,
    body: body === undefined ? null : JSON.stringify(body),
    cache: 'no-store',
  });
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = new ApiError(response.status, url, payload, body);
    if (response.status === 401 && !expectUnauthorized) notifyUnauthorized(error);
    throw error;
  }
  return payload as T;
}
