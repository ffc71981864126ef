import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiOrigin } from './support/ports';
import { operatorKey } from './support/operator';
import { appHeader, confirmedUser, password, signInAndDeposit } from './support/player';
import { football, openPanel, pickHome, placeAcceptingChanges, type MatchSummary } from './support/slip';

// Tournaments end to end (issue 23 "a player bets into a tournament and sees their rank move on the
// leaderboard without reload"): an operator's tournament through the operator route; the player's
// bet is placed from the slip and counts once its match is settled (feed control); /promotions,
// left open, shows the player's row appear at place 1, then move to place 2 when a rival's larger
// bet settles, each through tournament_pool_changed on the public channel, never a reload.

/** Stakes no other spec bets (the tournament counts only bets of at least the player's). */
const STAKE = '555.55';
const headers = { 'x-operator-key': operatorKey };

/** A rival with its own session (the request fixture), betting `stake` minor units on the home side of `match` through the API. */
async function rivalBets(request: APIRequestContext, match: MatchSummary, stake: number): Promise<void> {
  const email = await confirmedUser(request, 'rival');
  expect((await request.post(`${apiOrigin}/platform/users/sign_in`, { headers: appHeader, data: { user: { login: email, password } } })).status()).toBe(200);
  expect((await request.post(`${apiOrigin}/platform/wallet/deposits`, { headers: appHeader, data: { amount: stake * 2 } })).status()).toBe(201);
  const { token } = (await (await request.post(`${apiOrigin}/platform/sportsbook_token`, { headers: appHeader })).json()) as { token: string };
  const placed = await request.post(`${apiOrigin}/sportsbook/v3/bets`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      meta: { device_id: 'e2e-rival', quick: false, type: 'single', odds_accept_mode: 'ANY' },
      bets: [{ type: 'single', stake: { value: stake, currency: 'EUR' }, selections: [{ match_id: match.id, market_id: 1, specifier: '', outcome_id: 'home', odds: 1.01 }] }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

async function finish(request: APIRequestContext, match: MatchSummary): Promise<void> {
  const done = await request.post(`${apiOrigin}/sportsbook/dev/feed/matches/${match.id}/finish`, { data: { score: { home: 1, away: 0 } } });
  expect(done.status()).toBe(200);
}

test('a player bets into a tournament and sees their rank move on the leaderboard without reload', async ({ page, request }) => {
  test.setTimeout(240_000);
  const name = `E2E tournament ${Date.now()}`;
  const created = await request.post(`${apiOrigin}/sportsbook/v1/operator/tournaments`, {
    headers,
    data: {
      name,
      // From now: only the bets of this test count (a bet counts when placed in the period, and an
      // earlier spec's larger bet, e.g. the jackpot spec's €777.77, may settle while this one runs).
      starts_at: new Date(Date.now() - 1_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      min_stake: { EUR: 55_555 },
      prizes: { EUR: [{ from: 1, to: 1, amount: 10_000 }, { from: 2, to: 3, amount: 2_500 }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [mine, theirs] = await football(page.request, 0, 2);
  const email = await confirmedUser(page.request, 'tournament');
  await page.goto('/');
  await signInAndDeposit(page, email, '1000');
  await pickHome(page, mine!);
  const panel = await openPanel(page);
  await panel.getByLabel(/^Stake \(EUR\)$/).fill(STAKE);
  await placeAcceptingChanges(panel);
  await rivalBets(request, theirs!, 60_000);

  await page.goto('/promotions');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const own = card.getByTestId('tournament-own-row');
  await expect(own).toHaveText('You are not on the leaderboard yet: a qualifying bet counts once it is settled.');
  // The moves come on the public channel: the page listens before the matches are settled.
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-page', 'yes'));

  // The player's match is settled: their row appears at place 1 without a reload.
  await finish(request, mine!);
  await expect(own).toHaveText('Your place: 1 · staked €555.55', { timeout: 30_000 });
  const board = card.getByTestId('tournament-leaderboard');
  await expect(board.getByRole('row', { name: /You/ })).toContainText('€100.00');
  // The rival's larger bet settles: the player moves down to place 2, still without a reload.
  await finish(request, theirs!);
  await expect(own).toHaveText('Your place: 2 · staked €555.55', { timeout: 30_000 });
  await expect(board.getByTestId('tournament-row')).toHaveCount(2);
  await expect(board.getByTestId('tournament-row').nth(1)).toContainText('€25.00');
  await expect(card).toContainText('2 players');
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-e2e-same-page'))).toBe('yes');
});

for (const width of [360, 1920]) {
  test(`the tournaments of /promotions fit ${width} px and read in Arabic`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `E2E wide tournament ${width} ${Date.now()}`;
    const created = await request.post(`${apiOrigin}/sportsbook/v1/operator/tournaments`, {
      headers,
      data: { name, starts_at: new Date(Date.now() - 3_600_000).toISOString(), ends_at: new Date(Date.now() + 86_400_000).toISOString(), min_stake: { EUR: 55_555 }, prizes: { EUR: [{ from: 1, to: 10, amount: 1_000 }] } },
    });
    expect(created.status()).toBe(201);
    await page.goto(width === 360 ? '/ar/promotions' : '/promotions');
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(width === 360 ? 'لوحة المتصدرين' : 'Leaderboard');
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
