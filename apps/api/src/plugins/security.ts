import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API serves JSON: its pages (docs, deposit page, dev outbox) set their own policy. Every other
 * answer may load nothing and be framed by nothing (issue 19 point 8).
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] } },
};

/**
 * The headers @fastify/helmet sets with these options. With a fixed CSP (no per-request nonce) they
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

/**
 * Helmet headers and the CORS allow-list of ARCHITECTURE §4 (the web app proxies, so none by
 * default). Every answer is `Cache-Control: no-store` unless its route says otherwise (the cached
 * catalogue does): private answers (the player, the ledger, the bearer) are never stored by a
 * browser or a proxy (issue 19 point 6).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  const headers = { ...(await helmetHeaders(HELMET_OPTIONS)), 'cache-control': 'no-store' };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: options.corsOrigins.length === 0 ? false : options.corsOrigins,
    credentials: true,
  });
}, { name: 'security' });
