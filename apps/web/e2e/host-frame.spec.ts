import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
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

/** The casino page: it embeds the sportsbook's home page with the SDK. */
function casinoPage(): string {
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
    });
  </script>
</body></html>`;
}

/** Serves the casino page on 127.0.0.1:`port` (0: a free one) and opens it. */
async function openHostPage(page: Page, port: number): Promise<void> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(casinoPage()));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
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
