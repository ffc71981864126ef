import { ERROR_CODES } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clip, HttpError } from './errors';

/** A lone UTF-16 surrogate: JSON's `\ud800` escapes make one, percent-decoded UTF-8 never does. */
const LONE_SURROGATE = /\p{Cs}/u;

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
    void parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
      if (error) return parsed(error, undefined);
      const path = illFormedPath(value);
      if (path === null) return parsed(null, value);
      const field = clip(path.join('.'));
      const message = 'must be well-formed Unicode (no lone UTF-16 surrogate)';
      return parsed(new HttpError(400, ERROR_CODES.badRequest, `Invalid body parameter "${field}": ${message}`, { fields: [{ field, message }] }), undefined);
    });
  });
  done();
}, { name: 'well-formed-json' });
