import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id from the web server (or a load balancer) to the API and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's id may be: short and plain, so that it cannot forge log lines or fill the logs. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is well formed (the web server sends one
 * with each call it proxies or makes, so one id follows a page's call through both logs), else a
 * new UUID. The API answers it back in X-Request-Id (app.ts).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
