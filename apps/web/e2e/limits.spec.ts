import { expect, test } from '@playwright/test';
import { confirmedUser, signInAndDeposit, signInThroughModal } from './support/player';
import { football, openPanel, pickHome } from './support/slip';

// Responsible-gambling limits end to end (issue 21), against the real API: a player sets a daily
// deposit limit of 10.00 on the limits page of their profile and is refused a 20.00 deposit with
// the limit named; lowering applies at once, a raise waits for the cooling-off; wager and loss
// limits are set from their own sections.

test('a player sets a 10.00 deposit limit and is refused a 20.00 deposit with the limit named', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await confirmedUser(request, 'limits');
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);

  await header.getByRole('button', { name: 'Account menu' }).click();
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

  // Wager and loss limits are set the same way, each in its own section.
  await expect(page.getByText('You have no wager limit.')).toBeVisible();
  const wagerForm = page.getByRole('form', { name: 'Set a wager limit' });
  await wagerForm.getByLabel('Amount').fill('25');
  await wagerForm.getByLabel('Period').selectOption('week');
  await wagerForm.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByRole('listitem', { name: 'Weekly wager limit: €25.00' })).toContainText('Staked €0.00 so far', { timeout: 20_000 });
  const lossForm = page.getByRole('form', { name: 'Set a loss limit' });
  await lossForm.getByLabel('Amount').fill('5');
  await lossForm.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByRole('listitem', { name: 'Daily loss limit: €5.00' })).toContainText('Lost €0.00 so far', { timeout: 20_000 });

  // The page fits the narrowest screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('a wager limit refuses a stake past it in the slip, naming the limit', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await confirmedUser(request, 'wager-limit');
  const [match] = await football(request, 0, 1);
  if (!match) throw new Error('no prematch football match');
  await page.goto('/');
  await signInAndDeposit(page, email, '50');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Limits' }).click();
  const form = page.getByRole('form', { name: 'Set a wager limit' });
  await form.getByLabel('Amount').fill('5');
  await form.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByRole('listitem', { name: 'Daily wager limit: €5.00' })).toBeVisible({ timeout: 20_000 });

  await pickHome(page, match);
  const panel = await openPanel(page);
  await panel.getByLabel('Stake (EUR)').fill('6');
  await panel.getByTestId('place-bet').click();
  await expect(panel.getByTestId('slip-error')).toContainText('This stake would exceed your daily wager limit of €5.00 (€5.00 left).', { timeout: 20_000 });
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('€50.00');
});
