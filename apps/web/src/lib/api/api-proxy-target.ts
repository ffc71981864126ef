/**
 * Paths the web server hands to the API (ARCHITECTURE §4: the browser sees one origin): the
 * sportsbook and platform calls and the realtime WebSocket. The target is read from API_URL when
 * the request arrives (src/proxy.ts), not fixed by the build: a new API port needs a restart only.
 */
const API_PATH = /^\/(?:sportsbook|platform)(?:\/|$)|^\/connection\/websocket$/;

/** The API address a request path goes to (path and query kept), or null for the web app's own pages. */
export function apiProxyTarget(pathname: string, search: string, apiUrl: string): URL | null {
  if (!API_PATH.test(pathname)) return null;
  const target = new URL(apiUrl);
  const basePath = target.pathname.replace(/\/+$/, '');
  target.pathname = `${basePath}${pathname}`;
  target.search = search;
  return target;
}
