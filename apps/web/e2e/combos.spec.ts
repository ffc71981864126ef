import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, confirmedUser, signInAndDeposit } from './support/player';
import { football, openPanel, pickHome, type MatchSummary } from './support/slip';

// Combos that cannot be placed (issue 18 point 7): the selections that break a combination rule of
// the domain (spec core §5: one match, different providers) are marked and named with the rule,
// and Combo is neither offered (when the singles would conflict) nor placeable (when it has them).

async function esportsMatch(request: APIRequestContext): Promise<MatchSummary> {
  const response = await request.get(`${api}/sportsbook/v1/matches?match_status=0&type=match&sport_key=cs2&limit=5`);
  const { data } = (await response.json()) as { data: MatchSummary[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!;
}

/** Presses the first selectable price of a match page. */
async function pickFirstPrice(page: Page, match: MatchSummary): Promise<void> {
  await page.goto(`/${match.sport.key}/${match.slug}`);
  const price = page.getByTestId('market').locator('button[aria-pressed="false"]:not([disabled])').first();
  await expect(price).toBeVisible({ timeout: 20_000 });
  await price.click();
  await expect(page.getByTestId('market').locator('button[aria-pressed="true"]')).toHaveCount(1);
}

/** Presses the draw ("X") of the match page's 1x2 market. */
async function pickDraw(page: Page, match: MatchSummary): Promise<void> {
  await page.goto(`/${match.sport.key}/${match.slug}`);
  const market = page.getByTestId('market').filter({ has: page.getByRole('heading', { name: '1x2', exact: true }) }).first();
  const draw = market.getByRole('button', { name: /^X [+-]?\d/ });
  await expect(draw).toBeEnabled({ timeout: 20_000 });
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
}

/** The outcome and match names of a slip selection, as the slip shows them. */
async function selectionName(item: Locator): Promise<{ outcome: string; match: string }> {
  const lines = item.locator('p');
  return { outcome: (await lines.nth(0).innerText()).trim(), match: (await lines.nth(2).innerText()).trim() };
}

test('selections that cannot be combined are marked and named, and Combo is not offered or placed', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = await confirmedUser(request, 'combos');
  const [matchA, matchB] = await football(request, 0, 2);
  const esports = await esportsMatch(request);
  await page.goto('/');
  await signInAndDeposit(page, email, '20');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€20.00');

  // A football and an esports selection (different providers): two singles, Combo not offered.
  await pickHome(page, matchA!);
  await pickFirstPrice(page, esports);
  const panel = await openPanel(page);
  const items = panel.getByTestId('slip-selection');
  await expect(items).toHaveCount(2);
  const combo = panel.getByTestId('bet-type-combo');
  await expect(combo).toHaveAttribute('aria-disabled', 'true');
  await expect(panel.getByTestId('bet-types-unplaceable')).toHaveText('Combo cannot be placed with these selections: see the marked ones.');
  // Screen readers hear why on the button itself.
  await expect(combo).toHaveAccessibleDescription(/Combo cannot be placed with these selections/);
  const esportsName = await selectionName(items.nth(1));
  await expect(items.nth(1)).toHaveAttribute('data-conflict', 'true');
  await expect(items.nth(1).getByTestId('selection-conflict-mark')).toHaveText('⚠ Cannot be combined: different provider');
  await expect(items.nth(0)).toHaveAttribute('data-conflict', 'false');
  const conflicts = panel.getByTestId('selection-conflicts');
  await expect(conflicts).toContainText('Combo and system bets are not offered for these selections:');
  await expect(conflicts.getByTestId('selection-conflict')).toHaveText(
    `${esportsName.outcome} (${esportsName.match}) is priced by a different provider than the other selections: selections from different providers cannot be combined.`,
  );
  // Still focusable and pressable (aria-disabled): pressing it says why and changes nothing.
  await combo.click({ force: true });
  await expect(panel.getByTestId('bet-type-single')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('status').filter({ hasText: 'These selections cannot be combined: see the marked ones.' })).toBeVisible();

  // Without the esports selection and with a second football match, the combo is offered.
  await items.nth(1).getByRole('button', { name: /^Remove / }).click();
  await pickHome(page, matchB!);
  await openPanel(page);
  await expect(items).toHaveCount(2);
  await expect(panel.getByTestId('selection-conflicts')).toHaveCount(0);
  await expect(combo).toHaveAttribute('aria-disabled', 'false');
  await combo.click();
  await expect(combo).toHaveAttribute('aria-pressed', 'true');

  // A second selection of match A joins the combo: both of match A are marked and named, the combo cannot be placed.
  await pickDraw(page, matchA!);
  await openPanel(page);
  await expect(items).toHaveCount(3);
  const home = await selectionName(items.nth(0));
  const draw = await selectionName(items.nth(2));
  await expect(items.nth(0)).toHaveAttribute('data-conflict', 'true');
  await expect(items.nth(1)).toHaveAttribute('data-conflict', 'false');
  await expect(items.nth(2)).toHaveAttribute('data-conflict', 'true');
  await expect(items.nth(2).getByTestId('selection-conflict-mark')).toHaveText('⚠ Cannot be combined: same match as another selection');
  await expect(conflicts).toContainText('This combo cannot be placed:');
  await expect(conflicts.getByTestId('selection-conflict')).toHaveText(
    `${home.outcome} (${home.match}) and ${draw.outcome} (${draw.match}) are on the same match, ${home.match}: selections from one match cannot be combined.`,
  );
  await expect(panel.getByTestId('bet-type-single')).toHaveAttribute('aria-disabled', 'false');
  await panel.getByLabel('Stake (EUR)').fill('2');
  const place = panel.getByTestId('place-bet');
  await expect(place).toHaveAttribute('aria-disabled', 'true');
  const placements: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/sportsbook/v3/bets')) placements.push(sent.url());
  });
  await place.click({ force: true });
  await page.waitForTimeout(1_000);
  expect(placements).toEqual([]);
  await expect(balance).toHaveText('€20.00');
  await expect(panel.getByTestId('slip-success')).toHaveCount(0);
});

for (const width of [360, 1920]) {
  test(`the conflicts fit the slip at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    // The selections are picked on a wide screen (on a phone the open bottom sheet covers the prices), then looked at in `width`.
    const [match] = await football(request, 0, 1);
    await pickHome(page, match!);
    await pickFirstPrice(page, await esportsMatch(request));
    await page.setViewportSize({ width, height: 900 });
    const panel = await openPanel(page);
    const conflicts = panel.getByTestId('selection-conflicts');
    await expect(conflicts).toBeVisible();
    // Nothing of the message or the marks is cut or overflows the panel.
    for (const box of [conflicts, panel.getByTestId('selection-conflict-mark'), panel.getByTestId('bet-types-unplaceable')]) {
      const fits = await box.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits).toBe(true);
    }
    const panelBox = await panel.boundingBox();
    const conflictsBox = await conflicts.boundingBox();
    expect(conflictsBox!.x).toBeGreaterThanOrEqual(panelBox!.x);
    expect(conflictsBox!.x + conflictsBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width + 0.5);
  });
}
