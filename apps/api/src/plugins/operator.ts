import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@sportsbook/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from './errors';

/** The header carrying the operator API key (OPERATOR_API_KEY). */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** The header as operator routes document it (OpenAPI). */
export const operatorHeadersSchema = z.object({ [OPERATOR_KEY_HEADER]: z.string().optional().describe('The operator API key (OPERATOR_API_KEY)') });

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check of the operator key in constant time: both sides are hashed to 32 bytes first, so neither
 * the key's content nor its length leaks through the comparison's timing.
 */
export function operatorKeyCheck(apiKey: string): (given: string | undefined) => boolean {
  const expected = digest(apiKey);
  return (given) => timingSafeEqual(digest(given ?? ''), expected) && given !== undefined;
}

export interface OperatorPluginOptions {
  apiKey: string;
  /** The operator routes of every module (VIP decisions, campaigns …), registered inside the guarded scope. */
  routes: (scope: FastifyInstance) => Promise<void>;
}

/**
 * The one operator scope (ARCHITECTURE §10): registered only when OPERATOR_API_KEY is set; every
 * request must carry the key in X-Operator-Key, checked before anything else is read (401
 * otherwise). Players' sessions and bearers grant nothing here.
 */
export async function operatorPlugin(app: FastifyInstance, { apiKey, routes }: OperatorPluginOptions): Promise<void> {
  const matches = operatorKeyCheck(apiKey);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const given = request.headers[OPERATOR_KEY_HEADER];
    if (!matches(typeof given === 'string' ? given : undefined)) throw new HttpError(401, ERROR_CODES.unauthorized, 'A valid operator key (X-Operator-Key) is required.');
  });
  await routes(app);
}
