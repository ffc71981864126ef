import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 24 "Languages": every locale of the book is served in its own texts (messages/<locale>.json),
// right to left for ar / he / fa / ur, aliases answered with the locale's own code, the error pages
// in their restricted locale set (spec core §2), and a language menu that reaches all of them.

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'messages', `${locale}.json`), 'utf8')) as Catalogue;
const text = (tree: Catalogue, path: string) => path.split('.').reduce<string | Catalogue>((node, key) => (node as Catalogue)[key]!, tree) as string;

for (const { locale, dir } of [
  { locale: 'ja', dir: 'ltr' },
  { locale: 'de', dir: 'ltr' },
  { locale: 'he', dir: 'rtl' },
  { locale: 'zh-CN', dir: 'ltr' },
]) {
  test(`/${locale} is in its own language (${dir})`, async ({ page }) => {
    const messages = catalogue(locale);
    await page.goto(`/${locale}/live`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('link', { name: text(messages, 'Layout.skipToContent') })).toBeAttached();
    await expect(page.getByRole('navigation', { name: text(messages, 'Layout.mainNavigation') }).getByRole('link', { name: text(messages, 'Nav.live'), exact: true })).toBeVisible();
    await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute('href', new RegExp(`/${locale}/live$`));
  });
}

test('sports and countries are named in the page’s language, at the same addresses (the API’s catalogue names)', async ({ page }) => {
  await page.goto('/de/football');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fußball');
  await expect(page.locator('main a[href="/de/football/germany"]').first()).toHaveText('Deutschland');
  await page.goto('/ja/football');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('サッカー');
  await expect(page.locator('main a[href="/ja/football/germany"]').first()).toHaveText('ドイツ');
  await page.goto('/football');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');
  await expect(page.locator('main a[href="/football/germany"]').first()).toHaveText('Germany');
});

test('a football match page names its markets and outcomes in the page’s language (the API’s market names)', async ({ page }) => {
  await page.goto('/de/football');
  const link = page.getByTestId('match-row').locator('a[href^="/de/football/"]').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await page.goto((await link.getAttribute('href'))!);
  const titles = page.locator('[role=tabpanel]:not([hidden]) [data-testid="market"] h3 > span:first-child');
  await expect(titles.first()).toBeVisible({ timeout: 20_000 });
  const german = ['Doppelte Chance', 'Beide Teams treffen', 'Über/Unter', 'Genaues Ergebnis', 'Halbzeit-Ergebnis'];
  const english = ['Double chance', 'Both teams to score', 'Total', 'Correct score', 'Half-time result', 'Draw no bet'];
  await expect.poll(async () => (await titles.allTextContents()).filter((title) => german.includes(title)).length).toBeGreaterThan(0);
  // Live prices move over the realtime channels: the names stay German.
  await page.waitForTimeout(3_000);
  const shown = await titles.allTextContents();
  expect(shown.filter((title) => english.includes(title) || /^Goal \d+$/.test(title))).toEqual([]);
  const outcomes = await page.locator('[role=tabpanel]:not([hidden]) [data-testid="market"] button[data-name="always"] > span:first-child').allTextContents();
  expect(outcomes.filter((name) => /^(Over|Under) |^(Yes|No|None|Other)$/.test(name))).toEqual([]);
  expect(outcomes.some((name) => /^(Über|Unter) |^(Ja|Nein)$/.test(name))).toBe(true);
});

test('the aliases of spec core §9 answer with the locale’s own code: no → nb, br → pt-BR, tl → fil', async ({ page }) => {
  await page.goto('/no/live?page=1');
  await expect(page).toHaveURL(/\/nb\/live\?page=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await page.goto('/br');
  await expect(page).toHaveURL(/\/pt-BR$/);
  await page.goto('/tl/results');
  await expect(page).toHaveURL(/\/fil\/results$/);
});

test('error pages use the restricted locale set: German in German, Japanese falls back to English', async ({ page }) => {
  const german = catalogue('de');
  let response = await page.goto('/de/nothing/here/at/all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: text(german, 'Pages.notFound') })).toBeVisible();
  await expect(page.getByRole('link', { name: text(german, 'page.error.home-button.title') })).toHaveAttribute('href', '/de');

  response = await page.goto('/ja/nothing/here/at/all');
  expect(response?.status()).toBe(404);
  const notFound = page.getByRole('heading', { name: 'Oops, sorry. We can’t find that page.' });
  await expect(notFound).toBeVisible();
  // Marked as English for a screen reader, on a page that is otherwise Japanese; home is the Japanese home.
  await expect(page.locator('section[lang="en"]')).toContainText('Oops, sorry.');
  await expect(page.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/ja');
  await page.goto('/ja/locked');
  await expect(page.getByRole('heading', { name: 'Unauthorized. Sorry, but you are not authorized to view the page' })).toBeVisible();
});

test('the language menu lists every locale in its own name and keeps the page, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/live?page=1');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
  const current = menu.locator('summary').filter({ hasText: 'English' });
  await expect(current).toBeVisible();
  await current.focus();
  await page.keyboard.press('Enter');
  const links = menu.getByRole('link');
  await expect(links).toHaveCount(48);
  await expect(menu.getByRole('link', { name: '日本語' })).toHaveAttribute('href', /\/ja\/live\?page=1$/);
  await expect(menu.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('aria-current', 'true');
  // Escape closes it and gives focus back.
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: '日本語' })).toBeHidden();
  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/live\?page=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('at 360 px the language menu opens inside the settings menu without widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/fr');
  const messages = catalogue('fr');
  await page.getByRole('banner').getByRole('button', { name: text(messages, 'Layout.settings') }).click();
  const menu = page.getByRole('navigation', { name: text(messages, 'Layout.language') });
  await menu.locator('summary').filter({ hasText: 'Français' }).click();
  await expect(menu.getByRole('link', { name: 'Suomi' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await menu.getByRole('link', { name: 'Suomi' }).click();
  await expect(page).toHaveURL(/\/fi$/);
});
