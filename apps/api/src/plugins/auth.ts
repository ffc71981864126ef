import { ERROR_CODES } from '@sportsbook/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BearerTokens } from '../modules/auth/bearer';
import type { AuthService } from '../modules/auth/service';
import { SESSION_COOKIE } from './cookie';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player, set by requireSession / requireBearer / optionalBearer. */
    userId: number | null;
    sessionHash: string | null;
  }
  interface FastifyInstance {
    /** preHandler of /platform calls that need the session cookie (else 401). */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of /sportsbook calls that need the bearer token (else 401). */
    requireBearer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler that verifies the bearer token's signature and claims only (else 401), for a route
     * that checks the session itself in its own first read (bet placement: placement_context), so
     * that the hot path does not pay a second statement and round trip for it.
     */
    requireBearerClaims: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Sets request.userId from a valid bearer token, if any; never fails. */
    optionalBearer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The caller: bearer token first, else the session cookie. */
    resolveUserId: (request: FastifyRequest) => Promise<number | null>;
    /** The caller and their session: bearer token first, else the session cookie (realtime token routes). */
    resolveCaller: (request: FastifyRequest) => Promise<{ userId: number; sessionHash: string } | null>;
  }
}

const unauthorized = () => new HttpError(401, ERROR_CODES.unauthorized, 'You need to sign in or sign up before continuing.');

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Who is calling: the platform session cookie (`/platform`) or the sportsbook bearer JWT
 * (`/sportsbook`). A bearer whose session has ended (signed out) is refused.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService; bearer: BearerTokens }) => {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionHash', null);

  function claimsOf(request: FastifyRequest): { userId: number; sessionHash: string } | null {
    const token = bearerOf(request);
    return token ? options.bearer.verify(token) : null;
  }

  async function fromBearer(request: FastifyRequest): Promise<{ userId: number; sessionHash: string } | null> {
    const claims = claimsOf(request);
    return claims && (await options.auth.sessionAlive(claims.sessionHash)) ? claims : null;
  }

  app.decorate('requireSession', async (request: FastifyRequest) => {
    const session = await options.auth.sessionUser(request.cookies[SESSION_COOKIE]);
    if (!session) throw unauthorized();
    request.userId = session.userId;
    request.sessionHash = session.sessionHash;
  });
  app.decorate('requireBearer', async (request: FastifyRequest) => {
    const claims = await fromBearer(request);
    if (!claims) throw unauthorized();
    request.userId = claims.userId;
    request.sessionHash = claims.sessionHash;
  });
  app.decorate('requireBearerClaims', async (request: FastifyRequest) => {
    const claims = claimsOf(request);
    if (!claims) throw unauthorized();
    request.userId = claims.userId;
    request.sessionHash = claims.sessionHash;
  });
  app.decorate('optionalBearer', async (request: FastifyRequest) => {
    const claims = await fromBearer(request);
    request.userId = claims?.userId ?? null;
  });
  const resolveCaller = async (request: FastifyRequest) => (await fromBearer(request)) ?? (await options.auth.sessionUser(request.cookies[SESSION_COOKIE]));
  app.decorate('resolveCaller', resolveCaller);
  app.decorate('resolveUserId', async (request: FastifyRequest) => (await resolveCaller(request))?.userId ?? null);
}, { name: 'auth', dependencies: ['cookie'] });
