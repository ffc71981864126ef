import { expect, test } from '@playwright/test';
import { api, confirmedUser, placeOneBet, signInAndDeposit } from './support/player';

// Bet builder end to end (issue 6): two outcomes of one match combined in the builder at the
// correlated price the API calculates, added to the slip as a custom bet, placed, and paid for.

interface MatchSummary {
  slug: string;
  sport: { key: string };
}

test('a player builds a bet builder bet on a football match and places it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await confirmedUser(request, 'builder');
  const response = await request.get(`${api}/sportsbook/v1/matches?match_status=0&type=match&sport_key=football&limit=1`);
  const { data } = (await response.json()) as { data: MatchSummary[] };
  const match = data[0];
  expect(match).toBeDefined();
  await page.goto('/');
  await signInAndDeposit(page, email, '20');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€20.00');

  await page.goto(`/${match!.sport.key}/${match!.slug}`);
  await page.getByRole('button', { name: 'Bet builder', exact: true }).click();
  const builder = page.getByRole('dialog', { name: 'Bet builder' });
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
