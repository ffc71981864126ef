import { expect, test, type Page } from '@playwright/test';
import { operatorKey } from './support/operator';
import { confirmedUser, password, signInThroughModal } from './support/player';
import { apiOrigin } from './support/ports';

// Session-time and activity limits end to end (issue 21), against the real API: the e2e API pings
// every ACTIVITY_TRACK_SECONDS = 5 (playwright.config.ts; 60 in production), the shortest limits
// are one minute. A player who uses up an activity limit is signed out and sees the activity-limit
// modal, and sign-in is refused with the limit named; a session-time limit set on the limits page
// ends the session two minutes after sign-in with the out-of-session modal.

async function signInAndOpenLimits(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
  await header.getByRole('button', { name: 'Account menu' }).click();
  await header.getByRole('link', { name: 'Limits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling limits' })).toBeVisible();
}

test('an activity limit used up signs the player out and opens the activity-limit modal', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const email = await confirmedUser(request, 'activity-limit');
  await signInAndOpenLimits(page, email);

  await expect(page.getByText('You have no activity limit.')).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Set an activity limit' });
  await form.getByLabel('Minutes').fill('1');
  await form.getByLabel('Period').selectOption('day');
  await form.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByRole('listitem', { name: 'Daily activity limit: 1 minute' })).toBeVisible({ timeout: 20_000 });

  // The page stays visible and the player used it a moment ago: the pings count a minute of play.
  const modal = page.getByRole('dialog', { name: 'Activity limit reached' });
  await expect(modal).toBeVisible({ timeout: 150_000 });
  await expect(modal).toContainText('you have been signed out');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // Until the day is over, sign-in is refused with the limit named.
  await header.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('E-mail or phone').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn.getByRole('alert')).toContainText('You have used up your daily activity limit of 1 minute.', { timeout: 30_000 });
});

test('a session-time limit set on the limits page ends the session with the out-of-session modal', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const email = await confirmedUser(request, 'session-limit');
  await signInAndOpenLimits(page, email);

  await expect(page.getByText('You have no session time limit.')).toBeVisible({ timeout: 20_000 });
  // At 360 px the sections fit the width (no sideways scrolling).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // By keyboard: two minutes (the limit counts from sign-in, which a busy machine may have taken most of a minute to reach here from), Enter submits.
  const form = page.getByRole('form', { name: 'Set a session time limit' });
  await form.getByLabel('Minutes').focus();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: 'Session time limit: 2 minutes' })).toBeVisible({ timeout: 20_000 });

  const modal = page.getByRole('dialog', { name: 'Session limit reached' });
  await expect(modal).toBeVisible({ timeout: 150_000 });
  await expect(modal).toContainText('you have been signed out');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test.describe('the site flags', () => {
  const operatorHeaders = { 'x-operator-key': operatorKey };
  // Whatever happened, the next specs see the run's flags again (SITE_SETTINGS: activity tracking on).
  test.afterEach(async ({ request }) => {
    await request.delete(`${apiOrigin}/sportsbook/v1/operator/settings/features`, { headers: operatorHeaders });
  });

  test('activity_tracking off stops the pings and the activity limits in an open page; responsible_gambling off hides the limits', async ({ page, request }) => {
    test.setTimeout(120_000);
    const pings: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/player/activity_limit_track')) pings.push(sent.url());
    });
    const email = await confirmedUser(request, 'flags');
    await signInAndOpenLimits(page, email);
    await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
    const form = page.getByRole('form', { name: 'Set an activity limit' });
    await form.getByLabel('Minutes').fill('600');
    await form.getByRole('button', { name: 'Set limit' }).click();
    await expect(page.getByRole('listitem', { name: 'Daily activity limit: 600 minutes' })).toBeVisible({ timeout: 20_000 });
    // With a limit in force the page pings (every 5 s in this run).
    await expect.poll(() => pings.length, { timeout: 20_000 }).toBeGreaterThan(0);

    const off = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, { headers: operatorHeaders, data: { features: { activity_tracking: false } } });
    expect(off.status(), await off.text()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: 'Activity limits' })).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Session time limit' })).toBeVisible();
    // Three ping intervals later, no ping has left the page.
    const sentBefore = pings.length;
    await page.waitForTimeout(15_000);
    expect(pings.length).toBe(sentBefore);

    const rgOff = await request.patch(`${apiOrigin}/sportsbook/v1/operator/settings`, { headers: operatorHeaders, data: { features: { responsible_gambling: false } } });
    expect(rgOff.status(), await rgOff.text()).toBe(200);
    await expect(page.getByText('This site does not offer limits here.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Deposit limits' })).toHaveCount(0);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(header.getByRole('link', { name: 'Withdrawals' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Limits' })).toHaveCount(0);
  });
});
