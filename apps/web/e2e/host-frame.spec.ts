import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { confirmedUser, signInThroughModal } from './support/player';
import { hostPagePort, webOrigin } from './support/ports';

// Iframe host integration end to end (spec promotions §4): a casino page embeds the sportsbook with
// the host SDK (packages/host-sdk, bundled here as a host would ship it). The casino page is served
// by this spec's own server on 127.0.0.1:4173, the one host origin the web server allows
// (HOST_ORIGINS in playwright.config.ts), and on a free port that is not allowed, from which the
// sportsbook may not be framed at all.

const sportsbook = webOrigin;
const allowedPort = hostPagePort;
let sdkBundle = '';
const servers: Server[] = [];
/** The allowed host origin's server, kept for the next test (one port). */
let allowedServer: Server | null = null;

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../../../packages/host-sdk/src/index.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'SportsbookHost',
    write: false,
    target: 'es2022',
  });
  sdkBundle = result.outputFiles[0]!.text;
});

/** The casino page: it embeds the sportsbook's home page with the SDK (`playerProtection` as the host chose). */
function casinoPage(playerProtection: boolean): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Casino</title></head>
<body style="margin:0;font-family:sans-serif">
  <h1 style="height:200px;margin:0">Casino lobby</h1>
  <iframe id="sportsbook" title="Sportsbook" src="${sportsbook}/" style="display:block;width:100%;border:0;height:600px"></iframe>
  <div style="height:1500px">Casino footer</div>
  <script>${sdkBundle}</script>
  <script>
    window.received = [];
    window.hostCalls = [];
    SportsbookHost.embedSportsbook({
      iframe: document.getElementById('sportsbook'),
      sportsbookOrigin: ${JSON.stringify(sportsbook)},
      onSignIn: () => window.hostCalls.push('sign-in'),
      onMessage: (message) => window.received.push(message),
      playerProtection: ${playerProtection},
    });
  </script>
</body></html>`;
}

/**
 * Serves the casino page on 127.0.0.1:`port` (0: a free one) and opens it; `/?player_protection=1`
 * is the page of a host that lets the sportsbook run its reality check and activity tracking.
 */
async function openHostPage(page: Page, port: number, path = '/'): Promise<void> {
  let server = port === allowedPort ? allowedServer : null;
  if (!server) {
    server = createServer((request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(casinoPage(request.url?.includes('player_protection=1') ?? false)));
    servers.push(server);
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    if (port === allowedPort) allowedServer = server;
  }
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
}

const receivedTypes = (page: Page) => page.evaluate(() => (window as unknown as { received: { type: string }[] }).received.map((message) => message.type));

test('a casino page embeds the sportsbook: handshake, size, sign-in handed to the host, fixed elements in view', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openHostPage(page, allowedPort);
  const frame = page.frameLocator('#sportsbook');

  // Handshake and the first page, then the iframe sized to the sportsbook's content.
  await expect.poll(() => receivedTypes(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(['sportsbook-initialized', 'sportsbook-page-loaded', 'sportsbook-page-size-changed']));
  await expect.poll(async () => (await page.locator('#sportsbook').boundingBox())?.height ?? 0).toBeGreaterThan(1000);

  // The host listens for sign-in only: the sign-in button asks the host, sign-up is not offered.
  const signIn = frame.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect(frame.getByRole('banner').getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await signIn.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { hostCalls: string[] }).hostCalls)).toEqual(['sign-in']);
  await expect(frame.getByRole('dialog')).toHaveCount(0);

  // Scrolled down the casino page, the bet slip button stays inside the visible part of the page.
  await page.evaluate(() => window.scrollTo(0, 900));
  const slipButton = frame.getByTestId('slip-button');
  await expect.poll(async () => {
    const box = await slipButton.boundingBox();
    return box !== null && box.y >= 0 && box.y + box.height <= 720;
  }).toBe(true);
  // Opening a page inside the iframe is reported to the host.
  await frame.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live' }).click();
  await expect.poll(async () => page.evaluate(() => (window as unknown as { received: { type: string; payload: { path?: string } }[] }).received
    .filter((message) => message.type === 'sportsbook-page-loaded').map((message) => message.payload.path))).toContain('/live');
});

test('a page on an origin that is not allowed cannot frame the sportsbook', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await openHostPage(page, 0);
  // Chromium refuses the frame (CSP frame-ancestors): no sportsbook inside, no message out.
  await expect.poll(() => page.frames().find((frame) => frame !== page.mainFrame())?.url() ?? '', { timeout: 15_000 }).toMatch(/^chrome-error:/);
  expect(await receivedTypes(page)).toEqual([]);
  expect(logged.join('\n')).toContain('frame-ancestors');
});

// Spec promotions §5 "no in-iframe tracking, reality check … unless allowed" (issue 21): a
// signed-in player (the session cookie is the sportsbook's own, same site as the casino page) with
// an activity limit and a reality check every 4 s. In the frame of a host that did not allow it
// neither runs; where the host passes playerProtection: true both do.
test('inside a host page the reality check and the activity pings run only when the host allows them', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const email = await confirmedUser(request, 'framed-protection');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
  const headers = { 'x-sportsbook-app': 'web' };
  const limit = await page.request.post(`${sportsbook}/platform/user_limits`, { headers, data: { type: 'activity', amount: 600, period: 'day' } });
  expect(limit.status(), await limit.text()).toBe(201);
  const interval = await page.request.put(`${sportsbook}/platform/sportsbook_sessions/reality_check`, { headers, data: { interval_seconds: 4 } });
  expect(interval.status(), await interval.text()).toBe(200);

  const pings: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/player/activity_limit_track')) pings.push(sent.frame().url());
  });
  const frame = page.frameLocator('#sportsbook');
  const realityCheck = frame.getByRole('dialog', { name: 'Reality check' });

  // A host without playerProtection: signed in inside the frame, and for three reality-check
  // intervals and two ping intervals (5 s in this run) no check and no ping.
  await openHostPage(page, allowedPort);
  await expect(frame.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => receivedTypes(page), { timeout: 20_000 }).toContain('sportsbook-initialized');
  pings.length = 0;
  await page.waitForTimeout(12_000);
  await expect(realityCheck).toHaveCount(0);
  expect(pings).toEqual([]);

  // The host allows it: the reality check opens in the frame and the frame pings.
  await openHostPage(page, allowedPort, '/?player_protection=1');
  await expect(realityCheck).toBeVisible({ timeout: 30_000 });
  await expect(realityCheck).toContainText('You have been playing for');
  await expect.poll(() => pings.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(pings.every((url) => url.startsWith(sportsbook))).toBe(true);
});
