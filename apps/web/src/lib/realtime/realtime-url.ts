import { REALTIME } from './constants';

/**
 * The WebSocket endpoint. PUBLIC_REALTIME_URL (web server env, read at request time) wins, e.g.
 * `wss://realtime.example.com/connection/websocket` for a separate realtime host or a real
 * Centrifugo; an http(s) URL is turned into ws(s). Without it the browser connects to its own
 * origin: the web server proxies `/connection/websocket` (WebSocket upgrade included) to the API
 * like it does `/sportsbook`, so one origin serves everything and the CSP stays `'self'`.
 */
export function resolveRealtimeUrl(configured: string | null | undefined, location: { protocol: string; host: string }): string {
  if (configured) {
    const url = new URL(configured);
    if (url.protocol === 'http:') url.protocol = 'ws:';
    if (url.protocol === 'https:') url.protocol = 'wss:';
    if (url.pathname === '/' || url.pathname === '') url.pathname = REALTIME.path;
    return url.toString();
  }
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME.path}`;
}
