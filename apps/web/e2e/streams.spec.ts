import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiOrigin } from './support/ports';
import { waitForSlip } from './support/slip';

// Issue 25, streams: the STREAM tab of a streamed live match plays the API's test stream (HLS,
// hls.js loaded with the tab); a match without one says so; a stream that fails offers a retry.

interface Listed {
  id: number;
  slug: string;
  sport: { key: string };
  has_video: boolean;
}

async function listed(request: APIRequestContext, query: string): Promise<Listed[]> {
  const response = await request.get(`${apiOrigin}/sportsbook/v1/matches?type=match&limit=50&${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Listed[] }).data;
}

/** A streamed live match: one the simulator runs, else a streamed upcoming one kicked off by feed control. */
async function streamedLiveMatch(request: APIRequestContext): Promise<Listed> {
  const [live] = await listed(request, 'match_status=1&has_video=true');
  if (live) return live;
  const [upcoming] = await listed(request, 'match_status=0&has_video=true');
  if (!upcoming) throw new Error('the simulator streams no match');
  expect((await request.post(`${apiOrigin}/sportsbook/dev/feed/matches/${upcoming.id}/advance`, { data: { seconds: 60 } })).status()).toBe(200);
  return upcoming;
}

const pathOf = (match: Listed, locale = '') => `${locale}/${match.sport.key}/${match.slug}`;

/**
 * Opens the page's STREAM tab (`name` in the page's language) once the page is interactive: a press
 * before hydration would be lost (a clean-clone CI run's one miss).
 */
async function openStreamTab(page: Page, name: string): Promise<void> {
  await waitForSlip(page);
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The video's position after it has played a little (it advances from 0: the stream really plays). */
async function playedSeconds(page: Page): Promise<number> {
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

test('the STREAM tab of a streamed live match plays the test stream', async ({ page, request }) => {
  test.setTimeout(90_000);
  const match = await streamedLiveMatch(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(pathOf(match));
  const segments: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/streams/test/')) segments.push(sent.url());
  });
  await openStreamTab(page, 'Stream');
  const video = page.getByRole('tabpanel', { name: 'Stream' }).locator('video');
  await expect(video).toHaveAccessibleName(/^Live stream: .+ vs .+$/, { timeout: 20_000 });
  await expect(video).toHaveAttribute('controls', '');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  const first = await playedSeconds(page);
  // It keeps playing: the position moves on.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).not.toBe(first);
  // Through the page's own origin (the web app proxies /sportsbook to the API): playlist, init and media segments.
  expect(segments.some((url) => url.endsWith('/index.m3u8'))).toBe(true);
  expect(segments.some((url) => url.endsWith('.m4s'))).toBe(true);
});

test('at 360 px in Arabic the stream fits the screen and plays, labelled in Arabic', async ({ page, request }) => {
  test.setTimeout(90_000);
  const match = await streamedLiveMatch(request);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(pathOf(match, '/ar'));
  await openStreamTab(page, 'البث');
  const video = page.getByRole('tabpanel', { name: 'البث' }).locator('video');
  await expect(video).toHaveAccessibleName(/^بث مباشر: .+ ضد .+$/, { timeout: 20_000 });
  await playedSeconds(page);
  const box = await video.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a match without a stream says so; a stream that fails says so and plays after a retry', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [plain] = await listed(request, 'match_status=1&has_video=false');
  expect(plain).toBeDefined();
  await page.goto(pathOf(plain!));
  await openStreamTab(page, 'Stream');
  await expect(page.getByRole('tabpanel', { name: 'Stream' })).toContainText('There is no stream for this match right now.');
  await expect(page.getByRole('tabpanel', { name: 'Stream' }).locator('video')).toHaveCount(0);

  const match = await streamedLiveMatch(request);
  // The playlist answers 503 until the retry.
  await page.route('**/streams/test/index.m3u8', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(pathOf(match));
  await openStreamTab(page, 'Stream');
  const alert = page.getByRole('tabpanel', { name: 'Stream' }).getByRole('alert');
  await expect(alert).toContainText('The stream could not be played.', { timeout: 30_000 });
  await page.unroute('**/streams/test/index.m3u8');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await playedSeconds(page);
});
