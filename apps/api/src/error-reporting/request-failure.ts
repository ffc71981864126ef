import type { FastifyRequest } from 'fastify';
import type { RequestFailure } from './reporter';

/** What a report says of the request that failed (scrubbed by the reporter). */
export function failureOf(request: FastifyRequest): RequestFailure {
  return {
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
    url: request.url,
    requestId: request.id,
    body: request.body ?? null,
  };
}
