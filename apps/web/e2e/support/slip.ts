import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiOrigin } from './ports';

/** Match pages and the ticket panel, shared by the betting specs. */
export interface MatchSummary {
  id: number;
  slug: string;
  sport: { key: string };
}

/** Football matches (goal sports take a final score from feed control): prematch (0) or live (1). */
export async function football(request: APIRequestContext, status: 0 | 1, count: number): Promise<MatchSummary[]> {
  const response = await request.get(`${apiOrigin}/sportsbook/v1/matches?match_status=${status}&type=match&sport_key=football&limit=20`);
  const { data } = (await response.json()) as { data: MatchSummary[] };
  expect(data.length).toBeGreaterThanOrEqual(count);
  return data.slice(0, count);
}

/** Presses the home outcome ("1") of the match page's 1x2 market. */
export async function pickHome(page: Page, match: MatchSummary): Promise<void> {
  await page.goto(`/${match.sport.key}/${match.slug}`);
  const market = page.getByTestId('market').filter({ has: page.getByRole('heading', { name: '1x2', exact: true }) }).first();
  const home = market.getByRole('button', { name: /^1, odds/ });
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
