import { expect, test, type Page } from '@playwright/test';

// Issue 18 set-up: a visitor's page load asks for no player data (no 401 answers) and prints no
// error in the browser console. The page knows it is a visitor's from the missing session cookie.

function watchPage(page: Page): { consoleErrors: string[]; unauthorized: string[] } {
  const consoleErrors: string[] = [];
  const unauthorized: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return { consoleErrors, unauthorized };
}

test('a visitor loads home and a match page with no 401 and no console error', async ({ page }) => {
  const watched = watchPage(page);
  await page.goto('/');
  // The session is known (a visitor's sign-in button is live) and the realtime client has started.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.getByTestId('match-row').first().locator('a').first().click();
  await expect(page.getByTestId('market').first()).toBeVisible();
  // Realtime starts when the browser is idle (at most 3 s after hydration); its socket opens after its token call.
  const socket = page.waitForEvent('websocket', { timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await socket;
  await page.waitForLoadState('networkidle');

  expect(watched.unauthorized).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
});
