import { expect, test, type Page } from '@playwright/test';

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

test('no outcome label is clipped on match pages at 360, 1280 and 1920 px', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = await matchPages(page, 4);
  expect(pages.length).toBeGreaterThanOrEqual(3);
  for (const width of [360, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const href of pages) {
      await page.goto(href);
      await expect(page.getByTestId('market').first()).toBeVisible({ timeout: 20_000 });
      expect(await page.locator('[data-testid="market"] button[data-name="always"]').count()).toBeGreaterThan(0);
      expect(await clippedLabels(page), `${href} at ${width} px`).toEqual([]);
      // Nothing wider than the screen either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
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
