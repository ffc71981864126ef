import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { api } from './support/player';
import { football } from './support/slip';

// Issue 25, live match tracker: on a live football match the STATISTICS tab's tracker moves with
// the feed (feed control plays two minutes of match time; the simulator's match_tracker reaches
// the open page over the match channel) and its statistics change, without a reload; no serious
// axe-core violation with the tracker on screen.

async function advance(request: APIRequestContext, matchId: number, seconds: number): Promise<void> {
  const response = await request.post(`${api}/sportsbook/dev/feed/matches/${matchId}/advance`, { data: { seconds } });
  expect(response.status()).toBe(200);
}

const latestEventId = (page: Page) => page.getByTestId('tracker-timeline').locator('li').first().getAttribute('data-event-id').then(Number);
const statisticsText = (page: Page) => page.getByTestId('tracker-statistics').locator('tbody').innerText();

test('the tracker of a live football match moves with the feed and its statistics change', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [match] = await football(request, 1, 1);
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto(`/${match!.sport.key}/${match!.slug}`);
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  const tracker = page.getByRole('region', { name: 'Live match tracker' });
  await expect(tracker).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('tracker-phase')).not.toHaveText('');
  await expect(page.getByRole('table', { name: 'Match statistics' }).getByRole('rowheader', { name: /Possession/ })).toBeVisible();
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);

  const firstId = await latestEventId(page);
  const firstStatistics = await statisticsText(page);
  const url = page.url();
  await advance(request, match!.id, 120);
  // A newer event heads the timeline and the numbers moved, on the same page (no navigation).
  await expect.poll(() => latestEventId(page), { timeout: 20_000 }).toBeGreaterThan(firstId);
  await expect.poll(() => statisticsText(page), { timeout: 20_000 }).not.toBe(firstStatistics);
  await expect(page.getByTestId('tracker-phase')).toHaveAttribute('data-event-id', String(await latestEventId(page)));
  expect(page.url()).toBe(url);
});

test('the tracker fits a 360 px screen, in Arabic too', async ({ page, request }) => {
  const [match] = await football(request, 1, 1);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/ar/${match!.sport.key}/${match!.slug}`);
  await expect(page.getByRole('region', { name: 'متتبع المباراة المباشر' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'إحصاءات المباراة' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});
