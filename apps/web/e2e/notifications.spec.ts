import { expect, test } from '@playwright/test';
import { api, appHeader, confirmedUser, placeOneBet, signInAndDeposit } from './support/player';
import { football, openPanel, pickHome } from './support/slip';

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

// Issue 18 point 11: a bet's "Show in my bets" belongs to its own notification: inside the item's
// box (its unread mark and background), at its end, not loose between two items.
test("a bet's notification holds its own 'Show in my bets' button, which opens my bets", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await confirmedUser(request, 'notifiedbet');
  const [match] = await football(request, 0, 1);
  await page.goto('/');
  await signInAndDeposit(page, email, '20');
  await pickHome(page, match!);
  await placeOneBet(await openPanel(page), '2');
  const finish = await request.post(`${api}/sportsbook/dev/feed/matches/${match!.id}/finish`, { data: { score: { home: 3, away: 0 } } });
  expect(finish.status()).toBe(200);

  const header = page.getByRole('banner');
  const bell = header.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const items = header.getByRole('list', { name: '2 notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const won = items.filter({ hasText: 'Bet won' });
  const show = won.getByRole('button', { name: /^Show in my bets: Bet won/ });
  await expect(show).toBeVisible();
  // The unread item's box (its mark and background) holds the button.
  const card = won.locator('[data-unread]');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('button', { name: /^Show in my bets/ })).toHaveCount(1);
  const cardBox = (await card.boundingBox())!;
  const showBox = (await show.boundingBox())!;
  expect(showBox.y).toBeGreaterThanOrEqual(cardBox.y);
  expect(showBox.y + showBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
  expect(showBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(showBox.x + showBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  // Below the notification's own text, at its end (the inline end: the right in English).
  const time = won.locator('time');
  expect(showBox.y).toBeGreaterThanOrEqual((await time.boundingBox())!.y);
  expect(cardBox.x + cardBox.width - (showBox.x + showBox.width)).toBeLessThanOrEqual(24);
  // The other item (the deposit) has no such button.
  await expect(items.filter({ hasText: 'Deposit received' }).getByRole('button', { name: /^Show in my bets/ })).toHaveCount(0);

  await show.click();
  await expect(page.getByTestId('ticket-panel').getByTestId('my-bets')).toBeVisible();
});
