import { expect, test } from '@playwright/test';
import { api, confirmedUser, placeOneBet, signInAndDeposit } from './support/player';
import { footballPaths, pickFirstPrice, waitForSlip } from './support/slip';

// Bet slip end to end (issue 6), against the real API (fresh database, dev outbox, test deposits):
// selections from match pages, single → combo → system, a placed combo, a quick bet on a live match.

test('a player adds selections from match pages, switches bet types and places a combo', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await confirmedUser(request, 'slip');
  const paths = await footballPaths(request, 0, 3);
  await page.goto('/');
  await signInAndDeposit(page, email, '50');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€50.00');

  // First selection opens the panel with a single.
  await page.goto(paths[0]!);
  await pickFirstPrice(page);
  const panel = page.getByTestId('ticket-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('slip-selection')).toHaveCount(1);
  await expect(panel.getByTestId('bet-type-single')).toHaveAttribute('aria-pressed', 'true');
  // The price on the slip is clearly highlighted (issue 18 point 11): filled with the accent, its
  // price text in the on-accent colour after a check mark, while the other prices keep the surface.
  const market = page.getByTestId('market');
  const chosen = market.locator('button[aria-pressed="true"]');
  const accent = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-accent)';
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  });
  await page.mouse.move(0, 0); // not hovered: the hover lightens it
  await expect(chosen).toHaveCSS('background-color', accent);
  expect(await chosen.evaluate((button) => getComputedStyle(button.querySelector(':scope > span[dir="ltr"]')!, '::before').content)).toBe('"✓ "');
  await expect(market.locator('button[aria-pressed="false"]:not([disabled])').first()).not.toHaveCSS('background-color', accent);
  // A refused switch stays focusable (aria-disabled) and explains itself when pressed.
  await panel.getByTestId('bet-type-combo').click({ force: true });
  await expect(panel.getByText('Add another selection to change the bet type.')).toBeVisible();

  // The open state is kept for the browser session (a reload keeps it open); the selections stay.
  await page.goto(paths[1]!);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('slip-selection')).toHaveCount(1);
  await panel.getByTestId('ticket-panel-close').click();
  await expect(page.getByTestId('slip-count')).toHaveText('1');
  await pickFirstPrice(page);
  await expect(page.getByTestId('slip-count')).toHaveText('2');
  await page.getByTestId('slip-button').click();
  await expect(panel.getByTestId('slip-selection')).toHaveCount(2);
  // The site allows multi-singles for this provider: a second selection makes a second single.
  await expect(panel.getByTestId('bet-type-single')).toHaveAttribute('aria-pressed', 'true');
  await panel.getByTestId('ticket-panel-close').click();

  await page.goto(paths[2]!);
  await pickFirstPrice(page);
  await expect(page.getByTestId('slip-count')).toHaveText('3');
  await page.getByTestId('slip-button').click();
  await expect(panel.getByTestId('slip-selection')).toHaveCount(3);

  // single → combo → system (and back to combo to place it).
  await expect(panel.getByTestId('bet-type-single')).toHaveAttribute('aria-pressed', 'true');
  await panel.getByTestId('bet-type-combo').click();
  await expect(panel.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');
  await panel.getByTestId('bet-type-system').click();
  await expect(panel.getByTestId('bet-type-system')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByTestId('system-type')).toBeVisible();
  // Three selections offer the 2-of-3 system (sorted by totalCount, then winCount).
  await expect(panel.getByTestId('system-type')).toHaveValue('2/3');
  await panel.getByTestId('bet-type-combo').click();
  await expect(panel.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByTestId('system-type')).toHaveCount(0);

  await placeOneBet(panel, '5');
  await expect(balance).toHaveText('€45.00');
  const success = panel.getByTestId('slip-success');
  await success.getByRole('button', { name: 'Continue' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('slip-count')).toHaveText('0');
});

test('quick bet on a live match places a single in one click', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await confirmedUser(request, 'slip');
  const [livePath] = await footballPaths(request, 1, 1);
  await page.goto('/');
  await signInAndDeposit(page, email, '20');

  // The player accepts any price change (account setting), so a live re-price during the bet delay does not refuse the bet.
  const saved = await page.evaluate(async () => {
    const { token } = (await (await fetch('/platform/sportsbook_token', { method: 'POST', headers: { 'x-sportsbook-app': 'web' } })).json()) as { token: string };
    const response = await fetch('/sportsbook/v1/settings', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ auto_accept_odds_change: 'any' }),
    });
    return response.ok;
  });
  expect(saved).toBe(true);
  await page.reload();

  // Turn quick bet on with a stake and approve it.
  await page.getByTestId('slip-button').click();
  const panel = page.getByTestId('ticket-panel');
  await panel.getByTestId('quick-bet-toggle').check();
  await panel.getByTestId('quick-bet-stake').fill('2');
  await panel.getByTestId('quick-bet-approve').check();
  await expect(panel.getByTestId('quick-bet')).toContainText('Confirmed');
  await panel.getByTestId('ticket-panel-close').click();

  await page.goto(livePath!);
  await waitForSlip(page);
  const price = page.getByTestId('market').locator('button[aria-pressed="false"]:not([disabled])').first();
  await price.click();
  const feedback = page.getByTestId('quick-bet-feedback');
  await expect(feedback).toContainText('Quick bet placed on ', { timeout: 30_000 });
  // The message names the match (issue 18 point 11).
  await expect(feedback).toContainText(` v `);
  // Nothing was added to the slip.
  await expect(page.getByTestId('slip-count')).toHaveText('0');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('€18.00');
});

test('a price moving down on a slip selection asks the player to accept the change', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [livePath] = await footballPaths(request, 1, 1);
  await page.goto(livePath!);
  await pickFirstPrice(page);
  const panel = page.getByTestId('ticket-panel');
  await expect(panel.getByTestId('slip-selection')).toHaveCount(1);

  // The selection's wire identity, as the slip stored it.
  const selection = await page.evaluate(() => {
    const bets = JSON.parse(localStorage.getItem('bets') ?? '[]') as { selections: { matchId: number; marketId: number; specifier: string; outcomeId: string; odds: number }[] }[];
    return bets[0]!.selections[0]!;
  });
  // A lower price of the ladder (the feed control takes no other).
  const lower = selection.odds > 1.5 ? 1.5 : 1.01;
  expect(lower).toBeLessThan(selection.odds);
  // Dev feed control (FEED_CONTROL_ENABLED in the end-to-end API): the simulator re-prices the outcome and publishes markets_changed.
  const moved = await request.post(`${api}/sportsbook/dev/feed/matches/${selection.matchId}/odds`, {
    data: { market_id: selection.marketId, specifier: selection.specifier, outcome_id: selection.outcomeId, odds: lower },
  });
  expect(moved.ok()).toBe(true);

  // Mode HIGHER (the site default): a lower price waits for the player.
  await expect(panel.getByTestId('odds-changed')).toBeVisible();
  await expect(panel.getByTestId('selection-odds')).toHaveText(lower.toFixed(2));
  await expect(panel.getByTestId('slip-selection')).toHaveAttribute('data-changed', 'true');
  await panel.getByTestId('accept-changes').click();
  await expect(panel.getByTestId('odds-changed')).toBeHidden();
  await expect(panel.getByTestId('slip-selection')).toHaveAttribute('data-changed', 'false');
  await expect(panel.getByTestId('selection-odds')).toHaveText(lower.toFixed(2));
});
