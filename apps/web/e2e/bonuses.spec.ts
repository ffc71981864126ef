import { expect, test, type Locator, type Page } from '@playwright/test';
import { issueCampaign } from './support/operator';
import { api, appHeader, confirmedUser, password, signInAndDeposit } from './support/player';
import { cents, euros, football, money, openPanel, pickHome, placeAcceptingChanges, type MatchSummary } from './support/slip';

// Bonuses end to end (issue 20 "Tests that must exist"), against the real API: an operator issues
// a bonus through the operator route, the player sees its toaster card, opens /promotions, picks it
// on the slip and places the bet; the matches are finished through feed control and the balance
// grows by what the bonus's table pays.

/** Signs up, signs in, deposits and answers the player's id (GET /platform/player with the session). */
async function player(page: Page, deposit: string): Promise<number> {
  const email = await confirmedUser(page.request, 'bonus');
  await page.goto('/');
  await signInAndDeposit(page, email, deposit);
  const profile = await page.request.get('/platform/player');
  expect(profile.ok()).toBe(true);
  return ((await profile.json()) as { id: number }).id;
}

/** The toaster card of the issued bonus: shown, it opens the detail modal, which is closed again. */
async function seeToaster(page: Page, text: string, name: string): Promise<void> {
  const toaster = page.getByTestId('bonus-toaster');
  await expect(toaster).toContainText(text, { timeout: 30_000 });
  await page.getByTestId('bonus-toaster-open').click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByTestId('bonus-status')).toHaveText('Active');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
}

/** /promotions from the header: the bonus's card, active, seen (no unseen count left in the header). */
async function seePromotions(page: Page, group: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: /^Promotions/ }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  const card = page.getByRole('region', { name: group }).getByRole('article', { name });
  await expect(card.getByTestId('bonus-status')).toHaveText('Active');
  await expect(page.getByTestId('unseen-bonuses')).toHaveCount(0);
}

/** Chooses the bonus on the slip's bet and places it, accepting a moved price as a player would. */
async function placeWithBonus(panel: Locator, option: RegExp): Promise<void> {
  const picker = panel.getByTestId('bonus-picker-0');
  await expect(picker.locator('option', { hasText: option })).toHaveCount(1, { timeout: 20_000 });
  const value = await picker.locator('option', { hasText: option }).getAttribute('value');
  await picker.selectOption(value);
  await placeAcceptingChanges(panel);
}

/** My bets' one open bet: its odds and potential win as placed. */
async function placedBet(page: Page): Promise<{ card: Locator; odds: number; potential: number }> {
  const panel = await openPanel(page);
  await panel.getByRole('tab', { name: 'My bets' }).click();
  const card = panel.getByTestId('bet-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('bet-bonus')).toBeVisible();
  return { card, odds: Number(await card.getByTestId('bet-odds').textContent()), potential: cents(await card.getByTestId('bet-potential-win').textContent()) };
}

async function finishHomeWins(page: Page, matches: readonly MatchSummary[]): Promise<void> {
  for (const match of matches) {
    const finish = await page.request.post(`${api}/sportsbook/dev/feed/matches/${match.id}/finish`, { data: { score: { home: 3, away: 0 } } });
    expect(finish.status()).toBe(200);
  }
}

test('an operator\'s free bet: toaster, /promotions, placed from the slip without cash, the win paid without the stake', async ({ page }) => {
  test.setTimeout(240_000);
  const userId = await player(page, '20');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€20.00');

  await issueCampaign(page.request, userId, { type: 'freebet', name: 'E2E free bet', amounts: { EUR: 500 } });
  await seeToaster(page, 'New free bet: E2E free bet', 'E2E free bet');
  await seePromotions(page, 'Free bets', 'E2E free bet');

  const [match] = await football(page.request, 0, 1);
  await pickHome(page, match!);
  const panel = await openPanel(page);
  await placeWithBonus(panel, /^Free bet €5\.00$/);
  // The stake was the free bet's: no cash left the balance.
  await expect(balance).toHaveText('€20.00');

  const { card, odds, potential } = await placedBet(page);
  await expect(card).toContainText('Free bet: the stake of €5.00 was the bonus\'s');
  // Stake not returned: the potential win is the profit.
  expect(potential).toBe(Math.floor(500 * odds + 1e-9) - 500);

  await finishHomeWins(page, [match!]);
  await expect(card.getByTestId('bet-outcome')).toHaveText('Won', { timeout: 30_000 });
  await expect(card.getByTestId('bet-win-amount')).toHaveText(money(potential));
  await expect(balance).toHaveText(euros(2000 + potential));
});

test('an operator\'s combo boost on a 4-fold: the balance grows by the stake times the boosted odds', async ({ page }) => {
  test.setTimeout(300_000);
  const userId = await player(page, '20');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€20.00');

  await issueCampaign(page.request, userId, { type: 'comboboost', name: 'E2E acca boost', ranges: [{ min_count: 3, max_count: 5, bonus_odds: 1.2 }] });
  await seeToaster(page, 'New combo boost: E2E acca boost', 'E2E acca boost');
  await seePromotions(page, 'Combo boosts', 'E2E acca boost');

  const matches = await football(page.request, 0, 4);
  for (const match of matches) await pickHome(page, match);
  const panel = await openPanel(page);
  await panel.getByTestId('bet-type-combo').click();
  await expect(panel.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');
  await panel.getByLabel(/^Stake \(EUR\)$/).fill('2');
  await placeWithBonus(panel, /^Combo boost ×1\.2/);
  await expect(balance).toHaveText('€18.00');

  // My bets shows the boosted odds; the potential win is the stake times them.
  const { card, odds, potential } = await placedBet(page);
  await expect(card.getByTestId('bet-bonus')).toContainText('Combo boost: odds');
  expect(cents(await card.getByTestId('bet-bonus').textContent())).toBeGreaterThan(0);
  // The odds are shown to two decimals; the boosted odds are kept to three.
  expect(Math.abs(potential - 200 * odds)).toBeLessThanOrEqual(1);

  await finishHomeWins(page, matches);
  await expect(card.getByTestId('bet-outcome')).toHaveText('Won', { timeout: 30_000 });
  await expect(card.getByTestId('bet-win-amount')).toHaveText(money(potential));
  await expect(balance).toHaveText(euros(1800 + potential));
});

test('/promotions at 360 and 1920 px, by keyboard: a second free bet waits for Activate, which replaces the first', async ({ page }) => {
  test.setTimeout(180_000);
  // Signed in through the API (the browser context shares its cookie); the bonuses are issued with
  // no page open, so no toaster card marks them seen before the header counts them.
  const email = await confirmedUser(page.request, 'bonus');
  const signIn = await page.request.post('/platform/users/sign_in', { headers: appHeader, data: { user: { login: email, password } } });
  expect(signIn.status()).toBe(200);
  const profile = await page.request.get('/platform/player');
  const userId = ((await profile.json()) as { id: number }).id;
  await issueCampaign(page.request, userId, { type: 'comboboost', name: 'Weekend acca boost with a rather long name for a small screen', ranges: [{ min_count: 3, max_count: 5, bonus_odds: 1.1 }, { min_count: 6, max_count: 10, bonus_odds: 1.25 }] });
  await issueCampaign(page.request, userId, { type: 'freebet', name: 'First free bet', amounts: { EUR: 500 } });
  await issueCampaign(page.request, userId, { type: 'freebet_all_win', name: 'Second free bet', amounts: { EUR: 1000 }, min_odds: 1.5 });
  // Three new bonuses: the header counts them, in the Promotions link's name, until /promotions shows them.
  await page.goto('/');
  await expect(page.getByTestId('unseen-bonuses')).toHaveText('3', { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Promotions 3 new bonuses' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/promotions');
  const freebets = page.getByRole('region', { name: 'Free bets' });
  const second = freebets.getByRole('article', { name: 'Second free bet' });
  const first = freebets.getByRole('article', { name: 'First free bet' });
  await expect(second.getByTestId('bonus-status')).toHaveText('Available');
  await expect(first.getByTestId('bonus-status')).toHaveText('Active');
  await expect(page.getByRole('region', { name: 'Combo boosts' }).getByRole('article')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Seen: the count goes.
  await expect(page.getByTestId('unseen-bonuses')).toHaveCount(0);

  await page.setViewportSize({ width: 1920, height: 1080 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // The wide screen lays the free bets side by side.
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(Math.abs(a!.x - b!.x)).toBeGreaterThan(200);

  // By keyboard: Activate, announced; the first free bet is replaced (one active free bet at a time).
  const activate = second.getByRole('button', { name: 'Activate' });
  await activate.focus();
  await page.keyboard.press('Enter');
  await expect(second.getByRole('status')).toHaveText('Bonus activated: you can use it on the bet slip.');
  await expect(second.getByTestId('bonus-status')).toHaveText('Active');
  await expect(first.getByTestId('bonus-status')).toHaveText('Replaced');

  // The replaced one is activated again from its detail modal.
  await first.getByRole('button', { name: 'Details' }).focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: 'First free bet' });
  await detail.getByRole('button', { name: 'Activate' }).focus();
  await page.keyboard.press('Enter');
  await expect(detail.getByTestId('bonus-status')).toHaveText('Active');
  await expect(detail.getByRole('status').filter({ hasText: 'Bonus activated' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(second.getByTestId('bonus-status')).toHaveText('Replaced');
});
