import { expect, test } from '@playwright/test';
import { confirmedUser, signInAndDeposit } from './support/player';
import { football, openPanel, pickHome, placeAcceptingChanges } from './support/slip';

// System bets (issue 18 point 8): the stake is per line; the slip shows the lines and the total
// stake before placing, the total is what is charged, and My bets shows the bet's lines with
// their prices (not the product of all prices as its odds) and its max potential win.

/** The price of a line as the book rounds a combination: the exact product, down to hundredths. */
function linePrice(prices: readonly number[]): string {
  const thousandths = prices.reduce((product, price) => (product * Math.round(price * 1000)) / 1000, 1000);
  return (Math.floor(Math.round(thousandths) / 10) / 100).toFixed(2);
}

test('a 2/3 system is staked per line, charges its total and shows its lines in my bets', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await confirmedUser(request, 'system');
  const matches = await football(request, 0, 3);
  await page.goto('/');
  await signInAndDeposit(page, email, '20');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText('€20.00');

  for (const match of matches) await pickHome(page, match);
  const panel = await openPanel(page);
  await expect(panel.getByTestId('slip-selection')).toHaveCount(3);
  await panel.getByTestId('bet-type-combo').click();
  await panel.getByTestId('bet-type-system').click();
  await expect(panel.getByTestId('system-type')).toHaveValue('2/3');
  await expect(panel.getByTestId('system-type').locator('option:checked')).toHaveText('System 2/3 · 3 lines');

  // The stake is per line, and the slip says so with the lines and the total before placing.
  await panel.getByLabel('Stake per line (EUR)').fill('2');
  await expect(panel.getByTestId('lines-0')).toHaveText('3');
  await expect(panel.getByTestId('total-stake-0')).toHaveText('€6.00');
  await expect(panel.getByTestId('per-line-note-0')).toHaveText('The stake is per line: 3 lines × €2.00 = €6.00 in total.');
  await expect(panel.getByTestId('total-odds-0')).toHaveCount(0);

  const success = panel.getByTestId('slip-success');
  let shownWin = '';
  let prices: number[] = [];
  await expect(async () => {
    const accept = panel.getByTestId('accept-changes');
    if (await accept.isVisible()) await accept.click();
    shownWin = await panel.getByTestId('potential-win-0').innerText();
    prices = (await panel.getByTestId('selection-odds').allInnerTexts()).map(Number);
    await panel.getByTestId('place-bet').click({ timeout: 5_000 });
    await expect(success).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  const placed = success.getByTestId('placed-bet');
  await expect(placed).toContainText('Stake €6.00');
  await expect(placed).toContainText('System 2/3 · 3 lines');
  // The amount charged is the total shown: 3 lines × €2.00.
  await expect(balance).toHaveText('€14.00');
  await success.getByRole('button', { name: 'Continue' }).click();

  const myBets = await openPanel(page);
  await myBets.getByRole('tab', { name: 'My bets' }).click();
  const card = myBets.getByTestId('bet-card').first();
  await expect(card.getByRole('heading')).toContainText('System 2/3 · 3 lines');
  await expect(card.getByTestId('bet-stake')).toHaveText('€6.00 (3 × €2.00)');
  await expect(card.getByTestId('bet-odds')).toHaveCount(0);
  await expect(card.getByText('Max potential win')).toBeVisible();
  await expect(card.getByTestId('bet-potential-win')).toHaveText(shownWin);
  await card.getByRole('button', { name: 'Selections (3) and lines (3)' }).click();
  const lines = card.getByTestId('system-line');
  await expect(lines).toHaveCount(3);
  const [a, b, c] = prices as [number, number, number];
  await expect(card.getByTestId('system-line-odds')).toHaveText([linePrice([a, b]), linePrice([a, c]), linePrice([b, c])]);
  await expect(card.getByTestId('system-line-result')).toHaveText(['Open', 'Open', 'Open']);
  await expect(lines.first()).toContainText('Line 1: 1 (');
});

for (const width of [360, 1920]) {
  test(`a system bet's lines and total fit the slip at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const matches = await football(request, 0, 3);
    for (const match of matches) await pickHome(page, match);
    await page.setViewportSize({ width, height: 900 });
    const panel = await openPanel(page);
    await panel.getByTestId('bet-type-combo').click();
    await panel.getByTestId('bet-type-system').click();
    await panel.getByLabel('Stake per line (EUR)').fill('1.5');
    await expect(panel.getByTestId('total-stake-0')).toHaveText('€4.50');
    for (const box of [panel.getByTestId('per-line-note-0'), panel.getByTestId('system-type'), panel.getByTestId('total-stake-0')]) {
      await expect(box).toBeVisible();
      expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  });
}

test("a big system's lines in my bets are paged, by keyboard, and fit at 360 and 1920 px", async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = await confirmedUser(request, 'system-paged');
  const matches = await football(request, 0, 6);
  await page.goto('/');
  await signInAndDeposit(page, email, '30');
  for (const match of matches) await pickHome(page, match);
  const panel = await openPanel(page);
  await expect(panel.getByTestId('slip-selection')).toHaveCount(6);
  await panel.getByTestId('bet-type-combo').click();
  await panel.getByTestId('bet-type-system').click();
  await panel.getByTestId('system-type').selectOption('3/6');
  await panel.getByLabel('Stake per line (EUR)').fill('1');
  await expect(panel.getByTestId('lines-0')).toHaveText('20');
  await expect(panel.getByTestId('total-stake-0')).toHaveText('€20.00');
  await placeAcceptingChanges(panel);

  const myBets = await openPanel(page);
  await myBets.getByRole('tab', { name: 'My bets' }).click();
  const card = myBets.getByTestId('bet-card').first();
  await card.getByRole('button', { name: 'Selections (6) and lines (20)' }).click();
  const lines = card.getByTestId('system-line');
  await expect(lines).toHaveCount(10);
  const more = card.getByRole('button', { name: 'Show 10 more lines (10 of 20 shown)' });
  for (const width of [360, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const box of [more, lines.first(), lines.last()]) {
      await expect(box).toBeVisible();
      expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth), `fits at ${width} px`).toBe(true);
    }
  }
  // By keyboard: Enter on the button shows ten more and puts focus on the first of them.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(20);
  await expect(lines.nth(10)).toBeFocused();
  await expect(lines.nth(10)).toContainText('Line 11: ');
  const fewer = card.getByRole('button', { name: 'Show only the first 10 lines (of 20)' });
  await page.keyboard.press('Tab');
  await expect(fewer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(10);
  // The button stays where focus is, offering the ten lines again.
  await expect(more).toBeFocused();
});
