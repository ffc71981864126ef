import { expect, test } from '@playwright/test';
import { confirmedUser, signInThroughModal } from './support/player';

// Issue 21 "Payments" (spec core §2, promotions §4, §8): on the deposit page the quick deposit's
// outcome shows its alert (pending, success) and the help links after a payment; the
// after_redirect parameter is read and removed on arrival, and followed after a successful payment.

test('the deposit page: pending and success alerts, help links, then the after-payment redirect', async ({ page, request }) => {
  const email = await confirmedUser(request, 'afterpay');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/profile/wallet/deposit?after_redirect=%2Flive');
  await expect(page).toHaveURL(/\/profile\/wallet\/deposit$/);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
  const main = page.getByRole('main');

  await main.getByLabel('Amount').fill('5');
  await main.getByLabel('Test card').selectOption({ label: 'Test card: pending' });
  await main.getByRole('button', { name: 'Deposit', exact: true }).click();
  const pending = page.getByRole('status').filter({ hasText: 'Your deposit is pending. It is credited as soon as the payment is confirmed.' });
  await expect(pending).toContainText('Pending', { timeout: 20_000 });
  const help = main.getByRole('navigation', { name: 'Help with your payment' });
  await expect(help.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  await expect(help.getByRole('link', { name: 'My transactions' })).toHaveAttribute('href', '/profile/wallet/transactions');
  await expect(help.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/help-center');
  // Every help link leads to a page (none answers 404).
  for (const href of await help.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
  // A pending payment stays on the page.
  await expect(page).toHaveURL(/\/profile\/wallet\/deposit$/);

  await main.getByLabel('Test card').selectOption({ label: 'Test card: success' });
  await main.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/live$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Deposit successful' })).toContainText('The money is in your balance.');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('€5.00');
});

test('a declined quick deposit shows the failed alert; an off-site after_redirect is dropped', async ({ page, request }) => {
  const email = await confirmedUser(request, 'declined');
  await page.goto('/profile/wallet/deposit?after_redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/profile\/wallet\/deposit$/);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
  const main = page.getByRole('main');
  await main.getByLabel('Amount').fill('5');
  await main.getByLabel('Test card').selectOption({ label: 'Test card: declined' });
  await main.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deposit failed' })).toContainText('No money was taken.', { timeout: 20_000 });
  await main.getByLabel('Test card').selectOption({ label: 'Test card: success' });
  await main.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The money is in your balance.' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/profile\/wallet\/deposit$/);
});
