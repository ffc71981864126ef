import { expect, test, type APIRequestContext } from '@playwright/test';
import { operatorKey } from './support/operator';
import { apiOrigin, webOrigin } from './support/ports';

/**
 * Issue 24 "Search engines": robots.txt and the sitemap index from the running web app over the
 * real catalogue, a match page's SportsEvent JSON-LD and canonical, and noindex for another
 * origin and for the site setting. The web server runs with SITE_URL = webOrigin (playwright.config.ts).
 */
const headers = { 'x-operator-key': operatorKey };

interface ApiMatch {
  id: number;
  slug: string;
  name: string;
  start_time: string;
  sport: { key: string };
  tournament: { slug: string; name: string };
  competitors: { home: { name: string }; away: { name: string } };
}

async function prematchMatch(request: APIRequestContext): Promise<ApiMatch> {
  const response = await request.get(`${apiOrigin}/sportsbook/v1/matches?match_status=0&type=match&sport_key=football&limit=1`);
  const [match] = ((await response.json()) as { data: ApiMatch[] }).data;
  expect(match, 'an upcoming football match').toBeDefined();
  return match!;
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]!);
}

test.afterEach(async ({ request }) => {
  await request.delete(`${apiOrigin}/sportsbook/v1/operator/settings/indexing`, { headers });
});

test('robots.txt keeps crawlers off private pages and the API, and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(response.headers()['cache-control']).toMatch(/public, max-age=\d+/);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${webOrigin}/sitemap.xml`);
  for (const rule of ['/profile', '/ar/profile', '/sportsbook/', '/platform/', '/users', '/init-sportsbook']) expect(text).toContain(`\nDisallow: ${rule}\n`);
  expect(text).not.toContain('\nDisallow: /\n');
});

test('the sitemap index lists every sport, league and upcoming match in both locales with alternates', async ({ request }) => {
  test.setTimeout(60_000);
  const match = await prematchMatch(request);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const files = locs(indexXml);
  expect(files.length).toBeGreaterThan(0);
  let all = '';
  for (const file of files) {
    expect(file.startsWith(`${webOrigin}/sitemaps/`)).toBe(true);
    const response = await request.get(new URL(file).pathname);
    expect(response.status()).toBe(200);
    all += await response.text();
  }
  const listed = locs(all);
  const matchPath = `/football/${match.slug}-${match.id}`.replace(`-${match.id}-${match.id}`, `-${match.id}`);
  for (const path of ['/', '/ar', '/football', '/ar/football', `/football/${match.tournament.slug}`, matchPath, `/ar${matchPath}`, '/general-rules', '/about']) {
    expect(listed, path).toContain(`${webOrigin}${path}`);
  }
  expect(all).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${webOrigin}/ar${matchPath}"/>`);
  expect(all).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${webOrigin}${matchPath}"/>`);
  // A player's pages are never listed.
  expect(listed.some((url) => url.includes('/profile') || url.includes('/favorites'))).toBe(false);
  expect((await request.get('/sitemaps/999.xml')).status()).toBe(404);
});

test("a match page carries its SportsEvent JSON-LD, its canonical and index, follow", async ({ page, request }) => {
  const match = await prematchMatch(request);
  await page.goto(`/football/${match.slug}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^${webOrigin}/football/.*-${match.id}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', canonical!);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const event = JSON.parse(json!) as Record<string, unknown>;
  expect(event).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: match.name,
    startDate: match.start_time,
    url: canonical,
    eventStatus: 'https://schema.org/EventScheduled',
    homeTeam: { '@type': 'SportsTeam', name: match.competitors.home.name },
    awayTeam: { '@type': 'SportsTeam', name: match.competitors.away.name },
    superEvent: { name: match.tournament.name },
  });
});

test('another origin is noindex: its pages and its robots.txt keep search engines out', async ({ request }) => {
  const mirror = { 'x-forwarded-host': 'mirror.example' };
  const canonicalHtml = await (await request.get('/live')).text();
  expect(canonicalHtml).toContain('<meta name="robots" content="index, follow"/>');
  const mirrorHtml = await (await request.get('/live', { headers: mirror })).text();
  expect(mirrorHtml).toContain('<meta name="robots" content="noindex, nofollow"/>');
  // The canonical link still names the real site, so a search engine knows where the page lives.
  expect(mirrorHtml).toContain(`<link rel="canonical" href="${webOrigin}/live"/>`);
  expect(await (await request.get('/robots.txt', { headers: mirror })).text()).toBe('User-agent: *\nDisallow: /\n');
  expect((await request.get('/sitemap.xml', { headers: mirror })).status()).toBe(404);
});

test('the site setting `indexing` off makes every page noindex and robots.txt disallow all', async ({ request }) => {
  const off = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, { headers, data: { indexing: false } });
  expect(off.status(), await off.text()).toBe(200);
  // The web server reads the site configuration again within a few seconds.
  await expect.poll(async () => (await request.get('/robots.txt')).text(), { timeout: 15_000 }).toBe('User-agent: *\nDisallow: /\n');
  await expect.poll(async () => (await request.get('/football')).text(), { timeout: 15_000 }).toContain('<meta name="robots" content="noindex, nofollow"/>');
  const on = await request.delete(`${apiOrigin}/sportsbook/v1/operator/settings/indexing`, { headers });
  expect(on.status(), await on.text()).toBe(200);
  await expect.poll(async () => (await request.get('/robots.txt')).text(), { timeout: 15_000 }).toContain('Sitemap:');
});

test('/general-rules and /about are public pages; /init-sportsbook continues to its target', async ({ page }) => {
  for (const [path, heading] of [['/general-rules', 'General rules'], ['/about', 'About us'], ['/ar/about', 'من نحن']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${webOrigin}${path}`);
  }
  await page.goto('/init-sportsbook?to=/live&modal=signIn');
  await expect(page).toHaveURL(/\/live(\?modal=signIn)?$/);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.goto('/ar/init-sportsbook?to=https://evil.example/');
  await expect(page).toHaveURL(`${webOrigin}/ar`);
});

test('/general-rules and /about fit 360 px and 1920 px without sideways scrolling', async ({ page }) => {
  for (const width of [360, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/general-rules', '/ar/about']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: path === '/ar/about' ? 'القواعد العامة' : 'General rules' })).toBeVisible();
    }
  }
});
