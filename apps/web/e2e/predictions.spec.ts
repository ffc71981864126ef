import { expect, test } from '@playwright/test';
import { api, appHeader, confirmedUser, signInThroughModal } from './support/player';
import { football } from './support/slip';

// Issue 25 "Predictions (vote)": a match's "who will win?" card. A player's vote counts once, and
// another page open on the match sees the shares move live (vote_changed on the match channel).
test('a vote counts once and another open page sees the shares move live', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const email = await confirmedUser(request, 'vote');
  const [match] = await football(request, 0, 1);
  const path = `/${match!.sport.key}/${match!.slug}`;

  // A visitor watching the same match in another browser.
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto(path);
  const watched = watcher.getByTestId('prediction');
  await expect(watched.getByRole('heading', { name: 'Who will win?' })).toBeVisible({ timeout: 20_000 });
  await expect(watcher.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  const before = Number(/\d+/.exec((await watched.getByTestId('prediction-total').textContent()) ?? '')?.[0] ?? '0');

  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
  const card = page.getByTestId('prediction');
  const choices = card.getByRole('group', { name: 'Your prediction' });
  await choices.getByRole('button', { name: 'Draw' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText('Thanks, your vote is in.');
  await expect(choices).toHaveCount(0);
  await expect(card.getByTestId('prediction-share').filter({ hasText: 'your vote' })).toHaveAttribute('data-answer', 'X');
  const total = before + 1;
  await expect(card.getByTestId('prediction-total')).toHaveText(total === 1 ? '1 vote' : `${total} votes`);

  // The watcher's page follows without a reload.
  await expect(watched.getByTestId('prediction-total')).toHaveText(total === 1 ? '1 vote' : `${total} votes`, { timeout: 15_000 });

  // Once: a second vote through the API is refused, and a reload shows the same vote and count.
  const { token } = (await (await page.request.post(`${api}/platform/sportsbook_token`, { headers: appHeader })).json()) as { token: string };
  const again = await page.request.post(`${api}/sportsbook/v1/vote`, { headers: { authorization: `Bearer ${token}` }, data: { prediction_id: `match:${match!.id}:winner`, data: '1' } });
  expect(again.status()).toBe(409);
  await page.reload();
  await expect(card.getByTestId('prediction-total')).toHaveText(total === 1 ? '1 vote' : `${total} votes`, { timeout: 20_000 });
  await expect(card.getByTestId('prediction-share').filter({ hasText: 'your vote' })).toHaveAttribute('data-answer', 'X');
  await expect(card.getByRole('group', { name: 'Your prediction' })).toHaveCount(0);
  await watcherContext.close();
});
