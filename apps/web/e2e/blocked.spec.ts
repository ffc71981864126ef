import { expect, test } from '@playwright/test';

// playwright.config.ts: the API reads the country from x-test-country and blocks KP; the web
// server forwards that header to GET /platform/geo on every page render.

test('a visitor from a blocked country sees the blocked page with its name', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-test-country': 'KP' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/blocked\?country=KP$/);
  await expect(page.getByRole('heading', { name: "Sorry, we're not available in North Korea right now." })).toBeVisible();
  // Every page leads there, in the page's locale; the error pages stay reachable.
  await page.goto('/ar/live');
  await expect(page).toHaveURL(/\/ar\/blocked\?country=KP$/);
  const notFound = await page.goto('/404');
  expect(notFound?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
});

test('a visitor from an allowed country sees the home page', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-test-country': 'FR' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByRole('heading', { name: /not available/ })).toHaveCount(0);
});

test('without the country header the home page shows normally', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByRole('heading', { name: /not available/ })).toHaveCount(0);
});
