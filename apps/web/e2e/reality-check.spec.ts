import { expect, test } from '@playwright/test';
import { confirmedUser, signInThroughModal } from './support/player';

// Reality check (issue 21 point 2), against the real API: a player whose reality-check interval is
// shortened (a few seconds; the site's minimum is lowered for end-to-end tests) sees the check in
// both of their tabs with time played, bets and wins; "Continue" in one tab closes it in both; at
// the next check, "Sign out" signs the player out (the session code is loaded on that click).

test('the reality check appears after its interval, "Continue" closes it in two tabs at once and "Sign out" signs out', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await confirmedUser(request, 'reality-check');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);

  const origin = new URL(page.url()).origin;
  const interval = await page.request.put(`${origin}/platform/sportsbook_sessions/reality_check`, { headers: { 'x-sportsbook-app': 'web' }, data: { interval_seconds: 8 } });
  expect(interval.status()).toBe(200);

  const second = await page.context().newPage();
  await second.goto('/');
  const checks = [page, second].map((tab) => tab.getByRole('dialog', { name: 'Reality check' }));
  for (const check of checks) {
    await expect(check).toBeVisible({ timeout: 45_000 });
    await expect(check).toContainText('You have been playing for');
    await expect(check).toContainText('In this session you staked €0.00 and won €0.00.');
  }

  await checks[1]!.getByRole('button', { name: 'Continue' }).click();
  for (const check of checks) await expect(check).toBeHidden({ timeout: 10_000 });

  await second.close();
  await expect(checks[0]!).toBeVisible({ timeout: 45_000 });
  await checks[0]!.getByRole('button', { name: 'Sign out' }).click();
  await expect(checks[0]!).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
});
