import { expect, test, type APIResponse } from '@playwright/test';
import { apiOrigin } from './support/ports';
import { operatorKey } from './support/operator';
import { api, confirmedUser, signInAndDeposit } from './support/player';
import { football, openPanel, pickHome, placeAcceptingChanges } from './support/slip';

// Hunting and free-bet progress end to end (issue 23): an operator's hunting and free-bet progress
// through the operator routes; the player takes part in the hunting from /promotions (keyboard),
// places a bet from the slip, the match is finished through feed control, and the hunting's points
// and the progress's count move on the open page after the settlement (read again every 5 s).

/** A stake no other spec bets: both campaigns take only bets of at least this (other specs' bets do not count). */
const STAKE = '65.43';
const MIN_STAKE = 6_543;
const headers = { 'x-operator-key': operatorKey };

async function created(response: APIResponse): Promise<number> {
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id?: number; campaign_id?: number } };
  return data.campaign_id ?? data.id ?? 0;
}

test('a hunting\'s points and a free-bet progress move after a settled bet', async ({ page, request }) => {
  test.setTimeout(240_000);
  const operator = `${apiOrigin}/sportsbook/v1/operator`;
  const freebet = await created(await request.post(`${operator}/campaigns`, { headers, data: { type: 'freebet', name: 'E2E hunting prize', amounts: { EUR: 100 } } }));
  const hunting = await created(await request.post(`${operator}/huntings`, {
    headers,
    data: { name: 'E2E goal hunting', currency: 'EUR', min_stake: MIN_STAKE, stake_per_point: 100, points_per_freebet: 100, freebet_amount: 500, freebet_campaign_id: freebet },
  }));
  const amb = await created(await request.post(`${operator}/ambs`, {
    headers,
    data: {
      name: 'E2E free-bet progress', currency: 'EUR', min_stake: MIN_STAKE, freebet_campaign_id: freebet,
      amb_ranges: [{ number_of_bets: 1, number_of_freebets: 1, issued_bonus_amount: 300 }, { number_of_bets: 3, number_of_freebets: 2, issued_bonus_amount: 500 }],
    },
  }));
  try {
    const email = await confirmedUser(page.request, 'hunting');
    await page.goto('/');
    await signInAndDeposit(page, email, '200');

    await page.goto('/promotions');
    const card = page.getByRole('article', { name: 'E2E goal hunting' });
    await expect(card.getByTestId('hunting-status')).toHaveText('Available', { timeout: 30_000 });
    // Keyboard: the Take part button is reached and pressed without a mouse.
    const join = card.getByTestId('hunting-activate');
    await join.focus();
    await expect(join).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('hunting-status')).toHaveText('Active', { timeout: 20_000 });
    await expect(card.getByRole('status')).toHaveText('You are taking part: your bets from now on earn points.');
    await expect(card.getByTestId('hunting-points')).toHaveText('0');
    const progress = page.getByRole('article', { name: 'E2E free-bet progress' });
    await expect(progress.getByTestId('amb-progress')).toHaveText('0 of 3 bets');

    const [match] = await football(page.request, 0, 1);
    await pickHome(page, match!);
    const panel = await openPanel(page);
    await panel.getByLabel(/^Stake \(EUR\)$/).fill(STAKE);
    await placeAcceptingChanges(panel);

    await page.goto('/promotions');
    // Open: 65 points to come when it settles, none yet.
    await expect(card.getByTestId('hunting-potential')).toHaveText('65', { timeout: 30_000 });
    await expect(card.getByTestId('hunting-points')).toHaveText('0');
    const finish = await page.request.post(`${api}/sportsbook/dev/feed/matches/${match!.id}/finish`, { data: { score: { home: 2, away: 0 } } });
    expect(finish.status()).toBe(200);
    // Settled: the open page reads them again (no reload).
    await expect(card.getByTestId('hunting-points')).toHaveText('65', { timeout: 30_000 });
    await expect(card.getByTestId('hunting-bets')).toHaveText('1');
    await expect(card.getByTestId('hunting-progress')).toHaveText('65 of 100 points');
    await expect(progress.getByTestId('amb-progress')).toHaveText('1 of 3 bets', { timeout: 30_000 });
    await expect(progress.getByTestId('amb-range').first()).toContainText('reached');

    // 360 px: nothing wider than the screen; 1920 px: the cards sit side by side.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/promotions');
    await expect(card.getByTestId('hunting-points')).toHaveText('65', { timeout: 30_000 });
    await expect(progress.getByTestId('amb-progress')).toHaveText('1 of 3 bets');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const boxes = await Promise.all([card.boundingBox(), progress.boundingBox()]);
    expect(boxes.every((box) => box !== null && box.width < 1920 / 2)).toBe(true);

    // Arabic: the same view, its texts from the catalogue.
    await page.goto('/ar/promotions');
    await expect(page.getByRole('heading', { name: 'الصيد' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article', { name: 'E2E free-bet progress' }).getByTestId('amb-progress')).toHaveText(/^(1|١) من (3|٣) رهانات$/);
  } finally {
    await request.post(`${operator}/huntings/${hunting}/end`, { headers });
    await request.post(`${operator}/ambs/${amb}/end`, { headers });
  }
});
