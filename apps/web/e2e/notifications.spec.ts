import { expect, test } from '@playwright/test';
import { appHeader, confirmedUser, signInAndDeposit } from './support/player';

// Notifications end to end (spec promotions §4 "Notifications"), against the real API: a credited
// deposit notifies the player; the header's bell shows the unread badge, the panel lists the
// notification, opening it marks it read and the badge clears; a second one arrives live over the
// private channel and "Mark all read" clears it.

test('a deposit notifies the player: unread badge, list, read on open, live arrival, mark all read', async ({ page, request }) => {
  const email = await confirmedUser(request, 'notified');
  await page.goto('/');
  await signInAndDeposit(page, email, '50');

  const header = page.getByRole('banner');
  const bell = header.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await expect(header.getByTestId('notifications-badge')).toHaveText('1');

  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const list = header.getByRole('list', { name: '1 notification' });
  const item = list.getByRole('button', { name: /Unread: Deposit received/ });
  await expect(item).toContainText('€50.00 was added to your balance.');
  await item.click();

  await expect(header.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await expect(header.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(list.getByRole('button', { name: /^Deposit received/ })).toBeVisible();

  // A second deposit (the platform API with the page's session, as the deposit page would) arrives live.
  const deposit = await page.request.post('/platform/wallet/deposits', { headers: appHeader, data: { amount: 2_000 } });
  expect(deposit.status()).toBe(201);
  await expect(header.getByTestId('notifications-badge')).toHaveText('1', { timeout: 20_000 });
  await expect(header.getByRole('list', { name: '2 notifications' }).getByRole('button').first()).toContainText('€20.00 was added to your balance.');

  await header.getByRole('button', { name: 'Mark all read' }).click();
  await expect(header.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();

  // The read state is the server's: it survives a reload.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible({ timeout: 20_000 });
  await expect(header.getByTestId('notifications-badge')).toHaveCount(0);

  // On the narrowest screen (360 px) the open panel stays within the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await header.getByRole('button', { name: 'Notifications, none unread' }).click();
  const panel = header.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('list', { name: '2 notifications' })).toBeVisible();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});
