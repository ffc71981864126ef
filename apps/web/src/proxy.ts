import createMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { getServerEnv } from '@/lib/server-env';
import { routing } from '@/lib/i18n/routing';
import { buildContentSecurityPolicy, createNonce } from '@/lib/security/content-security-policy';

const handleI18nRouting = createMiddleware(routing);

/**
 * Locale routing (next-intl) plus a per-request CSP nonce: Next.js reads the policy from the
 * request headers and stamps the nonce on its scripts; the browser gets the same policy.
 */
export default function proxy(request: NextRequest): NextResponse {
  const env = getServerEnv();
  const nonce = createNonce();
  const policy = buildContentSecurityPolicy({
    nonce,
    frameAncestors: env.FRAME_ANCESTORS,
    isDevelopment: env.NODE_ENV === 'development',
    realtimeUrl: env.PUBLIC_REALTIME_URL,
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = handleI18nRouting(new NextRequest(request.url, { headers }));
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Everything but API proxying (the realtime WebSocket too), Next internals and files with an extension.
  matcher: ['/((?!sportsbook|platform|connection/websocket|_next|_vercel|.*\\..*).*)'],
};
