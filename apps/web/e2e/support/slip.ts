import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiOrigin } from './ports';

/** Match pages and the ticket panel, shared by the betting specs. */
export interface MatchSummary {
  id: number;
  slug: string;
  sport: { key: string };
}

/**
 * Football matches (goal sports take a final score from feed control): prematch (0) or live (1).
 * Prematch ones start in half an hour or later: the simulator kicks a match off at its start time,
 * and one that went live mid-test (late in a long run) would change its page under the test.
 */
export async function football(request: APIRequestContext, status: 0 | 1, count: number): Promise<MatchSummary[]> {
  const later = status === 0 ? `&start_from=${encodeURIComponent(new Date(Date.now() + 30 * 60_000).toISOString())}` : '';
  const response = await request.get(`${apiOrigin}/sportsbook/v1/matches?match_status=${status}&type=match&sport_key=football&limit=20${later}`);
  const { data } = (await response.json()) as { data: MatchSummary[] };
  expect(data.length).toBeGreaterThanOrEqual(count);
  return data.slice(0, count);
}

/** Match page paths of football matches: one provider, so any two or three of them make a combo. */
export async function footballPaths(request: APIRequestContext, status: 0 | 1, count: number): Promise<string[]> {
  return (await football(request, status, count)).map((match) => `/${match.sport.key}/${match.slug}`);
}

/** Waits for the page to be interactive (the ticket panel's chunk shows the slip button or the panel). */
export async function waitForSlip(page: Page): Promise<void> {
  await expect(page.getByTestId('slip-button').or(page.getByTestId('ticket-panel'))).toBeVisible({ timeout: 20_000 });
}

/** Presses the first selectable price of the open match page, once the page is interactive. */
export async function pickFirstPrice(page: Page): Promise<void> {
  await waitForSlip(page);
  const price = page.getByTestId('market').locator('button[aria-pressed="false"]:not([disabled])').first();
  await expect(price).toBeVisible();
  await price.click();
  await expect(page.getByTestId('market').locator('button[aria-pressed="true"]')).toHaveCount(1);
}

/** Presses the home outcome ("1") of the match page's 1x2 market. */
export async function pickHome(page: Page, match: MatchSummary): Promise<void> {
  await page.goto(`/${match.sport.key}/${match.slug}`);
  const market = page.getByTestId('market').filter({ has: page.getByRole('heading', { name: '1x2', exact: true }) }).first();
  const home = market.getByRole('button', { name: /^1 [+-]?\d/ });
  await expect(home).toBeEnabled({ timeout: 20_000 });
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
}

/** The ticket panel, opened by its floating button unless it is open already (kept for the session). */
export async function openPanel(page: Page): Promise<Locator> {
  const panel = page.getByTestId('ticket-panel');
  const button = page.getByTestId('slip-button');
  // The panel is its own chunk: wait until it (restored open for the session) or its button is there.
  await expect(panel.or(button)).toBeVisible({ timeout: 20_000 });
  if (!(await panel.isVisible())) await button.click();
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Places the slip as it is; a price that moved before the bet was accepted (the slip asks to accept
 * changes, or the server refuses the old price) is accepted and the bet sent again, as a player
 * would. Leaves the SUCCESS view with Continue.
 */
export async function placeAcceptingChanges(panel: Locator, { thenContinue = true } = {}): Promise<void> {
  const success = panel.getByTestId('slip-success');
  await expect(async () => {
    const accept = panel.getByTestId('accept-changes');
    if (await accept.isVisible()) await accept.click();
    await panel.getByTestId('place-bet').click({ timeout: 5_000 });
    await expect(success).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  // Not when something the bet causes may open over the slip at once (a jackpot hit's modal).
  if (thenContinue) await success.getByRole('button', { name: 'Continue' }).click();
}

/** "€12.34" → 1234 minor units. */
export function cents(text: string | null): number {
  const match = /€([\d,]+)(?:\.(\d{2}))?/.exec(text ?? '');
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', '')) * 100 + Number(match![2] ?? '0');
}

/** An exact amount as bet cards and the slip show it: always with cents ("€1,234.50"). */
export function money(minor: number): string {
  return `€${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;
}

/** The header shows cents below €100 and whole euros (truncated) from €100 (spec core §9). */
export function euros(minor: number): string {
  if (minor < 10_000) return `€${(minor / 100).toFixed(2)}`;
  return `€${new Intl.NumberFormat('en').format(Math.trunc(minor / 100))}`;
}
