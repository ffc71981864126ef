import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isAcceptableRequestId, REQUEST_ID_HEADER } from '@sportsbook/contracts';

export { REQUEST_ID_HEADER };

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is well formed (the web server sends one
 * with each call it proxies, so one id follows a call through both servers' logs), else a new
 * UUID. The API answers it back in X-Request-Id (app.ts).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isAcceptableRequestId(given) ? given : randomUUID();
}
