import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Swagger UI needs inline scripts and styles; the API itself serves JSON only.
const HELMET_OPTIONS: FastifyHelmetOptions = { contentSecurityPolicy: false };

/**
 * The headers @fastify/helmet sets with these options. Without a CSP (no per-request nonce) they
 * are the same on every response, so they are taken once from helmet itself, on a probe instance,
 * and set with one call per request: helmet's hook rebuilds its middleware chain on every request,
 * which the cached catalogue responses (thousands per second) would pay for.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: Record<string, string> = {};
  probe.get('/', async (_request, reply) => {
    headers = Object.fromEntries(Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]));
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return headers;
}

/** Helmet headers and the CORS allow-list of ARCHITECTURE §4 (the web app proxies, so none by default). */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  const headers = await helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: options.corsOrigins.length === 0 ? false : options.corsOrigins,
    credentials: true,
  });
}, { name: 'security' });
