import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { frameAncestors, getServerEnv } from '@/lib/server-env';
import { routing } from '@/lib/i18n/routing';
import { canonicalLocalePath } from '@/lib/i18n/locale-alias';
import { blockedRedirect, localeOfPath, reachableWhenBlocked } from '@/lib/geo/blocked-country';
import { fetchGeo } from '@/lib/geo/geo-api';
import { SESSION_COOKIE, visitorGroupRedirect } from '@/lib/geo/visitor-group-check';
import { publicEnv } from '@/lib/env';
import { buildContentSecurityPolicy, createNonce } from '@/lib/security/content-security-policy';
import { thirdPartySources } from '@/lib/security/third-party-sources';
import { customPageTarget } from '@/lib/site-config/custom-page-path';
import { proxySiteConfig } from '@/lib/site-config/proxy-site-config';
import { ACCESS_COOKIE, ACCESS_COOKIE_MAX_AGE, accessLockDecision } from '@/lib/access-lock/access-lock';
import { apiProxyTarget } from '@/lib/api/api-proxy-target';
import { withRequestId } from '@/lib/api/request-id';
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE, affiliateTagsOf, encodeAffiliateTags, hasTags, withoutAffiliateParams } from '@/lib/side-effects/rules';

const handleI18nRouting = createMiddleware(routing);

/**
 * API calls and the realtime WebSocket first: they go to API_URL as read now (a run-time setting,
 * ARCHITECTURE §4), through Next's external rewrite, which proxies WebSocket upgrades too.
 *
 * Then locale routing (next-intl) plus a per-request CSP nonce: Next.js reads the policy from the
 * request headers and stamps the nonce on its scripts; the browser gets the same policy.
 *
 * An address with affiliate tags (ctag, btag, stag, qtag, gclid) is answered with a redirect to
 * itself without them, setting the affiliate cookie: no client code, and the tags never reach
 * analytics or a shared link in the address.
 *
 * The site configuration's custom page paths are served from their targets, and the integrations
 * it turns on (tag manager, chat, push) widen the policy's connect-src by what they need: both
 * from the proxy's copy of the configuration, read again every few seconds (proxy-site-config).
 *
 * The layout lock by access key (lib/access-lock) comes before everything a page needs.
 *
 * First the blocked-country rule (spec core §1, §5): the API's GET /platform/geo answers for the
 * visitor (country header and x-forwarded-for forwarded) and a blocked one is redirected to the
 * locale's /blocked page with the country. Here rather than in a layout so that client-side
 * navigations (RSC requests, which do not render shared layouts again) are covered too, with no
 * client code. /blocked, /404 and /500 stay reachable (no loop, no geo call); static files are
 * not matched; a failed geo call blocks nobody. The same answer carries the player-group checker
 * (spec core §6): a visitor without a session is sent to the platform front end.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const env = getServerEnv();
  const { pathname, search } = request.nextUrl;
  const apiTarget = apiProxyTarget(pathname, search, env.API_URL);
  if (apiTarget) return NextResponse.rewrite(apiTarget, { request: { headers: withRequestId(request.headers) } });
  // Affiliate tags (spec core §2, promotions §9): kept in a 30-day secure cookie, stripped from the address.
  const clean = withoutAffiliateParams(request.nextUrl);
  if (clean) {
    const redirect = NextResponse.redirect(new URL(`${clean.pathname}${clean.search}`, request.url), 307);
    const tags = affiliateTagsOf(request.nextUrl.searchParams);
    if (hasTags(tags)) {
      redirect.cookies.set(AFFILIATE_COOKIE, encodeAffiliateTags(tags), { maxAge: AFFILIATE_COOKIE_MAX_AGE, path: '/', secure: true, sameSite: 'lax' });
    }
    redirect.headers.set('cache-control', 'private, no-store');
    return redirect;
  }
  // A locale named by an alias or in another letter case (spec core §9): its own code, permanently.
  const canonical = canonicalLocalePath(pathname);
  if (canonical) return NextResponse.redirect(new URL(`${canonical}${search}`, request.url), 308);
  const locale = localeOfPath(pathname, routing.locales, routing.defaultLocale);
  // The layout lock (spec core §2): with SITE_ACCESS_KEY set, the locked page until the key is given.
  const lock = await accessLockDecision({
    accessKey: env.SITE_ACCESS_KEY,
    url: request.nextUrl,
    cookie: request.cookies.get(ACCESS_COOKIE)?.value,
    locale,
    defaultLocale: routing.defaultLocale,
    prefixMode: publicEnv.localePrefix,
  });
  if (lock.kind !== 'pass') {
    const redirect = NextResponse.redirect(new URL(lock.location, request.url), 307);
    if (lock.kind === 'unlock') {
      redirect.cookies.set(ACCESS_COOKIE, lock.token, { maxAge: ACCESS_COOKIE_MAX_AGE, path: '/', httpOnly: true, secure: request.nextUrl.protocol === 'https:', sameSite: 'lax' });
    }
    redirect.headers.set('cache-control', 'private, no-store');
    return redirect;
  }
  if (!reachableWhenBlocked(pathname, locale)) {
    const geo = await fetchGeo(request.headers, env);
    const target =
      blockedRedirect({ geo, pathname, locale, defaultLocale: routing.defaultLocale, prefixMode: publicEnv.localePrefix }) ??
      visitorGroupRedirect(geo, request.cookies.has(SESSION_COOKIE));
    if (target) {
      // The answer depends on the visitor's country: never stored by a shared cache.
      const redirect = NextResponse.redirect(new URL(target, request.url));
      redirect.headers.set('cache-control', 'private, no-store');
      return redirect;
    }
  }
  const siteConfig = await proxySiteConfig(env.API_URL);
  const nonce = createNonce();
  const policy = buildContentSecurityPolicy({
    nonce,
    frameAncestors: frameAncestors(env),
    isDevelopment: env.NODE_ENV === 'development',
    realtimeUrl: env.PUBLIC_REALTIME_URL,
    errorReportingDsn: env.SENTRY_DSN,
    thirdParty: thirdPartySources(siteConfig),
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  // A custom page path of the site configuration (spec core §2) is served from its target; the address stays.
  const target = customPageTarget(pathname, locale, siteConfig?.custom_page_paths ?? []);
  const response = target ? servedFrom(new URL(`${target}${search}`, request.url), headers) : handleI18nRouting(new NextRequest(request.url, { headers }));
  response.headers.set('content-security-policy', policy);
  return response;
}

/**
 * Locale routing of the target instead of the address asked for; where the routing would let the
 * request through as it is (the target already has its locale), it is rewritten to the target.
 */
function servedFrom(target: URL, headers: Headers): NextResponse {
  const routed = handleI18nRouting(new NextRequest(target, { headers }));
  if (!routed.headers.has('x-middleware-next')) return routed;
  const rewrite = NextResponse.rewrite(target, { request: { headers } });
  for (const cookie of routed.cookies.getAll()) rewrite.cookies.set(cookie);
  return rewrite;
}

export const config = {
  // The API's paths (proxied, the realtime WebSocket too), and pages: everything but Next internals and files with an extension.
  matcher: ['/sportsbook/:path*', '/platform/:path*', '/connection/websocket', '/((?!sportsbook|platform|connection/websocket|_next|_vercel|.*\\..*).*)'],
};
