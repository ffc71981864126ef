import { expect, test, type Browser, type Page } from '@playwright/test';
import { deleteChatMessage, muteInChat } from './support/operator';
import { api, appHeader, confirmedUser, signInThroughModal } from './support/player';
import { football } from './support/slip';

// Issue 25 "Chat" (docs/chat.md): two players in two browsers see each other's messages live on a
// match's CHAT tab; markup and links stay text; an operator's delete leaves every open chat; a
// muted player cannot post.

async function playerOnChat(browser: Browser, email: string, path: string): Promise<{ page: Page; userId: number; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  const tab = page.getByRole('tab', { name: 'Chat' });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Chat messages' })).toBeVisible({ timeout: 20_000 });
  const player = (await (await page.request.get(`${api}/platform/player`, { headers: appHeader })).json()) as { id: number };
  return { page, userId: player.id, close: () => context.close() };
}

async function post(page: Page, text: string): Promise<void> {
  await page.getByLabel('Your message').fill(text);
  await page.getByLabel('Your message').press('Enter');
}

test('two players chat live; markup stays text; a deleted message leaves both; a muted player cannot post', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const [match] = await football(request, 0, 1);
  const path = `/${match!.sport.key}/${match!.slug}`;
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const ana = await playerOnChat(browser, await confirmedUser(request, 'chat-ana'), path);
  const ben = await playerOnChat(browser, await confirmedUser(request, 'chat-ben'), path);
  const anaLog = ana.page.getByRole('log', { name: 'Chat messages' });
  const benLog = ben.page.getByRole('log', { name: 'Chat messages' });

  const markup = `<b>hello</b> from ana https://example.com ${tag}`;
  await post(ana.page, markup);
  await expect(ana.page.getByLabel('Your message')).toHaveValue('');
  await expect(benLog.getByTestId('chat-message').filter({ hasText: markup })).toBeVisible({ timeout: 15_000 });
  await expect(benLog.locator('a, b')).toHaveCount(0);

  await post(ben.page, `hi ana ${tag}`);
  await expect(anaLog.getByTestId('chat-message').filter({ hasText: `hi ana ${tag}` })).toBeVisible({ timeout: 15_000 });

  // The operator deletes Ana's message: it leaves both open chats.
  const id = Number(await anaLog.getByTestId('chat-message').filter({ hasText: markup }).getAttribute('data-message-id'));
  await deleteChatMessage(request, id);
  await expect(benLog.getByTestId('chat-message').filter({ hasText: markup })).toHaveCount(0, { timeout: 15_000 });
  await expect(anaLog.getByTestId('chat-message').filter({ hasText: markup })).toHaveCount(0, { timeout: 15_000 });

  // Muted, Ben cannot post: he is told why and Ana sees nothing.
  await muteInChat(request, ben.userId, true);
  try {
    await post(ben.page, `muted words ${tag}`);
    await expect(ben.page.getByTestId('chat-status')).toHaveText('You have been muted and cannot post in the chat.');
    await expect(ben.page.getByLabel('Your message')).toHaveValue(`muted words ${tag}`);
    await post(ana.page, `still here ${tag}`);
    await expect(benLog.getByTestId('chat-message').filter({ hasText: `still here ${tag}` })).toBeVisible({ timeout: 15_000 });
    await expect(anaLog.getByTestId('chat-message').filter({ hasText: `muted words ${tag}` })).toHaveCount(0);
  } finally {
    await muteInChat(request, ben.userId, false);
  }

  // A newly opened page reads the recent history.
  await ben.page.reload();
  await ben.page.getByRole('tab', { name: 'Chat' }).click();
  await expect(benLog.getByTestId('chat-message').filter({ hasText: `still here ${tag}` })).toBeVisible({ timeout: 20_000 });
  await ana.close();
  await ben.close();
});
