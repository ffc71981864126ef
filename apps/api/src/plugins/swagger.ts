import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod route schemas (ARCHITECTURE §4; `app.swagger()` always has it),
 * served at /docs and /docs/json when `serveDocs` (API_DOCS_ENABLED, off in production by
 * default). The docs pages carry Swagger UI's own CSP (hashes of its scripts and styles) instead
 * of the API's `default-src 'none'`; the page is served over plain HTTP in development, so the
 * policy does not upgrade its requests to HTTPS.
 */
export const swaggerPlugin = fp(async (app: FastifyInstance, options: { serveDocs: boolean }) => {
  await app.register(swagger, {
    openapi: { info: { title: 'Sportsbook reference API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (!options.serveDocs) return;
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}, { name: 'swagger' });
