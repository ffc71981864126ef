import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { operatorKey } from './support/operator';
import { password, uniqueEmail } from './support/player';
import { apiOrigin, tagServerPort, webOrigin } from './support/ports';

/**
 * Issue 22, side effects (spec core §2, promotions §4, §7, §9): affiliate tags survive a visit in a
 * cookie and reach the sign-up, the address loses them; the cookie banner's choice gates the tag
 * manager, checked on the network against a tag server on loopback that the site configuration
 * points at. No consent cookie here (the other specs start with one).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const headers = { 'x-operator-key': operatorKey };
const tagPath = '/gtm.js';
let tagServer: Server;
const tagRequests: string[] = [];

test.beforeAll(async ({ request }) => {
  tagServer = createServer((req, res) => {
    tagRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/javascript' });
    res.end('window.e2eTagManagerLoaded = true;');
  });
  await new Promise<void>((resolve) => tagServer.listen(tagServerPort, '127.0.0.1', resolve));
  const configured = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, {
    headers,
    data: { tag_manager: { container_id: 'GTM-E2E123', script_url: `http://127.0.0.1:${tagServerPort}${tagPath}` } },
  });
  expect(configured.status(), await configured.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  await request.delete(`${apiOrigin}/sportsbook/v1/operator/settings/tag_manager`, { headers });
  await new Promise((resolve) => tagServer.close(resolve));
});

const tagManagerRequestsOf = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://127.0.0.1:${tagServerPort}/`)) seen.push(request.url());
  });
  return seen;
};

test('an affiliate link leaves a cookie and a clean address, and the sign-up carries the tag', async ({ page, context }) => {
  await page.goto('/?ctag=aff-e2e-7&gclid=Cj0KCQ1&sport=1');
  await expect(page).toHaveURL(/\/\?sport=1$/);
  const cookie = (await context.cookies()).find((item) => item.name === 'sb_affiliate');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('ctag=aff-e2e-7&gclid=Cj0KCQ1');
  expect(cookie?.secure).toBe(true);
  // About 30 days (spec promotions §9).
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29.9 * 24 * 3600);

  await page.getByRole('button', { name: 'Only necessary' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('E-mail or phone').fill(uniqueEmail('affiliate'));
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  const signUp = page.waitForRequest((request) => request.url().endsWith('/platform/users') && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const body = (await signUp).postDataJSON() as { user: { affiliate_tags?: Record<string, string> } };
  expect(body.user.affiliate_tags).toEqual({ ctag: 'aff-e2e-7', gclid: 'Cj0KCQ1' });
  await expect(dialog.getByRole('status')).toContainText(/confirm/i);
});

test('consent refused: no tag-manager request; accepted: the tag manager loads', async ({ page, browser }) => {
  const before = tagRequests.length;
  const seen = tagManagerRequestsOf(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner).toBeHidden();
  // The side effects have loaded (the data layer has the page), and still no tag manager.
  await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event?: string; page_key?: string }[] }).dataLayer?.find((entry) => entry.event === 'page_view')?.page_key)).toBe('sports');
  await page.goto('/live');
  await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { page_key?: string }[] }).dataLayer?.some((entry) => entry.page_key === 'in_play'))).toBe(true);
  await page.waitForTimeout(1_000);
  expect(seen).toEqual([]);
  expect(tagRequests.length).toBe(before);
  // The choice is kept for 365 days: no banner on the next page.
  const consent = (await page.context().cookies()).find((item) => item.name === 'sb_consent');
  expect(consent?.value).toBe('necessary');
  expect((consent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await expect(banner).toBeHidden();

  // The same page with consent given loads it: the check above can fail.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const accepting = await context.newPage();
  const seenAccepting = tagManagerRequestsOf(accepting);
  await accepting.goto(`${webOrigin}/`);
  await accepting.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => seenAccepting, { timeout: 10_000 }).toEqual([`http://127.0.0.1:${tagServerPort}${tagPath}?id=GTM-E2E123`]);
  await expect.poll(() => accepting.evaluate(() => (window as unknown as { e2eTagManagerLoaded?: boolean }).e2eTagManagerLoaded)).toBe(true);
  await context.close();
});
