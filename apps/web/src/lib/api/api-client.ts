import { ApiError } from './api-error';

/** Query values: primitives, or lists sent comma-separated; anything else is left out. */
export type QueryParams = Record<string, unknown>;

/** Turns a response body into the expected shape (or throws). */
export type ParseResponse<T> = (payload: unknown) => T;

/**
 * How a response is read: where the API is and how its body is checked. In the browser calls go
 * through our own origin (rewrites) and the body is trusted (`browserReader`); on the server they
 * go straight to the API and are validated with the contract's zod schema (`serverReader` in
 * ./server-reader), so zod never ships to the browser.
 */
export interface ResponseReader<T> {
  baseUrl: string;
  parse: ParseResponse<T>;
}

/**
 * The browser's reader. The body is not validated again: the same endpoint's shape was checked
 * with its zod schema on the server for the first paint, and the call goes to our own origin.
 */
export function browserReader<T>(): ResponseReader<T> {
  return { baseUrl: '', parse: (payload) => payload as T };
}

function toQueryText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(toQueryText).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join(',') : null;
  }
  return null;
}

export interface RequestOptions {
  query?: QueryParams;
  locale?: string;
  signal?: AbortSignal | undefined;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** Builds `?a=1&b=x,y`, leaving out empty values; lists are comma-separated (spec core §7). */
export function toSearchParams(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = toQueryText(value);
    if (text !== null) params.set(key, text);
  }
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
}

/** Calls the sportsbook API and reads the response with `reader`. */
export async function sportsbookRequest<T>(
  path: string,
  reader: ResponseReader<T>,
  { query, locale, signal, method = 'GET', body }: RequestOptions = {},
): Promise<T> {
  const url = `${reader.baseUrl}/sportsbook/v1${path}${toSearchParams(query)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (locale) headers['accept-language'] = locale;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    signal: signal ?? null,
    body: body === undefined ? null : JSON.stringify(body),
    cache: 'no-store',
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, url, payload, body);
  return reader.parse(payload);
}
