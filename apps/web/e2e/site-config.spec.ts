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
  await request.delete(`${apiOrigin}/sportsbook/v1/operator/settings/sign_up_available`, { headers });
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
