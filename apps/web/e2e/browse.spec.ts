import { expect, test } from '@playwright/test';
import { apiOrigin } from './support/ports';

test('home → sport → league → match', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('match-row').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Sports' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // League headings link to the league page.
  await page.locator('section[aria-labelledby^="league-"] h2 a').first().click();
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  const leagueUrl = page.url();

  await page.getByTestId('match-row').first().locator('a').first().click();
  await expect(page).not.toHaveURL(leagueUrl);
  await expect(page.getByRole('heading', { name: 'Markets' })).toBeVisible();
  await expect(page.getByTestId('market').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Stream' }).click();
  await expect(page.getByRole('tab', { name: 'Stream' })).toHaveAttribute('aria-selected', 'true');
});

test('switching the odds format changes every price and is remembered', async ({ page }) => {
  await page.goto('/');
  const firstOdds = page.getByTestId('match-row').locator('button[data-odds-format]:not([disabled])').first();
  await expect(firstOdds).toHaveAttribute('data-odds-format', 'decimal');
  await expect(firstOdds).toHaveText(/\d+\.\d{2}$/);

  await page.getByLabel('Odds format').selectOption('american');
  await expect(firstOdds).toHaveAttribute('data-odds-format', 'american');
  await expect(firstOdds).toHaveText(/[+-]\d+$/);

  await page.reload();
  await expect(page.getByTestId('match-row').locator('button[data-odds-format]').first()).toHaveAttribute('data-odds-format', 'american');
  expect(await page.evaluate(() => localStorage.getItem('oddsType'))).toContain('american');
});

test('a live match clock moves', async ({ page, request }) => {
  // A live match whose clock runs (not at half-time; tennis and esports have no clock), opened from /live.
  const response = await request.get(`${apiOrigin}/sportsbook/v1/matches?match_status=1&sport_key=football&limit=50`);
  const { data } = (await response.json()) as { data: { id: number; statistics: { clock: { stopped: boolean } | null } | null }[] };
  const running = data.find((match) => match.statistics?.clock?.stopped === false);
  expect(running, 'a live football match with a running clock').toBeDefined();
  await page.goto('/live');
  const liveRow = page.locator(`[data-testid="match-row"][data-live="true"]:has(a[href$="-${running!.id}"])`);
  await expect(liveRow).toBeVisible();
  await liveRow.locator(`a[href$="-${running!.id}"]`).first().click();
  await expect(page.getByRole('heading', { name: 'Markets' })).toBeVisible();
  const clock = page.locator('header[aria-labelledby="match-title"]').getByTestId('match-clock');
  await expect(clock).toBeVisible();
  const before = await clock.textContent();
  await expect.poll(async () => clock.textContent(), { timeout: 15_000 }).not.toBe(before);
});

test('a match opens at the API slug as well as at our own links', async ({ page, request }) => {
  const response = await request.get(`${apiOrigin}/sportsbook/v1/matches?match_status=1&limit=1`);
  const { data } = (await response.json()) as { data: { id: number; slug: string; name: string; sport: { key: string } }[] };
  const match = data[0];
  expect(match).toBeDefined();
  await page.goto(`/${match!.sport.key}/${match!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: match!.name })).toBeAttached();
  await expect(page.getByTestId('market').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`-${match!.id}$`));
});

test('an upcoming match shows the day and the hour it starts, in the browser as on the server', async ({ page, request }) => {
  const response = await request.get(`${apiOrigin}/sportsbook/v1/matches?match_status=0&type=match&limit=1`);
  const { data } = (await response.json()) as { data: { id: number; slug: string; sport: { key: string } }[] };
  const match = data[0];
  expect(match, 'an upcoming match').toBeDefined();
  await page.goto(`/${match!.sport.key}/${match!.slug}`);
  await expect(page.getByTestId('market').first()).toBeVisible();
  // e.g. "Starts Nov 25, 4:54 PM": month, day, hour and minutes (an hour-less "Nov 25, 54" was a bug).
  await expect(page.locator('header[aria-labelledby="match-title"] time').first()).toHaveText(/^Starts [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M$/);
});
