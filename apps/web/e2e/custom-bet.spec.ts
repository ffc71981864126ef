import { expect, test } from '@playwright/test';
import { confirmedUser, placeOneBet, signInAndDeposit } from './support/player';
import { football, waitForSlip } from './support/slip';

// Bet builder end to end (issue 6): two outcomes of one match combined in the builder at the
// correlated price the API calculates, added to the slip as a custom bet, placed, and paid for.

test('a player builds a bet builder bet on a football match and places it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await confirmedUser(request, 'builder');
  // A prematch match that does not kick off during the test.
  const [match] = await football(request, 0, 1);
  await page.goto('/');
  await signInAndDeposit(page, email, '20');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€20.00');

  await page.goto(`/${match!.sport.key}/${match!.slug}`);
  // The entry is server-rendered: a press before the page is interactive would do nothing.
  await waitForSlip(page);
  await page.getByRole('button', { name: 'Bet builder', exact: true }).click();
  const builder = page.getByRole('dialog', { name: 'Bet builder' });
  await expect(builder).toBeVisible({ timeout: 20_000 });
  const markets = builder.getByRole('group', { name: 'Bet builder markets' });
  await expect(markets).toBeVisible({ timeout: 20_000 });
  const status = builder.getByTestId('custom-bet-status');
  await expect(status).toHaveText('Pick at least two selections.');

  // One outcome from each of the first two markets (say the match result and a total).
  await markets.locator('fieldset').nth(0).locator('button:not([disabled])').first().click();
  await markets.locator('fieldset').nth(1).locator('button:not([disabled])').first().click();
  await expect(builder.getByText('2 selections')).toBeVisible();
  await expect(status).toHaveText(/^Bet builder odds: \d+\.\d{2}$/, { timeout: 20_000 });
  const odds = Number((await status.textContent())?.replace('Bet builder odds: ', ''));
  expect(odds).toBeGreaterThan(1);

  await builder.getByRole('button', { name: 'Add to bet slip' }).click();
  await expect(builder).toBeHidden();
  const panel = page.getByTestId('ticket-panel');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId('slip-selection')).toHaveCount(2);

  const placed = await placeOneBet(panel, '2');
  // Placed at the builder's correlated price, not at the product of the two prices.
  await expect(placed).toContainText(odds.toFixed(2));
  await expect(balance).toHaveText('€18.00');
});
