import { expect, test } from '@playwright/test';
import { apiOrigin } from './support/ports';
import { operatorKey } from './support/operator';
import { confirmedUser, signInAndDeposit } from './support/player';
import { football, openPanel, pickHome, placeAcceptingChanges } from './support/slip';

// Jackpots end to end (issue 23 "a jackpot hit is shown once and not again after reload"): an
// operator's jackpot through the operator route; the ticker on home counts it; a player's bet
// feeds it and, on a level drawn for every bet of its stake, hits; the jackpot-hit modal shows once,
// the balance grows by the win, and after a reload the modal does not come back.

/** A stake no other spec bets (the always-hitting level takes only bets of at least this). */
const STAKE = '777.77';
const headers = { 'x-operator-key': operatorKey };

test('a jackpot is shown on home, fed by a bet, and its hit shown once', async ({ page, request }) => {
  test.setTimeout(180_000);
  const created = await request.post(`${apiOrigin}/sportsbook/v1/operator/jackpots`, {
    headers,
    data: {
      name: 'E2E lucky jackpot',
      currency: 'EUR',
      min_stake: 77_777,
      levels: [
        { code: 'instant', name: 'Instant', contribution_bp: 100, hit_one_in: 1 },
        { code: 'grand', name: 'Grand', contribution_bp: 50, hit_one_in: 1_000_000_000 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jackpot = ((await created.json()) as { data: { id: number } }).data;
  try {
    const email = await confirmedUser(page.request, 'jackpot');
    await page.goto('/');
    // The ticker on home (a visitor sees every active jackpot).
    const item = page.getByTestId('jackpot-ticker-item').filter({ hasText: 'E2E lucky jackpot' });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await signInAndDeposit(page, email, '1000');

    const [match] = await football(page.request, 0, 1);
    await pickHome(page, match!);
    const panel = await openPanel(page);
    await panel.getByLabel(/^Stake \(EUR\)$/).fill(STAKE);
    // The hit's modal may open at once, over the slip's success view: nothing to click behind it.
    await placeAcceptingChanges(panel, { thenContinue: false });

    // The hit: 1 % of 777.77 = 7.77 from the instant level, paid to the balance, shown at once.
    const modal = page.getByRole('dialog', { name: 'Jackpot win!' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await expect(modal).toContainText('€7.77');
    await expect(modal).toContainText('You won the Instant level of E2E lucky jackpot.');
    // 1,000 − 777.77 + 7.77.
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(/^€230(\.00)?$/);
    // Keyboard: Escape closes it, and no other hit is waiting.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // Seen: a reload does not show it again.
    const asked = page.waitForResponse((response) => response.url().includes('/jackpot-hits') && response.url().includes('unseen=true'), { timeout: 30_000 });
    await page.goto('/');
    await expect(page.getByTestId('jackpot-ticker-item').filter({ hasText: 'E2E lucky jackpot' })).toBeVisible({ timeout: 30_000 });
    // The player's unseen hits were asked for again, and the modal stays away.
    expect((await asked).ok()).toBe(true);
    await page.waitForTimeout(2_000);
    await expect(modal).toBeHidden();
    // /promotions lists the jackpot with the hit among its latest wins and the grand level's pool (0.5 % of 777.77 = 3.88).
    await page.goto('/promotions');
    const card = page.getByRole('article', { name: 'E2E lucky jackpot' });
    await expect(card).toContainText('€3.88');
    await expect(card.getByRole('listitem')).toContainText(['€7.77 · Instant']);
    await expect(modal).toBeHidden();
  } finally {
    await request.post(`${apiOrigin}/sportsbook/v1/operator/jackpots/${jackpot.id}/end`, { headers });
  }
});

for (const width of [360, 1920]) {
  test(`the jackpots of /promotions fit ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const created = await request.post(`${apiOrigin}/sportsbook/v1/operator/jackpots`, {
      headers,
      data: { name: `E2E wide jackpot ${width}`, currency: 'EUR', min_stake: 77_777, levels: [{ code: 'grand', name: 'Grand', contribution_bp: 50, hit_one_in: 1_000_000_000 }] },
    });
    expect(created.status()).toBe(201);
    const jackpot = ((await created.json()) as { data: { id: number } }).data;
    try {
      await page.goto('/promotions');
      const card = page.getByRole('article', { name: `E2E wide jackpot ${width}` });
      await expect(card).toBeVisible({ timeout: 30_000 });
      const box = await card.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    } finally {
      await request.post(`${apiOrigin}/sportsbook/v1/operator/jackpots/${jackpot.id}/end`, { headers });
    }
  });
}
