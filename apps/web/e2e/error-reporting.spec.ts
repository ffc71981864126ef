import { expect, test } from '@playwright/test';
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
