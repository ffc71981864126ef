import { expect, test } from '@playwright/test';
import { operatorKey } from './support/operator';
import { apiOrigin } from './support/ports';

/**
 * Issue 22: the site configuration and feature flags live in the API's settings store. A flag the
 * operator switches off through the operator route reaches a page that is already open within
 * 10 s (pushed on the public realtime channel), without a reload, a rebuild or a restart.
 */
const headers = { 'x-operator-key': operatorKey };

test.afterEach(async ({ request }) => {
  // Whatever happened, the next specs see the defaults again.
  for (const field of ['sign_up_available', 'custom_page_paths', 'market_groups', 'tag_manager']) {
    await request.delete(`${apiOrigin}/sportsbook/v1/operator/settings/${field}`, { headers });
  }
});

test('sign-up switched off by the operator goes from an open page within 10 s, and comes back', async ({ page, request }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const signUp = header.getByRole('button', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });

  const off = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, { headers, data: { sign_up_available: false } });
  expect(off.status(), await off.text()).toBe(200);
  await expect(signUp).toBeHidden({ timeout: 10_000 });
  // Sign-in is another flag: still offered.
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The API refuses a sign-up too, whatever a page shows.
  const refused = await request.post(`${apiOrigin}/platform/users`, {
    headers: { 'x-sportsbook-app': '1' },
    data: { user: { email: `flag-${Date.now()}@example.com`, password: 'a long enough passphrase 42' } },
  });
  expect(refused.status()).toBe(403);

  const reset = await request.delete(`${apiOrigin}/sportsbook/v1/operator/settings/sign_up_available`, { headers });
  expect(reset.status(), await reset.text()).toBe(200);
  await expect(signUp).toBeVisible({ timeout: 10_000 });
});

test('a bad value is refused with the field named', async ({ request }) => {
  const bad = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, { headers, data: { features: { jackpots: 'yes' } } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: { details: { fields: { field: string }[] } } }).error.details.fields[0]?.field).toBe('features.jackpots');
});

test('a custom page path serves its target, and the market groups follow the operator\'s order', async ({ page, request }) => {
  const paths = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, {
    headers,
    data: { custom_page_paths: [{ path: '/offers', target: '/promotions' }], market_groups: [{ group_key: 'score', name: 'Score' }, { group_key: 'main', name: 'Main' }] },
  });
  expect(paths.status(), await paths.text()).toBe(200);
  // The web server's proxy reads the configuration again within about five seconds.
  await expect(async () => {
    const response = await page.goto('/offers');
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  expect((await page.goto('/ar/offers'))?.status()).toBe(200);

  // A football match page: Score before Main, then the groups the operator did not list.
  const list = await request.get(`${apiOrigin}/sportsbook/v1/matches?match_status=0&type=match&sport_key=football&limit=1`);
  const [match] = ((await list.json()) as { data: { slug: string; sport: { key: string } }[] }).data;
  await page.goto(`/${match!.sport.key}/${match!.slug}`);
  const tabs = page.getByRole('tablist', { name: 'Market groups' }).getByRole('tab');
  await expect(tabs.first()).toHaveText('All');
  const names = await tabs.allTextContents();
  expect(names.slice(0, 3)).toEqual(['All', 'Score', 'Main']);
});

test('a tag manager the operator configures is let through the content security policy', async ({ page, request }) => {
  const csp = async () => (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
  expect(await csp()).not.toContain('tags.example.com');
  const set = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, {
    headers,
    data: { tag_manager: { container_id: 'GTM-E2E1', script_url: 'https://tags.example.com/gtm.js' } },
  });
  expect(set.status(), await set.text()).toBe(200);
  await expect(async () => {
    const connect = (await csp()).split(';').find((part) => part.trim().startsWith('connect-src')) ?? '';
    expect(connect).toContain('https://tags.example.com');
    expect(connect).toContain('https://*.google-analytics.com');
  }).toPass({ timeout: 15_000 });
});
