import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiOrigin } from './ports';

/**
 * Player set-up shared by the end-to-end specs, against the real API of the run (fresh database,
 * dev outbox, test deposits): accounts made through the platform API, sign-in and deposit through
 * the modals as a player does it.
 */
export const api = apiOrigin;
export const appHeader = { 'x-sportsbook-app': 'web' };
export const password = 'correct horse 42';

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

/** The newest link to `path` sent to `to`, read from the development outbox. */
export async function linkFromOutbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${api}/platform/dev/outbox?format=json`);
      const { data } = (await response.json()) as { data: OutboxMessage[] };
      link = data.filter((message) => message.to === to).flatMap((message) => message.body.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(path));
      return link ?? null;
    }, { timeout: 15_000 })
    .not.toBeNull();
  return link!;
}

/** A confirmed account made through the API (sign-up, then the confirmation link from the outbox). */
export async function confirmedUser(request: APIRequestContext, tag = 'e2e'): Promise<string> {
  const email = uniqueEmail(tag);
  const signUp = await request.post(`${api}/platform/users`, { headers: appHeader, data: { user: { email, password, password_confirmation: password } } });
  expect(signUp.status()).toBe(201);
  const link = new URL(await linkFromOutbox(request, email, '/users/confirmation'));
  const confirm = await request.get(`${api}/platform/users/confirmation?confirmation_token=${link.searchParams.get('confirmation_token')}`);
  expect(confirm.ok()).toBe(true);
  return email;
}

/** Fills the open sign-in modal; password hashing is slow on a busy 2-core machine. */
export async function signInThroughModal(page: Page, login: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail or phone').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** Signs in from the header, then deposits `amount` (in units, e.g. "50") with the test card. */
export async function signInAndDeposit(page: Page, email: string, amount: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);
  await header.getByRole('button', { name: 'Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Amount').fill(amount);
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('status').first()).toHaveText('Deposit successful.', { timeout: 30_000 });
  await deposit.getByRole('button', { name: 'Close' }).click();
  await expect(deposit).toBeHidden();
}

/**
 * Stakes the slip's one bet with `stake` euros, places it and waits for the SUCCESS view with the
 * one placed bet at that stake. Answers the placed bet, for the caller's own checks.
 */
export async function placeOneBet(panel: Locator, stake: string): Promise<Locator> {
  await panel.getByLabel('Stake (EUR)').fill(stake);
  await expect(panel.getByTestId('potential-win-0')).not.toHaveText('€0.00');
  await panel.getByTestId('place-bet').click();
  const success = panel.getByTestId('slip-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  const placed = success.getByTestId('placed-bet');
  await expect(placed).toHaveCount(1);
  await expect(placed).toContainText(`Stake €${Number(stake).toFixed(2)}`);
  return placed;
}
