import type { ThirdPartySources } from './third-party-sources';

export interface ContentSecurityPolicyOptions {
  /** Per-request nonce that Next.js puts on its own inline and bundle scripts. */
  nonce: string;
  /** Sources allowed to frame the sportsbook (a host page embedding it), e.g. "'self' https://host.example". */
  frameAncestors: string;
  /** Development needs eval for fast refresh; production never does. */
  isDevelopment: boolean;
  /** PUBLIC_REALTIME_URL when set: its origin may be connected to (the WebSocket). Same-origin needs nothing. */
  realtimeUrl?: string | undefined;
  /** The error service's DSN (SENTRY_DSN): the browser posts its reports to that origin. */
  errorReportingDsn?: string | undefined;
  /** The integrations the site configuration turns on (third-party-sources.ts). */
  thirdParty?: ThirdPartySources | undefined;
}

/** The ws(s) origin of a configured realtime URL, for connect-src (http(s) is turned into ws(s) like the client does). */
export function realtimeConnectSource(realtimeUrl: string | undefined): string[] {
  if (!realtimeUrl) return [];
  const url = new URL(realtimeUrl);
  const protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  return [`${protocol}//${url.host}`];
}

/** A strict policy: scripts only with the nonce, everything else from our own origin. */
export function buildContentSecurityPolicy({ nonce, frameAncestors, isDevelopment, realtimeUrl, errorReportingDsn, thirdParty }: ContentSecurityPolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDevelopment ? ["'unsafe-eval'"] : [])],
    // React style attributes (progress bar width) need inline styles; no inline <style> from users.
    'style-src': ["'self'", "'unsafe-inline'", ...(thirdParty?.style ?? [])],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', ...(thirdParty?.font ?? [])],
    // 'self' covers the same-origin WebSocket (ws/wss of this host, CSP level 3).
    'connect-src': ["'self'", ...realtimeConnectSource(realtimeUrl), ...(errorReportingDsn ? [new URL(errorReportingDsn).origin] : []), ...(thirdParty?.connect ?? []), ...(isDevelopment ? ['ws:'] : [])],
    // Match streams (STREAM tab): hls.js plays through a MediaSource, whose address is blob:; the
    // playlist and segments come from our own origin (the API's test stream, proxied).
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': frameAncestors.split(/\s+/).filter(Boolean),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  return policy.join('; ');
}

/** A random nonce, base64 of 16 bytes, with Web Crypto (works in every runtime). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
