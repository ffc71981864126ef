import { expect, test } from '@playwright/test';
import { confirmedUser, signInThroughModal } from './support/player';

// Responsible-gambling limits end to end (issue 21), against the real API: a player sets a daily
// deposit limit of 10.00 on the limits page of their profile and is refused a 20.00 deposit with
// the limit named; lowering applies at once, a raise waits for the cooling-off.

test('a player sets a 10.00 deposit limit and is refused a 20.00 deposit with the limit named', async ({ page, request }) => {
  const email = await confirmedUser(request, 'limits');
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);

  await header.getByRole('link', { name: 'Limits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling limits' })).toBeVisible();
  await expect(page.getByText('You have no deposit limit.')).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Set a deposit limit' });
  await form.getByLabel('Amount').fill('10.00');
  await form.getByLabel('Period').selectOption('day');
  await form.getByRole('button', { name: 'Set limit' }).click();
  const limit = page.getByRole('listitem', { name: 'Daily deposit limit: €10.00' });
  await expect(limit).toBeVisible({ timeout: 20_000 });
  await expect(limit).toContainText('Deposited €0.00 so far');

  await header.getByRole('button', { name: 'Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Amount').fill('20.00');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('alert')).toContainText('This deposit would exceed your daily deposit limit of €10.00 (€10.00 left).', { timeout: 30_000 });
  await expect(header.getByTestId('balance')).toHaveText('€0.00');
  await deposit.getByLabel('Amount').fill('10.00');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('status').first()).toHaveText('Deposit successful.', { timeout: 30_000 });
  await deposit.getByRole('button', { name: 'Close' }).click();

  // A raise waits for the cooling-off; the limit in force stays, and says so.
  await page.reload();
  const reloaded = page.getByRole('listitem', { name: 'Daily deposit limit: €10.00' });
  await expect(reloaded).toContainText('Deposited €10.00 so far', { timeout: 20_000 });
  await reloaded.getByLabel('New amount (EUR)').fill('50');
  await reloaded.getByRole('button', { name: 'Change' }).click();
  await expect(reloaded).toContainText('You asked to raise it to €50.00.');
  await expect(reloaded).toContainText('After the cooling-off period you can confirm it');

  // Lowering applies at once (and withdraws the raise).
  await reloaded.getByLabel('New amount (EUR)').fill('5');
  await reloaded.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('listitem', { name: 'Daily deposit limit: €5.00' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Daily deposit limit: €10.00' })).toHaveCount(0);

  // The page fits the narrowest screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
