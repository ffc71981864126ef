import { expect, test, type APIRequestContext } from '@playwright/test';
import { api } from './support/player';
import { football } from './support/slip';

// Issue 18 point 11: over half-time the live list's clock said 45:00, frozen, with no "HT". Feed
// control plays a football match's time at once: kick-off and the first half, the break, then the
// second half, each published over the realtime channels as the simulator's own steps are.

async function advance(request: APIRequestContext, matchId: number, seconds: number): Promise<void> {
  const response = await request.post(`${api}/sportsbook/dev/feed/matches/${matchId}/advance`, { data: { seconds } });
  expect(response.status()).toBe(200);
}

test('the live list and the match page show HT over half-time, and the clock runs again in the second half', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [match] = await football(request, 0, 1);
  // Kicked off a minute ago: live, in the first half.
  await advance(request, match!.id, 60);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/live?sport=football');
  const row = page.locator(`[data-testid="match-row"][data-match-id="${match!.id}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  const clock = row.getByTestId('match-clock');
  await expect(clock).toHaveText(/^0[1-2]:\d\d$/);
  // The half's end must reach the page live: it is connected before feed control plays it.
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });

  // The first half ends (live, over the realtime channel): "HT" with its full name, not a frozen 45:00.
  await advance(request, match!.id, 45 * 60);
  await expect(clock).toHaveText('HT', { timeout: 20_000 });
  await expect(clock).toHaveAttribute('title', 'Half-time');

  // The match page's header says the same.
  await page.goto(`/${match!.sport.key}/${match!.slug}`);
  const headerClock = page.getByTestId('match-clock').first();
  await expect(headerClock).toHaveText('HT', { timeout: 20_000 });

  // The break is over: the second half's clock runs from 45:00 (the simulator's own steps go on
  // meanwhile: a little more of the break or the half may have been played).
  await advance(request, match!.id, 15 * 60 + 5);
  await expect(headerClock).toHaveText(/^4[5-9]:\d\d$/, { timeout: 20_000 });
  await page.goto('/live?sport=football');
  await expect(clock).toHaveText(/^(4[5-9]|5\d):\d\d$/, { timeout: 20_000 });
  const shown = await clock.textContent();
  await expect(clock).not.toHaveText(shown!, { timeout: 5_000 });
});
