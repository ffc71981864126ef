import { isAcceptableRequestId, REQUEST_ID_HEADER } from '@sportsbook/contracts';

/**
 * The headers of a call the web server hands to the API (src/proxy.ts), with its X-Request-Id:
 * the caller's when well formed (a load balancer's), else a new one. The API logs it and answers
 * it back, so one id follows the call through both servers.
 */
export function withRequestId(headers: Headers): Headers {
  const forwarded = new Headers(headers);
  if (!isAcceptableRequestId(headers.get(REQUEST_ID_HEADER))) forwarded.set(REQUEST_ID_HEADER, `web-${crypto.randomUUID()}`);
  return forwarded;
}
