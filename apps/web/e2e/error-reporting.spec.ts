import { expect, test } from '@playwright/test';
import { confirmedUser, signInThroughModal } from './support/player';
import { sentryIngestPort } from './support/ports';
import { startEventIngest } from './support/sentry-ingest';

/**
 * Issue 22: with SENTRY_DSN set on the web server, the page's errors reach Sentry through its
 * browser SDK (loaded with the first report), through the filter of spec core §8, with the
 * environment and the release fixed at build time. The DSN points at a loopback ingest this spec
 * starts; what it reads is what the SDK really sent.
 */
let ingest: Awaited<ReturnType<typeof startEventIngest>>;
test.beforeAll(async () => {
  ingest = await startEventIngest(sentryIngestPort);
});
test.afterAll(async () => ingest.close());

const messagesOf = (events: Record<string, unknown>[]) =>
  events.flatMap((event) => ((event.exception as { values?: { value?: string }[] } | undefined)?.values ?? []).map((value) => value.value ?? ''));

test('an uncaught error reaches the ingest with environment and release; a filtered one does not', async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`:${sentryIngestPort}/`)) sdkRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  // The filter drops this one (spec core §8), then a real error follows.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('ResizeObserver loop limit exceeded');
    }, 0);
    setTimeout(() => {
      throw new Error('e2e: a real bug for ann@example.com');
    }, 50);
  });
  await expect.poll(() => messagesOf(ingest.events), { timeout: 15_000 }).toContain('e2e: a real bug for [email]');
  const [event] = ingest.events.filter((item) => messagesOf([item]).includes('e2e: a real bug for [email]'));
  expect(event).toMatchObject({ environment: 'e2e', platform: 'javascript' });
  expect(String(event?.release)).toMatch(/^sportsbook-web@/);
  expect(messagesOf(ingest.events)).not.toContain('ResizeObserver loop limit exceeded');
  expect(sdkRequests.every((url) => url.startsWith(`http://127.0.0.1:${sentryIngestPort}/api/7/envelope/`))).toBe(true);
});

test('a part that throws while rendering shows its fallback, the rest of the page works, and one report reaches the ingest', async ({ page, request }) => {
  const email = await confirmedUser(request, 'part-error');
  // A bet list the My bets card cannot render: a currency with 10^150 minor units (Intl refuses 150 decimals).
  await page.route('**/sportsbook/v3/bets?**', (route) =>
    route.fulfill({
      json: {
        data: [{ id: 'broken-1', type: 'single', ref: 'R-1', status: 'waiting_results', stake: { value: 100, currency: 'EUR', subunits: 1e150 }, win_amount: null, odds: 2, selections: [], created_at: '2026-01-01T00:00:00Z', result: 'no_results', to_cashout: null, bonus: null, system: null, used_in_jackpot: false, is_vip: false, potential_win_amount: 200 }],
        pagination: { total: 1, page: 1, limit: 500, last_page: 1 },
      },
    }),
  );
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
  const before = ingest.events.length;
  await page.getByRole('button', { name: /^Bet slip/ }).click();
  await page.getByRole('tab', { name: 'My bets' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'This part of the page could not be shown.' });
  await expect(fallback).toBeVisible();
  // Only that part: the header and the page's content are still there.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();

  const rangeErrors = () => ingest.events.slice(before).filter((event) => messagesOf([event]).some((message) => /fraction|digits/i.test(message)));
  await expect.poll(() => rangeErrors().length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1_000);
  expect(rangeErrors()).toHaveLength(1);
  const [event] = rangeErrors();
  expect(event).toMatchObject({ environment: 'e2e' });
  expect(String(event?.release)).toMatch(/^sportsbook-web@/);
});
