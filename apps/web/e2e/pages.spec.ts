import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/nothing/such/page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops, sorry. We can’t find that page.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Arabic renders right to left with its own texts', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toBeAttached();
  await page.goto('/ar/locked');
  await expect(page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
});

test('the generic pages carry the spec texts', async ({ page }) => {
  await page.goto('/blocked?country=FR');
  await expect(page.getByRole('heading', { name: "Sorry, we're not available in France right now." })).toBeVisible();
  await page.goto('/locked');
  await expect(page.getByRole('heading', { name: 'Unauthorized. Sorry, but you are not authorized to view the page' })).toBeVisible();
  await page.goto('/500');
  await expect(page.getByRole('heading', { name: 'Oops! Sorry, something went wrong. Please come back in a while.' })).toBeVisible();
});

test('pages link their language alternates with x-default', async ({ page }) => {
  await page.goto('/live');
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/live$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/live$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/live$/);
});

test('going offline raises the connection alert; back online takes it away (spec promotions §4 "Alerts")', async ({ page, context }) => {
  await page.goto('/');
  // The alert area hydrates with the layout: wait until the page's scripts have run.
  await expect(page.getByTestId('slip-button')).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);
  const alert = page.getByRole('alert').filter({ hasText: 'No connection' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Check your internet connection.');
  await context.setOffline(false);
  await expect(alert).toHaveCount(0);
});

test('the sports navigation draws each sport from the versioned icon sprite (GET /fe-api/icons.svg)', async ({ page }) => {
  const sprite = page.waitForResponse((response) => new URL(response.url()).pathname === '/fe-api/icons.svg');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Sports' });
  const uses = nav.locator('svg use');
  await expect(uses.first()).toBeAttached();
  const hrefs = await uses.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href).toMatch(/^\/fe-api\/icons\.svg\?version=[0-9a-f]{12}#sport-[a-z-]+$/);
  const answer = await sprite;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Every symbol the page refers to is in the sprite, so no icon is blank.
  const body = await answer.text();
  for (const href of new Set(hrefs)) expect(body).toContain(`<symbol id="${href.split('#')[1]}"`);
  const icon = await nav.locator('svg').first().boundingBox();
  expect(icon?.width).toBe(18);
});
