import type { z } from 'zod';
import { getServerEnv } from '@/lib/server-env';
import type { ResponseReader } from './api-client';

/**
 * The server's reader: straight to the API, the body validated with its contract schema.
 * Server code only (RSC, route handlers): importing it from a client module would ship zod.
 */
export function serverReader<S extends z.ZodType>(schema: S): ResponseReader<z.output<S>> {
  return { baseUrl: getServerEnv().API_URL, parse: (payload) => schema.parse(payload) };
}
