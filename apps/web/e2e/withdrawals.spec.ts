import { expect, test, type Page } from '@playwright/test';
import { decideWithdrawal } from './support/operator';
import { confirmedUser, signInAndDeposit } from './support/player';

// Issue 21 "Payments": a withdrawal asked for in the wallet shows as pending with the money taken
// from the balance, and its cancel returns the money (docs/payments.md). Also at 360 px, by keyboard.

async function withdrawalsPage(page: Page, cash = '€40.00'): Promise<void> {
  await page.goto('/profile/wallet/transactions');
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
  await expect(page.getByText(`Withdrawable cash: ${cash}`)).toBeVisible({ timeout: 20_000 });
}

test('a withdrawal request shows as pending and its cancel returns the money', async ({ page, request }) => {
  const email = await confirmedUser(request, 'withdraw');
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/');
  await signInAndDeposit(page, email, '40');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€40.00');

  // The account menu leads to the wallet's withdrawals.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page).toHaveURL(/\/profile\/wallet\/transactions$/);
  await withdrawalsPage(page);

  // More than the cash is refused before anything is sent.
  await page.getByLabel('Amount').fill('40.01');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You can withdraw at most your cash balance' })).toBeVisible();

  await page.getByLabel('Amount').fill('15');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal of €15.00 requested' })).toBeVisible({ timeout: 20_000 });
  const row = page.getByTestId('withdrawal').filter({ hasText: '€15.00' });
  await expect(row).toContainText('Pending');
  await expect(balance).toHaveText('€25.00');
  await expect(page.getByText('Withdrawable cash: €25.00')).toBeVisible();

  // Still pending after a reload: the server holds it.
  await page.reload();
  await expect(page.getByTestId('withdrawal').filter({ hasText: '€15.00' })).toContainText('Pending', { timeout: 20_000 });
  await expect(balance).toHaveText('€25.00');

  await page.getByRole('button', { name: 'Cancel the withdrawal of €15.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal of €15.00 cancelled' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('withdrawal').filter({ hasText: '€15.00' })).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel the withdrawal of €15.00' })).toHaveCount(0);
  await expect(balance).toHaveText('€40.00');
  await page.reload();
  await expect(balance).toHaveText('€40.00', { timeout: 20_000 });
  await expect(page.getByTestId('withdrawal').filter({ hasText: '€15.00' })).toContainText('Cancelled');
  // The ledger shows where the money went and came back, newest first.
  await expect(page.getByTestId('ledger-entry')).toHaveText([/\+€15\.00\s*Withdrawal cancelled/, /−€15\.00\s*Withdrawal/, /\+€40\.00\s*Deposit/]);
});

test('at 360 px by keyboard: request and cancel a withdrawal, nothing wider than the screen', async ({ page, request }) => {
  const email = await confirmedUser(request, 'withdraw360');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await signInAndDeposit(page, email, '40');
  await withdrawalsPage(page);
  await page.getByLabel('Amount').focus();
  await page.keyboard.type('7.50');
  await page.keyboard.press('Enter');
  const row = page.getByTestId('withdrawal').filter({ hasText: '€7.50' });
  await expect(row).toContainText('Pending', { timeout: 20_000 });
  await expect(page.getByText('Withdrawable cash: €32.50')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const cancel = page.getByRole('button', { name: 'Cancel the withdrawal of €7.50' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Cancelled', { timeout: 20_000 });
  await expect(page.getByText('Withdrawable cash: €40.00')).toBeVisible();
  // Focus goes to the list's heading, not lost to the page's top.
  await expect(page.getByRole('heading', { name: 'Your withdrawals' })).toBeFocused();
});

test("the cashier's payout shows as a payment alert and the withdrawal as processed, though it came while the player was between pages", async ({ page, request }) => {
  const email = await confirmedUser(request, 'withdrawpaid');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await signInAndDeposit(page, email, '40');
  await withdrawalsPage(page);
  await page.getByLabel('Amount').fill('10');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByTestId('withdrawal').filter({ hasText: '€10.00' })).toContainText('Pending', { timeout: 20_000 });
  const withdrawals = await page.evaluate(async () => (await (await fetch('/platform/wallet/withdrawals')).json()) as { data: { id: number }[] });
  // The cashier pays it out while the tab is on no page of the book (a fresh subscribe would miss
  // the notification): the next page resumes the private channel where the last one left it.
  await page.goto('about:blank');
  await decideWithdrawal(request, withdrawals.data[0]!.id, 'processed');
  await withdrawalsPage(page, '€30.00');
  // payment_notification on the private channel: the alert area, titled spi.notification.success.
  const alert = page.getByRole('status').filter({ hasText: 'Payment completed' });
  await expect(alert).toContainText('Your withdrawal of €10.00 was paid out.', { timeout: 20_000 });
  await expect(page.getByTestId('withdrawal').filter({ hasText: '€10.00' })).toContainText('Processed');
  await expect(page.getByRole('button', { name: 'Cancel the withdrawal of €10.00' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('€30.00');
  // Shown once: the next page does not replay it again.
  await page.reload();
  await expect(page.getByTestId('withdrawal').filter({ hasText: '€10.00' })).toContainText('Processed', { timeout: 20_000 });
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await page.waitForTimeout(1_000);
  await expect(alert).toHaveCount(0);
});
