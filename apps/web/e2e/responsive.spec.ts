import { expect, test } from '@playwright/test';

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1920, height: 1080 },
]) {
  test(`home and a match fit ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByTestId('match-row').first().locator('a').first().click();
    await expect(page.getByTestId('market').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Arabic labels are longer: a visitor's header (sign in, sign up, settings) still fits the row.
    await page.goto('/ar/promotions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('at 360 px listing odds show prices only, named by a column header and their accessible names', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const firstOdds = page.getByTestId('match-row').locator('button[data-odds-format]').first();
  await expect(firstOdds).toBeVisible();
  await expect(firstOdds).toHaveAccessibleName(/^.+( [+-]?[\d./]+(, (rising|falling))?|, suspended)$/);
  // No outcome name squeezed into the button: the visible text (innerText: what is displayed) is the price (or the lock).
  await expect(firstOdds).toHaveText(/^\s*([+-]?[\d./]+)?\s*$/, { useInnerText: true });
  await expect(page.getByTestId('odds-columns').first()).toBeVisible();
});
