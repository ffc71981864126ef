import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ErrorBody } from '@sportsbook/contracts';

/** An expected failure a service or route raises; the handler turns it into the error envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** The server's text for the player (spec core §8: shown when present). */
    readonly localizedMessage?: string,
  ) {
    super(message);
  }
}

/** Longest part of the input an error message repeats (issue 19 point 7: never echo huge input). */
const ECHO_MAX = 120;

/** Input text as an answer may repeat it: at most ECHO_MAX characters. */
export function clip(text: string): string {
  return text.length <= ECHO_MAX ? text : `${text.slice(0, ECHO_MAX)}…`;
}

/** A refusal that may be asked again after `retryAfterSeconds`: 429 with a Retry-After header. */
export class RetryLater extends HttpError {
  constructor(readonly retryAfterSeconds: number, message: string) {
    super(429, ERROR_CODES.rateLimited, message, { retry_after_seconds: retryAfterSeconds });
  }
}

export const notFound = (what: string, id: number | string) => new HttpError(404, ERROR_CODES.notFound, `${what} ${clip(String(id))} not found`);

interface ValidationItem {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { keys?: string[]; issue?: { path?: PropertyKey[]; code?: string; keys?: string[] } };
}

function fieldOf(item: ValidationItem): string {
  const issue = item.params?.issue;
  const path = item.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  // A key the object does not take is the field at fault (zod reports it on the object).
  const unknownKey = item.keyword === 'unrecognized_keys' ? item.params?.keys?.[0] : issue?.code === 'unrecognized_keys' ? issue.keys?.[0] : undefined;
  if (path === '' && unknownKey !== undefined) return clip(unknownKey);
  if (path) return clip(unknownKey === undefined ? path : `${path}.${unknownKey}`);
  const parts = [...issue?.path ?? [], ...(issue?.code === 'unrecognized_keys' ? issue.keys?.slice(0, 1) ?? [] : [])];
  return clip(parts.map(String).join('.'));
}

/**
 * Error envelope of ARCHITECTURE §4: bad input is a 400 naming the parameter, unknown routes and
 * ids 404, and nothing leaks as an unexplained 500.
 */
export interface ErrorsPluginOptions {
  /** Told of every error answer, by route pattern (undefined: no route matched) and code (metrics). */
  onErrorAnswer?: (route: string | undefined, code: string) => void;
  /** Told of every unexpected error (answered 500), after it is logged: the error service. */
  onUnexpected?: (error: unknown, request: FastifyRequest) => void;
}

export const errorsPlugin = fp((app: FastifyInstance, options: ErrorsPluginOptions) => {
  const counted = (request: FastifyRequest, body: ErrorBody): ErrorBody => {
    options.onErrorAnswer?.(request.routeOptions.url, body.error.code);
    return body;
  };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RetryLater) void reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      const body: ErrorBody = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.localizedMessage === undefined ? {} : { localized_message: error.localizedMessage }),
          ...(error.details === undefined ? {} : { details: error.details }),
        },
      };
      return reply.status(error.statusCode).send(counted(request, body));
    }
    if (error.validation) {
      const fields = (error.validation as ValidationItem[]).map((item) => ({ field: fieldOf(item), message: clip(item.message ?? 'invalid') }));
      const first = fields[0];
      const message = first ? `Invalid ${error.validationContext ?? 'request'} parameter "${first.field}": ${first.message}` : 'Invalid request';
      return reply.status(400).send(counted(request, { error: { code: ERROR_CODES.badRequest, message, details: { fields } } }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? ERROR_CODES.rateLimited : status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest;
      return reply.status(status).send(counted(request, { error: { code, message: clip(error.message) } }));
    }
    request.log.error({ err: error }, 'unhandled error');
    options.onUnexpected?.(error, request);
    return reply.status(500).send(counted(request, { error: { code: ERROR_CODES.internal, message: 'Internal error' } }));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(counted(request, { error: { code: ERROR_CODES.notFound, message: `Route ${request.method} ${clip(request.url.split('?')[0] ?? '')} not found` } })),
  );
}, { name: 'errors' });
