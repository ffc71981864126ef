import { expect, test, type Page } from '@playwright/test';
import { webPort } from './support/ports';
import { confirmedUser, signInThroughModal } from './support/player';

// Issue 18 point 10: the deposit page looks like the rest of the app (dark, its fields within
// their container at 360 px and 1920 px), and its outcome reaches the page that framed it on
// whatever origin the app is served from. The run's PUBLIC_WEB_URL is http://127.0.0.1:<port>;
// served from http://localhost:<port> the framed page used to post its outcome to 127.0.0.1 only,
// so the browser dropped it and "Deposit successful." never showed.

const localOrigin = `http://localhost:${webPort}`;

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
}

/** Every field of the framed form lies within the form, and the form within the frame. */
async function expectFieldsWithin(page: Page): Promise<void> {
  const frame = page.frameLocator('iframe[title="Deposit page"]');
  await expect(frame.getByLabel('Amount')).toBeVisible({ timeout: 20_000 });
  const overflow = await frame.locator('form').evaluate((form) => {
    const box = form.getBoundingClientRect();
    const fields = [...form.querySelectorAll('input, select, button')].map((field) => field.getBoundingClientRect());
    return {
      outside: fields.filter((field) => field.left < box.left - 0.5 || field.right > box.right + 0.5).length,
      formRight: box.right,
      viewport: document.documentElement.clientWidth,
      scroll: document.documentElement.scrollWidth,
      background: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(overflow.outside).toBe(0);
  expect(overflow.formRight).toBeLessThanOrEqual(overflow.viewport);
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.viewport);
  // Not an unstyled white page: the app's surface colour.
  expect(overflow.background).toBe('rgb(23, 33, 47)');
}

for (const width of [360, 1920]) {
  test(`at ${width} px the deposit page's fields stay within their container`, async ({ page, request }) => {
    const email = await confirmedUser(request, 'depositpage');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/profile/wallet/deposit');
    await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
    await signIn(page, email);
    await page.getByRole('tab', { name: 'Deposit page' }).click();
    await expectFieldsWithin(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('served from another host name than PUBLIC_WEB_URL, the framed deposit page reports its success', async ({ page, request }) => {
  const email = await confirmedUser(request, 'depositorigin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${localOrigin}/`);
  await signIn(page, email);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('tab', { name: 'Deposit page' }).click();
  await expectFieldsWithin(page);
  const frame = page.frameLocator('iframe[title="Deposit page"]');
  await frame.getByLabel('Amount').fill('12.50');
  await frame.getByRole('button', { name: 'Deposit' }).click();
  await expect(frame.getByRole('status')).toHaveText('Deposit successful.', { timeout: 20_000 });
  // The outcome reached the modal (postMessage to this page's origin) and the balance was read anew.
  await expect(dialog.getByRole('status').first()).toHaveText('Deposit successful.');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('€12.50');
});
