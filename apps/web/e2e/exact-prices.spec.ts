import { expect, test, type Page } from '@playwright/test';
import { formatOdds, isLadderPrice, ladderPrices, ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain';
import { api, confirmedUser, signInAndDeposit } from './support/player';
import { football, money, openPanel, pickHome } from './support/slip';

// Issue 18 point 2: the price shown is the price settled. Every leg is a price of the ladder; in
// each of the seven odds formats the slip and my bets show the prices the bet was placed at, and
// the potential win shown before placing is what settlement pays, to the cent.

interface PlacedBetDto {
  id: string;
  odds: number;
  potential_win_amount: number;
  win_amount: number | null;
  selections: { odds: number }[];
}

/** The player's odds format, saved in their settings as the format switcher does, then a reload. */
async function setOddsFormat(page: Page, format: OddsFormat): Promise<void> {
  const saved = await page.evaluate(async (oddsType) => {
    const { token } = (await (await fetch('/platform/sportsbook_token', { method: 'POST', headers: { 'x-sportsbook-app': 'web' } })).json()) as { token: string };
    const response = await fetch('/sportsbook/v1/settings', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ odds_type: oddsType }),
    });
    return response.ok;
  }, format);
  expect(saved).toBe(true);
  await page.reload();
}

/**
 * The rungs of the ladder a price text stands for in a format. A shown price is exact when it
 * names one rung only, the price placed: decimal, fractional, Hong Kong and Malaysian show the rung
 * itself, American, Indonesian and percent a rounding of it that no neighbouring rung shares.
 */
function rungsShownAs(text: string, format: OddsFormat): number[] {
  return ladderPrices().filter((rung) => formatOdds(rung / 1000, format) === text);
}

test('a combo shows in all seven formats the prices it is placed at, and pays the potential win shown', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = await confirmedUser(request, 'prices');
  const matches = await football(request, 0, 3);
  await page.goto('/');
  await signInAndDeposit(page, email, '50');
  for (const match of matches) await pickHome(page, match);
  let panel = await openPanel(page);
  await panel.getByTestId('bet-type-combo').click();
  await expect(panel.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');
  await panel.getByTestId('stake-0').fill('30');

  // The slip's legs, as stored, are ladder prices.
  const legs = await page.evaluate(() => (JSON.parse(localStorage.getItem('bets') ?? '[]') as { selections: { odds: number }[] }[])[0]!.selections.map((s) => s.odds));
  expect(legs).toHaveLength(3);
  for (const odds of legs) expect(isLadderPrice(Math.round(odds * 1000)), `${odds} on the ladder`).toBe(true);

  const shownWin = await panel.getByTestId('potential-win-0').textContent();
  const shownTotal: Record<string, string> = {};
  for (const format of ODDS_FORMATS) {
    await setOddsFormat(page, format);
    panel = await openPanel(page);
    await expect(panel.getByTestId('selection-odds')).toHaveText(legs.map((odds) => formatOdds(odds, format)));
    for (const [index, shown] of (await panel.getByTestId('selection-odds').allInnerTexts()).entries()) {
      expect(rungsShownAs(shown.trim(), format), `${format} "${shown}" names only the price ${legs[index]}`).toEqual([Math.round((legs[index] ?? 0) * 1000)]);
    }
    shownTotal[format] = (await panel.getByTestId('total-odds-0').textContent()) ?? '';
    await expect(panel.getByTestId('potential-win-0')).toHaveText(shownWin ?? '');
  }

  // Place it (decimal again); the bet is stored at exactly the prices and potential win shown.
  await setOddsFormat(page, 'decimal');
  panel = await openPanel(page);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/sportsbook/v3/bets');
  await panel.getByTestId('place-bet').click();
  const { data } = (await (await answer).json()) as { data: PlacedBetDto[] };
  const bet = data[0]!;
  expect(bet.selections.map((selection) => selection.odds)).toEqual(legs);
  expect(money(bet.potential_win_amount)).toBe(shownWin);
  for (const format of ODDS_FORMATS) expect(shownTotal[format], format).toBe(formatOdds(bet.odds, format));
  await expect(panel.getByTestId('slip-success')).toBeVisible();
  await panel.getByRole('button', { name: 'Continue' }).click();

  // The three matches end 3-0 for the home sides: the combo wins and pays exactly the potential win shown.
  for (const match of matches) {
    const finish = await request.post(`${api}/sportsbook/dev/feed/matches/${match.id}/finish`, { data: { score: { home: 3, away: 0 } } });
    expect(finish.status()).toBe(200);
  }
  panel = await openPanel(page);
  await panel.getByRole('tab', { name: 'My bets' }).click();
  const card = panel.getByTestId('bet-card');
  await expect(card.getByTestId('bet-outcome')).toHaveText('Won', { timeout: 30_000 });
  await expect(card.getByTestId('bet-win-amount')).toHaveText(shownWin ?? '');

  // My bets shows the placed prices in every format.
  for (const format of ODDS_FORMATS) {
    await setOddsFormat(page, format);
    panel = await openPanel(page);
    await panel.getByRole('tab', { name: 'My bets' }).click();
    const settled = panel.getByTestId('bet-card');
    await expect(settled.getByTestId('bet-odds')).toHaveText(formatOdds(bet.odds, format));
    await expect(settled.getByTestId('bet-selection-odds')).toHaveText(legs.map((odds) => formatOdds(odds, format)));
    await expect(settled.getByTestId('bet-win-amount')).toHaveText(shownWin ?? '');
  }
});
