import { expect, test, type Locator } from '@playwright/test';
import { confirmedUser, signInAndDeposit } from './support/player';
import { footballPaths, pickFirstPrice } from './support/slip';

// Issue 18 point 1: a stake that is not an amount never places anything and says why; a valid
// stake places exactly the amount shown (never a valid prefix of what was typed).

const NOT_A_NUMBER = 'Not a number: type the stake in digits, such as 10 or 2.5.';
const INVALID_STAKES: [string, string][] = [
  ['5x', NOT_A_NUMBER],
  ['1.234', 'Enter an amount with at most 2 decimals.'],
  ['1e3', NOT_A_NUMBER],
  ['abc', NOT_A_NUMBER],
  ['-1', 'The stake cannot be negative.'],
];

/** Types each invalid stake, then tries the button and the Enter key: nothing is sent, the message shows. */
async function refusesInvalidStakes(panel: Locator, placements: () => number): Promise<void> {
  const stake = panel.getByTestId('stake-0');
  await stake.fill('');
  await expect(panel.getByText('Enter a stake to place the bet.')).toBeVisible();
  // aria-disabled keeps the button focusable; a press must still send nothing.
  await panel.getByTestId('place-bet').click({ force: true });
  for (const [typed, message] of INVALID_STAKES) {
    await stake.fill('7');
    await stake.fill(typed);
    await expect(stake).toHaveValue(typed);
    await expect(panel.getByTestId('stake-0-problem')).toHaveText(message);
    await expect(panel.getByTestId('place-bet')).toHaveAttribute('aria-disabled', 'true');
    await expect(panel.getByTestId('potential-win-0')).toHaveText('€0.00');
    await panel.getByTestId('place-bet').click({ force: true });
    await stake.press('Enter');
  }
  await expect(panel.getByTestId('slip-success')).toHaveCount(0);
  expect(placements()).toBe(0);
}

test('invalid stakes never place; a valid stake places exactly the amount shown', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = await confirmedUser(request, 'stakes');
  const paths = await footballPaths(request, 0, 3);
  const sent: { stake: { value: number } }[][] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/sportsbook/v3/bets') sent.push((req.postDataJSON() as { bets: { stake: { value: number } }[] }).bets);
  });
  await page.goto('/');
  await signInAndDeposit(page, email, '20');

  // Single.
  await page.goto(paths[0]!);
  await pickFirstPrice(page);
  const panel = page.getByTestId('ticket-panel');
  await expect(panel).toBeVisible();
  await refusesInvalidStakes(panel, () => sent.length);

  // Combo and system over three matches.
  await panel.getByTestId('ticket-panel-close').click();
  for (const path of paths.slice(1)) {
    await page.goto(path);
    await pickFirstPrice(page);
  }
  await page.getByTestId('slip-button').click();
  await expect(panel.getByTestId('slip-selection')).toHaveCount(3);
  await panel.getByTestId('bet-type-combo').click();
  await expect(panel.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');
  await refusesInvalidStakes(panel, () => sent.length);
  await panel.getByTestId('bet-type-system').click();
  await expect(panel.getByTestId('bet-type-system')).toHaveAttribute('aria-pressed', 'true');
  await refusesInvalidStakes(panel, () => sent.length);

  // Quick bet stake: no amount, no approval.
  await panel.getByTestId('quick-bet-toggle').check();
  const quickStake = panel.getByTestId('quick-bet-stake');
  for (const [typed, message] of INVALID_STAKES) {
    await quickStake.fill('3');
    await expect(panel.getByTestId('quick-bet-approve')).toBeEnabled();
    await quickStake.fill(typed);
    await expect(panel.getByTestId('quick-bet-stake-problem')).toHaveText(message);
    await expect(panel.getByTestId('quick-bet-approve')).toBeDisabled();
  }
  await quickStake.fill('');
  await panel.getByTestId('quick-bet-toggle').uncheck();

  // A valid stake after an invalid one places exactly what is shown.
  await panel.getByTestId('bet-type-combo').click();
  const stake = panel.getByTestId('stake-0');
  await stake.fill('5x');
  await stake.fill('1.23');
  await expect(panel.getByTestId('stake-0-problem')).toHaveCount(0);
  await panel.getByTestId('place-bet').click();
  const success = panel.getByTestId('slip-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByTestId('placed-bet')).toContainText('Stake €1.23');
  expect(sent).toEqual([[expect.objectContaining({ stake: expect.objectContaining({ value: 123 }) })]]);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('€18.77');
});
