import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Helmet headers and the CORS allow-list of ARCHITECTURE §4 (the web app proxies, so none by default). */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  // Swagger UI needs inline scripts and styles; the API itself serves JSON only.
  await app.register(helmet, { contentSecurityPolicy: false });
  await app.register(cors, {
    origin: options.corsOrigins.length === 0 ? false : options.corsOrigins,
    credentials: true,
  });
}, { name: 'security' });
