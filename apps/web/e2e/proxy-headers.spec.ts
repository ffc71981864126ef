import { expect, test } from '@playwright/test';
import { apiOrigin, apiPort } from './support/ports';

/**
 * Issue 19 (hardening): the web server proxies /sportsbook, /platform and the realtime WebSocket
 * to API_URL (src/proxy.ts). Its answers must not tell the client that internal address: Next.js
 * sets `x-middleware-rewrite: <API_URL…>` on them unless scripts/hide-upstream.mjs drops it.
 */
test('answers proxied to the API do not name its internal address', async ({ request }) => {
  const upstream = new URL(apiOrigin).host;
  for (const path of ['/sportsbook/v1/sports', '/platform/geo', '/sportsbook/v1/no-such-route', '/en']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    const headers = response.headersArray();
    expect(headers.filter((header) => header.name.toLowerCase() === 'x-middleware-rewrite' && /:\/\//.test(header.value)), path).toEqual([]);
    for (const header of headers) {
      expect(header.value, `${path} ${header.name}`).not.toContain(upstream);
      expect(header.value, `${path} ${header.name}`).not.toContain(`:${apiPort}/`);
    }
  }
  // The proxied answer is the API's.
  expect((await request.get('/sportsbook/v1/sports')).headers()['content-type']).toContain('application/json');
});

test('a proxied call carries one request id to the API and back (issue 22)', async ({ request }) => {
  const given = await request.get('/sportsbook/v1/sports', { headers: { 'x-request-id': 'e2e-trace.42' } });
  expect(given.headers()['x-request-id']).toBe('e2e-trace.42');
  const made = await request.get('/sportsbook/v1/sports', { headers: { 'x-request-id': 'not acceptable' } });
  expect(made.headers()['x-request-id']).toMatch(/^web-[0-9a-f-]{36}$/);
});
