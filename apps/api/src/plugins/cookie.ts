import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Name of the platform session cookie (an opaque random id; the database keeps its hash). */
export const SESSION_COOKIE = 'sb_session';

/** httpOnly, SameSite=Lax, Secure when the request came over HTTPS (directly or via the proxy). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request), maxAge: Math.floor(maxAgeSeconds) });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
}

function isHttps(request: FastifyRequest): boolean {
  // Only ever adds the Secure flag, so trusting the proxy's header cannot weaken the cookie.
  return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}

export const cookiePlugin = fp(async (app) => {
  await app.register(cookie);
}, { name: 'cookie' });
