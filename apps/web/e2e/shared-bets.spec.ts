import { expect, test } from '@playwright/test';
import { api, appHeader, confirmedUser, password } from './support/player';
import { footballPaths, pickFirstPrice } from './support/slip';

// Shared bets end to end (issue 6): a visitor shares a slip, the link restores it in another
// browser context (the betcode leaves the address), a stake shared in EUR is converted into a
// USD player's currency, an unknown code says the link was not found.

interface MatchSummary {
  id: number;
  slug: string;
  sport: { key: string };
  main_market: { id: number; specifier: string; outcomes: { id: string }[] } | null;
}

test('a shared slip is restored from its link in a new browser context', async ({ browser, page, context, request }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const paths = await footballPaths(request, 0, 2);
  await page.goto(paths[0]!);
  await pickFirstPrice(page);
  await page.goto(paths[1]!);
  await pickFirstPrice(page);
  // The panel opened with the first selection and stays open for the browser session.
  const panel = page.getByTestId('ticket-panel');
  const button = page.getByTestId('slip-button');
  // The panel is its own chunk: wait until it (restored open for the session) or its button is there.
  await expect(panel.or(button)).toBeVisible({ timeout: 20_000 });
  if (!(await panel.isVisible())) await button.click();
  await expect(panel.getByTestId('slip-selection')).toHaveCount(2);
  // Odds may move between the two browsers: compare the selections without their numbers.
  const withoutNumbers = (texts: string[]) => texts.map((text) => text.replace(/[\d.,/+-]+/g, ''));
  const names = withoutNumbers(await panel.getByTestId('slip-selection').allTextContents());

  await panel.getByRole('button', { name: 'Share bets' }).click();
  const link = panel.getByLabel('Link to these bets');
  await expect(link).toHaveValue(/\?betcode=[a-z2-7]{10}$/);
  const shared = await link.inputValue();
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);

  // Another browser: the link restores both selections, opens the panel and drops the betcode.
  const other = await browser.newContext();
  try {
    const friend = await other.newPage();
    const url = new URL(shared);
    url.searchParams.set('tab', 'keep');
    await friend.goto(`${url.pathname}${url.search}#top`);
    const restored = friend.getByTestId('ticket-panel');
    await expect(restored.getByTestId('slip-selection')).toHaveCount(2, { timeout: 20_000 });
    expect(withoutNumbers(await restored.getByTestId('slip-selection').allTextContents())).toEqual(names);
    await expect(friend).not.toHaveURL(/betcode=/);
    await expect(friend).toHaveURL(/\?tab=keep#top$/);
  } finally {
    await other.close();
  }
});

test('a stake shared in EUR is restored converted into the player\'s active currency (USD)', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // A slip shared with a €10.00 stake (the API is what the share button calls).
  const { data } = (await (await request.get(`${api}/sportsbook/v1/matches?match_status=0&type=match&limit=10`)).json()) as { data: MatchSummary[] };
  const match = data.find((candidate) => candidate.main_market?.outcomes[0]);
  const market = match?.main_market;
  expect(market).toBeTruthy();
  const selection = { match_id: match!.id, market_id: market!.id, specifier: market!.specifier, outcome_id: market!.outcomes[0]!.id };
  const shared = await request.post(`${api}/sportsbook/v1/bets/share-code`, { data: { bets: [{ type: 'single', stake: { value: 1000, currency: 'EUR' }, selections: [selection] }] } });
  expect(shared.status()).toBe(201);
  const { code } = (await shared.json()) as { code: string };

  // A signed-in player whose active account is USD opens the link.
  const email = await confirmedUser(request, 'shared-usd');
  const context = await browser.newContext();
  try {
    const signIn = await context.request.post('/platform/users/sign_in', { headers: appHeader, data: { user: { login: email, password } } });
    expect(signIn.ok()).toBe(true);
    const usd = await context.request.post('/platform/player/accounts', { headers: appHeader, data: { currency: 'USD' } });
    expect(usd.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto(`/?betcode=${code}`);
    const panel = page.getByTestId('ticket-panel');
    await expect(panel.getByTestId('slip-selection')).toHaveCount(1, { timeout: 20_000 });
    // €10.00 at the reference rate USD 1.08 per EUR (EXCHANGE_RATES default) → $10.80.
    await expect(panel.getByLabel('Stake (USD)')).toHaveValue('10.80');
    await expect(page).not.toHaveURL(/betcode=/);
  } finally {
    await context.close();
  }
});

test('an unknown shared-bet code says the link was not found and leaves the address', async ({ page }) => {
  await page.goto('/?betcode=aaaaaaaaaa');
  const dialog = page.getByRole('dialog', { name: 'Shared bet' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('alert')).toHaveText('This link was not found.');
  await expect(page).not.toHaveURL(/betcode=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
