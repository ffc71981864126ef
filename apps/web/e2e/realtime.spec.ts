import { expect, test, type Page } from '@playwright/test';
import { apiOrigin, controlOrigin } from './support/ports';

// Issue 4, front end: live data reaches an open page over the realtime WebSocket, without
// reloads and without polling, and the page survives an API restart.
const apiUrl = apiOrigin;
// The supervisor of the API started by playwright.config.ts (e2e/support/api-supervisor.mjs).
const controlUrl = controlOrigin;

interface MatchDto {
  id: number;
  slug: string;
  sport: { key: string };
  statistics: { total_score: { home: number; away: number } | null } | null;
}

/** A live football match (goals, and prices that move every 10–15 s on the simulator). */
async function liveMatch(): Promise<MatchDto> {
  const response = await fetch(`${apiUrl}/sportsbook/v1/matches?match_status=1&type=match&sport_key=football&limit=5`);
  const { data } = (await response.json()) as { data: MatchDto[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!;
}

/** Everything on the page that realtime changes: the score and every price. */
async function liveSnapshot(page: Page): Promise<string> {
  const score = (await page.getByTestId('match-score').textContent().catch(() => null)) ?? '';
  const prices = await page.getByTestId('market').locator('button[aria-pressed]').allTextContents();
  return `${score}|${prices.join(',')}`;
}

async function expectConnected(page: Page) {
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
}

test.describe('realtime', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a live match page shows score and odds changing without reload or polling', async ({ page }) => {
    const match = await liveMatch();
    const restCalls: string[] = [];
    await page.goto(`/${match.sport.key}/${match.slug}`);
    await expect(page.getByTestId('market').first()).toBeVisible();
    await expectConnected(page);
    // Connected: no indicator text, and from now on nothing polls the match endpoints.
    await expect(page.getByTestId('realtime-status')).toHaveText('');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // The first subscribe refetches what was loaded before it (catch-up); let that settle first.
    await page.waitForTimeout(2_000);
    page.on('request', (request) => {
      if (/\/sportsbook\/v1\/matches\//.test(request.url())) restCalls.push(request.url());
    });
    const before = await liveSnapshot(page);

    // Prices are repriced every 10–15 s (a goal suspends them for a while): a price that moved since
    // `before` shows up live, marked (flash + arrow + accessible name) for a few seconds.
    const movedSinceBefore = async () => {
      if ((await liveSnapshot(page)) === before) return '';
      const moved = page.locator('button[data-move]');
      return (await moved.count()) > 0 ? ((await moved.first().getAttribute('aria-label')) ?? '') : '';
    };
    await expect.poll(movedSinceBefore, { timeout: 90_000, intervals: [500] }).toMatch(/rising|falling/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(restCalls).toEqual([]);
  });

  test('stopping and restarting the API: the page shows it is stale, reconnects and catches up', async ({ page, request }) => {
    const supervisor = await request.get(controlUrl).catch(() => null);
    // Needs the API this run started under its supervisor (playwright.config.ts): a reused server cannot be restarted.
    expect(supervisor?.ok(), 'the API must be started by this Playwright run, not reused').toBe(true);

    const match = await liveMatch();
    await page.goto(`/${match.sport.key}/${match.slug}`);
    await expect(page.getByTestId('market').first()).toBeVisible();
    await expectConnected(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const status = page.getByTestId('realtime-status');

    try {
      expect((await request.post(`${controlUrl}/stop`, { timeout: 30_000 })).ok()).toBe(true);
      // Never silent: the page says live data may be out of date.
      await expect(status).toHaveAttribute('data-stale', 'true', { timeout: 30_000 });
      await expect(status).toContainText(/Reconnecting|disconnected/);
      await expect(status).toBeVisible();
    } finally {
      expect((await request.post(`${controlUrl}/start`, { timeout: 100_000 })).ok()).toBe(true);
    }

    // Back: connected (backoff is at most 20 s), indicator gone, same document.
    await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 45_000 });
    await expect(status).toHaveText('');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Caught up: the restarted API has new channel epochs, so the page refetched, and it keeps
    // following the API: what it shows converges to what the API serves now.
    const apiSnapshot = async () => {
      const response = await fetch(`${apiUrl}/sportsbook/v1/matches/${match.id}/markets?limit=500`);
      const { data } = (await response.json()) as { data: { status: number; outcomes: { odds: number; active: boolean }[] }[] };
      // What the page can offer: allowed markets' active outcomes.
      return data
        .filter((market) => market.status === 1)
        .flatMap((market) => market.outcomes.filter((outcome) => outcome.active).map((outcome) => String(outcome.odds)))
        .sort()
        .join(',');
    };
    const pageSnapshot = async () => {
      // The "All" tab: every listed market once (other tabs' panels are in the DOM, hidden).
      const buttons = page.locator('[role=tabpanel]:not([hidden]) [data-testid=market] button[aria-pressed]:not([disabled])');
      const odds = await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-odds') ?? ''));
      return odds.sort().join(',');
    };
    await expect
      .poll(async () => {
        const [onPage, onApi] = await Promise.all([pageSnapshot(), apiSnapshot()]);
        return onPage.length > 0 && onPage === onApi;
      }, { timeout: 45_000, intervals: [1_000] })
      .toBe(true);
  });
});
