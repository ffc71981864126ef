import { expect, test, type Page } from '@playwright/test';

// Issue 21 (spec core §2): the help links shown after a payment lead to real pages, in en and ar,
// and every link those pages show answers (no 404). payments.spec follows the links from the
// deposit panel itself.

/** Every same-site link in the page's main region answers a page (status below 400). */
async function expectLinksResolve(page: Page): Promise<void> {
  const hrefs = await page.getByRole('main').locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs)) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBeLessThan(400);
  }
}

test('the help center and the terms answer in en and ar, at 360 px, with links that resolve', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const help = await page.goto('/help-center');
  expect(help?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Responsible gambling' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Set your limits' })).toHaveAttribute('href', '/profile/limits');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectLinksResolve(page);

  // By keyboard: the terms link is reached and followed.
  await main.getByRole('link', { name: 'Terms and conditions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expectLinksResolve(page);

  await page.setViewportSize({ width: 1920, height: 1000 });
  expect((await page.goto('/ar/help-center'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByRole('heading', { level: 1, name: 'مركز المساعدة' })).toBeVisible();
  await expectLinksResolve(page);
  expect((await page.goto('/ar/terms-and-conditions'))?.status()).toBe(200);
  await expect(main.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
});
