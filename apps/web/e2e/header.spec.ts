import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmedUser, signInAndDeposit } from './support/player';

// Issue 18 point 6: one compact header. Signed in at 1366 px it wrapped to two rows ("Sign out"
// dropped, the e-mail cut); on a phone it took 220–340 px before any content; balance and deposit
// stay in view, the rest is in an account menu that works by keyboard; the 404 page keeps it.

/** Vertical centre of a box. */
const middle = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height / 2;
};

/** The header row: from the top of the banner to the main navigation below it. */
async function rowHeight(page: Page): Promise<number> {
  const header = (await page.getByRole('banner').boundingBox())!;
  const nav = (await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).boundingBox())!;
  return nav.y - header.y;
}

async function expectOneRow(page: Page, width: number, parts: Locator[]): Promise<void> {
  const centre = await middle(parts[0]!);
  for (const part of parts) {
    await expect(part).toBeVisible();
    expect(Math.abs((await middle(part)) - centre), `${part.toString()} is on the header row`).toBeLessThanOrEqual(4);
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

test('signed in at 1366 px the header is one row, and the account menu works by keyboard', async ({ page, request }) => {
  const email = await confirmedUser(request, 'header-wide');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await signInAndDeposit(page, email, '25');
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: 'Account menu' });
  await expectOneRow(page, 1366, [
    header.getByRole('link', { name: 'Sportsbook home' }),
    header.getByRole('searchbox'),
    header.getByLabel('Odds format'),
    header.getByRole('button', { name: /^Notifications/ }),
    header.getByTestId('balance'),
    header.getByRole('button', { name: 'Deposit' }),
    menuButton,
  ]);
  expect(await rowHeight(page)).toBeLessThanOrEqual(64);

  // Enter opens it; focus moves into it; the e-mail is there in full.
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = header.getByRole('group', { name: 'Account menu' });
  await expect(menu).toContainText(email);
  const currency = menu.getByLabel('Currency');
  await expect(currency).toBeFocused();
  // Tab and the arrow keys move through it.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'My bets' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Withdrawals' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Limits' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('button', { name: 'Change password' })).toBeFocused();
  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();

  // Space opens it too; "My bets" opens the ticket panel on my bets.
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'My bets' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId('ticket-panel').getByTestId('my-bets')).toBeVisible();

  // Sign out from the menu.
  await menuButton.click();
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('on a 360 px phone the header row stays small, with balance and deposit in view', async ({ page, request }) => {
  const email = await confirmedUser(request, 'header-phone');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const header = page.getByRole('banner');
  // A visitor: sign in, sign up and the display settings behind a button, on one row.
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await expectOneRow(page, 360, [header.getByRole('link', { name: 'Sportsbook home' }), header.getByRole('button', { name: 'Sign in' }), header.getByRole('button', { name: 'Sign up' })]);
  expect(await rowHeight(page)).toBeLessThanOrEqual(64);
  await header.getByRole('button', { name: 'Display settings' }).click();
  await expect(header.getByRole('group', { name: 'Display settings' }).getByLabel('Odds format')).toBeVisible();
  await page.keyboard.press('Escape');

  await signInAndDeposit(page, email, '25');
  const menuButton = header.getByRole('button', { name: 'Account menu' });
  await expectOneRow(page, 360, [header.getByRole('link', { name: 'Sportsbook home' }), header.getByTestId('balance'), header.getByRole('button', { name: 'Deposit' }), menuButton]);
  expect(await rowHeight(page)).toBeLessThanOrEqual(64);
  // The whole header (row and navigation) leaves the screen to the content.
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(112);

  // The menu holds what the row has no room for: the e-mail, the display settings, sign out.
  await menuButton.click();
  const menu = header.getByRole('group', { name: 'Account menu' });
  await expect(menu).toContainText(email);
  await menu.getByLabel('Odds format').selectOption('american');
  await expect(menu.getByLabel('Odds format')).toHaveValue('american');
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The search opens over the row from its icon.
  await page.keyboard.press('Escape');
  const search = header.getByRole('searchbox');
  await search.click();
  await search.fill('Arsenal');
  const searchBox = (await search.boundingBox())!;
  expect(searchBox.width).toBeGreaterThan(300);
});

test('the 404 page keeps the account area', async ({ page, request }) => {
  const email = await confirmedUser(request, 'header-404');
  await page.setViewportSize({ width: 1366, height: 900 });
  const visitor = await page.goto('/no-such-page');
  expect(visitor?.status()).toBe(404);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await signInAndDeposit(page, email, '10');
  for (const path of ['/no-such-page', '/football/no-such-league/no-such-match-0', '/404']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops, sorry. We can’t find that page.' })).toBeVisible();
    await expect(header.getByTestId('balance')).toHaveText('€10.00', { timeout: 20_000 });
    await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(header.getByRole('group', { name: 'Account menu' })).toContainText(email);
    await page.keyboard.press('Escape');
  }
});
