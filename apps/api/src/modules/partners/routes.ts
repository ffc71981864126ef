import { randomBytes } from 'node:crypto';
import { DEMO_PARTNER, ERROR_CODES, PARTNER_APPS, errorBodySchema, partnerLaunchBodySchema, partnerLaunchSchema, type PartnerApp } from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { demoPartnerPage } from './demo-page';
import { LAUNCH_TOKEN_TTL_MS, launchToken, verifyLaunchToken } from './launch-token';

export interface PartnerRoutesOptions {
  /** The apps the operator offers (PARTNER_APPS): the others are not launched. */
  enabledApps: readonly PartnerApp[];
  secret: string;
  /** The web app's origin, which frames the game page (as the deposit page). */
  webOrigin: string;
  resolveUserId: (request: FastifyRequest) => Promise<number | null>;
  now?: () => number;
}

/** Where the demo partner's game page is served (relative: the web app proxies /sportsbook to the API, so it frames its own origin). */
export const demoGamePath = (app: PartnerApp, token: string) => `/sportsbook/v1/partners/${DEMO_PARTNER}/${app}?token=${encodeURIComponent(token)}`;

/**
 * Partner content (spec core §1; promotions §7 `POST /{provider}/launch`): the launch call returns
 * the address of the app's game for the caller (a player when signed in, else a visitor's demo);
 * `demo` is the built-in provider, whose game page this API serves. An app the operator does not
 * offer, or another provider, answers 404.
 */
export const partnerRoutes: FastifyPluginAsyncZod<PartnerRoutesOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const tags = ['partners'];
  const offered = (name: PartnerApp) => options.enabledApps.includes(name);

  app.post('/:provider/launch', {
    schema: {
      tags,
      summary: "The address of a partner app's game for the caller (built-in provider: demo)",
      params: z.object({ provider: z.string().min(1).max(40) }),
      body: partnerLaunchBodySchema,
      response: { 200: partnerLaunchSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request, reply) => {
    const { provider } = request.params;
    if (provider !== DEMO_PARTNER) throw new HttpError(404, ERROR_CODES.notFound, `No partner provider ${provider.slice(0, 40)}`);
    if (!offered(request.body.app)) throw new HttpError(404, ERROR_CODES.notFound, `${request.body.app} is not offered`);
    reply.header('cache-control', 'private, no-store');
    const token = launchToken(options.secret, { app: request.body.app, playerId: await options.resolveUserId(request), expiresAt: now() + LAUNCH_TOKEN_TTL_MS });
    return { url: demoGamePath(request.body.app, token) };
  });

  app.get(`/partners/${DEMO_PARTNER}/:app`, {
    schema: {
      tags,
      summary: "The demo partner's game page (HTML), opened by a launch address",
      params: z.object({ app: z.enum(PARTNER_APPS) }),
      // 200 is HTML (no JSON schema, as the deposit page); 403 for a forged or expired address, 404 for an app not offered.
      querystring: z.object({ token: z.string().min(1).max(300) }),
    },
  }, async (request, reply) => {
    const { app: name } = request.params;
    if (!offered(name)) throw new HttpError(404, ERROR_CODES.notFound, `${name} is not offered`);
    const claims = verifyLaunchToken(options.secret, request.query.token, name, now());
    if (!claims) throw new HttpError(403, ERROR_CODES.forbidden, 'This game address is not valid or has expired: open the page again');
    const nonce = randomBytes(16).toString('base64');
    const csp = ["default-src 'none'", `style-src 'nonce-${nonce}'`, "base-uri 'none'", "form-action 'none'", `frame-ancestors 'self' ${options.webOrigin}`].join('; ');
    reply.removeHeader('x-frame-options');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'private, no-store')
      .send(demoPartnerPage({ nonce, app: name, playerId: claims.playerId }));
  });
};
