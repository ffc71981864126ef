import { expect, test, type Page } from '@playwright/test';
import { appHeader, confirmedUser, password } from './support/player';
import { apiOrigin } from './support/ports';
import { waitForSlip } from './support/slip';

// Issue 24: a keyboard-only player browses to two matches, adds a selection from each, stakes the
// slip and places the bet, without a mouse (no click: Tab, typing, Enter and Space only).

interface PrematchMatch {
  id: number;
  slug: string;
  sport: { key: string };
  competitors: { home: { name: string } };
}

/** Presses Tab until the focused element passes `test` (run in the page with `arg`), at most `max` times. */
async function tabTo(page: Page, what: string, test: (element: Element, arg: string) => boolean, arg = '', max = 120): Promise<void> {
  const visited: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluateHandle(() => document.activeElement ?? document.body);
    if (await focused.evaluate(test, arg)) return;
    visited.push(await focused.evaluate((element) => element.outerHTML.slice(0, 100)));
  }
  throw new Error(`Tab never reached ${what}; it went through:\n${visited.slice(0, 30).join('\n')}`);
}

/** From anywhere on the page: the search box, the match's name, its result link, Enter. */
async function searchAndOpen(page: Page, match: PrematchMatch): Promise<void> {
  const path = `/${match.sport.key}/${match.slug}`;
  await tabTo(page, 'the search box', (element) => element instanceof HTMLInputElement && element.type === 'search');
  await page.keyboard.type(match.competitors.home.name);
  await expect(page.getByRole('search').getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  // The result links the match's canonical path: its slug and id.
  const canonical = `${path}-${match.id}`;
  await tabTo(page, `the result ${canonical}`, (element, href) => element instanceof HTMLAnchorElement && element.pathname === href, canonical);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${canonical}$`));
}

test('by keyboard alone: two matches found by search, a price from each, staked and placed', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = await confirmedUser(request, 'keyboard');
  expect((await page.request.post('/platform/users/sign_in', { headers: appHeader, data: { user: { login: email, password } } })).status()).toBe(200);
  expect((await page.request.post('/platform/wallet/deposits', { headers: appHeader, data: { amount: 2_000 } })).status()).toBe(201);
  const later = encodeURIComponent(new Date(Date.now() + 30 * 60_000).toISOString());
  const listed = await request.get(`${apiOrigin}/sportsbook/v1/matches?match_status=0&type=match&sport_key=football&limit=20&start_from=${later}`);
  const matches = ((await listed.json()) as { data: PrematchMatch[] }).data;
  // Two matches whose home teams differ, so that each search finds its own.
  const first = matches[0]!;
  const second = matches.find((match) => match.competitors.home.name !== first.competitors.home.name)!;

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await waitForSlip(page);
  for (const match of [first, second]) {
    await searchAndOpen(page, match);
    await waitForSlip(page);
    await tabTo(page, 'a price of the match', (element) => element instanceof HTMLButtonElement && element.getAttribute('aria-pressed') === 'false' && !element.disabled && element.closest('[data-testid="market"]') !== null);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('market').locator('button[aria-pressed="true"]')).toHaveCount(1);
  }

  const panel = page.getByTestId('ticket-panel');
  if (!(await panel.isVisible())) {
    await tabTo(page, 'the bet slip button', (element) => element.getAttribute('data-testid') === 'slip-button');
    await page.keyboard.press('Enter');
  }
  await expect(panel.getByTestId('selection-odds')).toHaveCount(2);
  // One combo of the two, as a player backing both would.
  await tabTo(page, 'the Combo bet type', (element) => element instanceof HTMLButtonElement && element.closest('[data-testid="ticket-panel"]') !== null && element.textContent === 'Combo');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Combo' })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, 'a stake field of the slip', (element) => element instanceof HTMLInputElement && element.closest('[data-testid="ticket-panel"]') !== null && (element.labels?.[0]?.textContent ?? '').startsWith('Stake'));
  await page.keyboard.type('2');
  const success = panel.getByTestId('slip-success');
  // A price that moves meanwhile asks for its acceptance first: by keyboard too.
  await expect(async () => {
    if (await panel.getByTestId('accept-changes').isVisible()) {
      await tabTo(page, 'accept changes', (element) => element.getAttribute('data-testid') === 'accept-changes');
      await page.keyboard.press('Enter');
    }
    await tabTo(page, 'Place bet', (element) => element.getAttribute('data-testid') === 'place-bet');
    await page.keyboard.press('Enter');
    await expect(success).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  await expect(success.getByTestId('placed-bet')).not.toHaveCount(0);
});
