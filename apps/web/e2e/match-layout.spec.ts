import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiOrigin } from './support/ports';

// Issue 18 point 3: on the match page every outcome label is read in full (never clipped) at every
// width, and a wide screen puts its width to use. Checked on several match pages (football live and
// pre-match with correct scores, handicaps and totals, other sports) at 360, 1280 and 1920 px.

/** Match page addresses from the home page's and the live page's listings (distinct, up to `count`). */
async function matchPages(page: Page, count: number): Promise<string[]> {
  const hrefs = new Set<string>();
  for (const listing of ['/live', '/']) {
    await page.goto(listing);
    await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 20_000 });
    const links = await page.getByTestId('match-row').evaluateAll((rows) =>
      rows.map((row) => row.querySelector('a')?.getAttribute('href') ?? '').filter(Boolean));
    // Spread over the list: several sports and states rather than the first few of one league.
    const step = Math.max(1, Math.floor(links.length / count));
    for (let index = 0; index < links.length && hrefs.size < count; index += step) hrefs.add(links[index]!);
  }
  return [...hrefs].slice(0, count);
}

/** Outcome labels whose text does not fit their box (scrollWidth > clientWidth), with the market. */
function clippedLabels(page: Page): Promise<string[]> {
  return page.locator('[data-testid="market"]').evaluateAll((markets) =>
    markets.flatMap((market) => {
      const title = market.querySelector('h3')?.textContent ?? '';
      return [...market.querySelectorAll('button[data-name="always"] > span:first-child')]
        .filter((label) => label.scrollWidth > label.clientWidth || label.clientWidth === 0)
        .map((label) => `${title}: "${label.textContent ?? ''}" ${label.scrollWidth} > ${label.clientWidth}`);
    }));
}

/**
 * What the API says of the match behind a match page address: whether it is still open (prematch
 * or live) and how many markets it lists. The live board moves on while the test runs (live
 * matches end, are settled and leave the board), so a page whose match has nothing to lay out is
 * told apart from a page that fails to show markets the API has.
 */
async function apiState(request: APIRequestContext, href: string): Promise<{ open: boolean; markets: number }> {
  const id = /(\d+)$/.exec(href)?.[1];
  const match = await request.get(`${apiOrigin}/sportsbook/v1/matches/${id}`);
  if (!match.ok()) return { open: false, markets: 0 };
  const { data } = (await match.json()) as { data: { status: number } };
  const markets = await request.get(`${apiOrigin}/sportsbook/v1/matches/${id}/markets?limit=500`);
  const listed = markets.ok() ? ((await markets.json()) as { data: unknown[] }).data.length : 0;
  return { open: data.status === 0 || data.status === 1, markets: listed };
}

/** The match page's markets, or why there are none: an ended match or one without markets is skipped (false). */
async function showsMarkets(page: Page, href: string): Promise<boolean> {
  await page.goto(href);
  const market = page.getByTestId('market').first();
  const shown = await market.waitFor({ timeout: 20_000 }).then(() => true, () => false);
  if (shown) return true;
  const state = await apiState(page.request, href);
  const text = (await page.locator('main').innerText().catch(() => '')).slice(0, 400);
  // A page must show the markets of an open match that lists some.
  expect(state.open && state.markets > 0, `${href} shows no market (API: ${JSON.stringify(state)}); the page reads: ${text}`).toBe(false);
  return false;
}

test('no outcome label is clipped on match pages at 360, 1280 and 1920 px', async ({ page }) => {
  test.setTimeout(150_000);
  const pages = await matchPages(page, 5);
  expect(pages.length).toBeGreaterThanOrEqual(3);
  for (const width of [360, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    let checked = 0;
    for (const href of pages) {
      if (!(await showsMarkets(page, href))) continue;
      checked += 1;
      expect(await page.locator('[data-testid="market"] button[data-name="always"]').count()).toBeGreaterThan(0);
      expect(await clippedLabels(page), `${href} at ${width} px`).toEqual([]);
      // Nothing wider than the screen either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    expect(checked, `match pages with markets at ${width} px`).toBeGreaterThanOrEqual(3);
  }
});

test('correct score is a grid of home wins, draws and away wins; a wide screen shows markets side by side', async ({ page }) => {
  const [href] = await matchPages(page, 1);
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto(href!);
  const scores = page.getByTestId('market').filter({ has: page.getByRole('heading', { name: 'Correct score' }) }).first();
  await expect(scores).toBeVisible({ timeout: 20_000 });
  await expect(scores.locator('ul')).toHaveAttribute('data-layout', 'scores');
  const markets = page.getByTestId('market');
  const tops = await markets.evaluateAll((cards) => cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)));
  // The first markets share a row at 1920 px: the width is used, not one long column.
  expect(new Set(tops).size).toBeLessThan(tops.length);
});
