import { ERROR_CODES } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clip, HttpError } from './errors';

/** A lone UTF-16 surrogate: JSON's `\ud800` escapes make one, percent-decoded UTF-8 never does. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a JSON text can hold a surrogate at all: the body is decoded from UTF-8, which never
 * yields one (an invalid sequence becomes U+FFFD), so only a `\uD800`–`\uDFFF` escape can. Most
 * bodies have none, and skip the walk (a placement's body is parsed on the hot path).
 */
const SURROGATE_ESCAPE = /\\u[dD][89abcdefABCDEF]/;

/** The path (as the validation errors name fields: `bets.0.outcome_id`) of the first ill-formed string, key or value. */
export function illFormedPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return [...path, key.replace(/\p{Cs}/gu, '\uFFFD')];
    const found = illFormedPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Every JSON body passes here (issue 19 point 2): ill-formed Unicode in any string, key or value,
 * is a 400 naming the field, before any route sees it. PostgreSQL refuses such text, so it used to
 * fail in the database as a 500 (and fail a whole placement batch with it). The default JSON
 * parser still does the parsing (prototype-poisoning checks, empty body).
 */
export const wellFormedJsonPlugin = fp((app: FastifyInstance, _options, done) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    void parseJson(request, text, (error, value) => {
      if (error) return parsed(error, undefined);
      const path = SURROGATE_ESCAPE.test(text) ? illFormedPath(value) : null;
      if (path === null) return parsed(null, value);
      const field = clip(path.join('.'));
      const message = 'must be well-formed Unicode (no lone UTF-16 surrogate)';
      return parsed(new HttpError(400, ERROR_CODES.badRequest, `Invalid body parameter "${field}": ${message}`, { fields: [{ field, message }] }), undefined);
    });
  });
  done();
}, { name: 'well-formed-json' });
