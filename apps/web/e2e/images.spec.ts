import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { encodedImageWidth, gradientPng } from './support/images';
import { operatorKey } from './support/operator';
import { apiOrigin, mediaOrigin, mediaPort, webOrigin } from './support/ports';

// Media through the image proxy (issue 25; spec promotions §3 "Media" with the CMS base, §7 image
// proxy with resize, quality and avif / webp; docs/media.md): a campaign banner given as a path on
// the CMS is shown through /_next/image, resized and re-encoded; another host is refused.
const headers = { 'x-operator-key': operatorKey };
// A new address each run: the optimiser keeps what it made on disk (.next/cache/images) between runs.
const bannerPath = `/banners/spring-${Date.now()}.png`;
const bannerUrl = `${mediaOrigin}${bannerPath}`;
const png = gradientPng(1200, 400);
const iconsPath = '/icons/sprite-e2e.svg';
const cmsFootball = '<symbol id="sport-football" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="currentColor"/></symbol>';
const proxy = (url: string, width: number, quality: number) => `${webOrigin}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`;

let media: Server;
const served: string[] = [];
let campaignId = 0;

test.beforeAll(async ({ request }) => {
  media = createServer((req, res) => {
    served.push(req.url ?? '');
    if (req.url === iconsPath) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(`<svg xmlns="http://www.w3.org/2000/svg">${cmsFootball}</svg>`);
      return;
    }
    if (req.url !== bannerPath) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
  });
  await new Promise<void>((resolve) => media.listen(mediaPort, '127.0.0.1', resolve));
  const configured = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, { headers, data: { cms: { base_url: mediaOrigin } } });
  expect(configured.status(), await configured.text()).toBe(200);
  const created = await request.post(`${apiOrigin}/sportsbook/v1/operator/campaigns`, {
    headers,
    data: {
      type: 'comboboost', name: 'Spring acca boost', public: true, min_odds: 1.2, uses_count: 3,
      ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }],
      valid_to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      banners: [{ id: 'spring', url: bannerPath, alternative_text: 'Spring acca boost banner' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  campaignId = ((await created.json()) as { data: { id: number } }).data.id;
});

test.afterAll(async ({ request }) => {
  if (campaignId) await request.post(`${apiOrigin}/sportsbook/v1/operator/campaigns/${campaignId}/end`, { headers });
  await request.delete(`${apiOrigin}/sportsbook/v1/operator/settings/cms`, { headers });
  await new Promise((resolve) => media.close(resolve));
});

test('a campaign banner on the CMS is shown through the image proxy, prefixed with the CMS base', async ({ page }) => {
  await page.goto('/promotions');
  const banner = page.getByRole('img', { name: 'Spring acca boost banner' });
  await banner.scrollIntoViewIfNeeded();
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  const chosen = new URL(await banner.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(chosen.origin + chosen.pathname).toBe(`${webOrigin}/_next/image`);
  expect(chosen.searchParams.get('url')).toBe(bannerUrl);
  // Chromium takes avif: the <picture>'s first source, at the avif quality (80 × 0.8125).
  expect(chosen.searchParams.get('q')).toBe('65');
  expect(served).toContain(bannerPath);
  // The card with its banner stays accessible (issue 24's axe rule), at 1280 and 360 px.
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the proxy resizes and re-encodes as webp or avif, each at its quality', async ({ request }) => {
  const webp = await request.get(proxy(bannerUrl, 640, 70), { headers: { accept: 'image/webp,*/*' } });
  expect(webp.status()).toBe(200);
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect(encodedImageWidth(await webp.body())).toBe(640);

  const avif = await request.get(proxy(bannerUrl, 320, 65), { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
  expect(encodedImageWidth(await avif.body())).toBe(320);
  expect(avif.headers()['cache-control']).toMatch(/max-age=\d+/);
});

test('the proxy is no open proxy: another host, another width or quality is refused', async ({ request }) => {
  const before = served.length;
  for (const address of [
    proxy(`http://localhost:${mediaPort}${bannerPath}`, 640, 70), // the same server under another host name
    proxy('https://example.com/banner.png', 640, 70),
    proxy(`${apiOrigin}/sportsbook/v1/sports`, 640, 70),
    proxy(bannerUrl, 641, 70),
    proxy(bannerUrl, 640, 75),
  ]) {
    const answer = await request.get(address, { headers: { accept: 'image/webp,*/*' } });
    expect(answer.status(), address).toBe(400);
  }
  expect(served.length).toBe(before);
});

test('CMS icons from the site configuration replace the built-in ones, under a new version the pages link to', async ({ request }) => {
  const iconsVersion = async () => /\/fe-api\/icons\.svg\?version=([a-f0-9]+)#sport-football/.exec(await (await request.get(`${webOrigin}/`)).text())?.[1];
  const builtIn = await iconsVersion();
  expect(builtIn).toBeTruthy();
  const configured = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, { headers, data: { cms: { icons_url: iconsPath } } });
  expect(configured.status(), await configured.text()).toBe(200);
  try {
    // The web server reads the site configuration again within about 5 s, then the CMS sprite.
    await expect.poll(iconsVersion, { timeout: 20_000 }).not.toBe(builtIn);
    const version = await iconsVersion();
    expect(served).toContain(iconsPath);
    // The route's own copy of the configuration may lag the page's by a few seconds: until then it
    // answers that address with `no-cache`, never a year.
    const sprite = () => request.get(`${webOrigin}/fe-api/icons.svg?version=${version}`);
    await expect.poll(async () => (await sprite()).headers()['cache-control'], { timeout: 20_000 }).toBe('public, max-age=31536000, immutable');
    const svg = await (await sprite()).text();
    expect(svg).toContain(cmsFootball);
    expect(svg).toContain('<symbol id="sport-tennis"');
  } finally {
    await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, { headers, data: { cms: { icons_url: null } } });
  }
  await expect.poll(iconsVersion, { timeout: 20_000 }).toBe(builtIn);
});
