import { accountsResponseSchema, depositSchema, ledgerResponseSchema, TEST_CARDS, withdrawalSchema, withdrawalsResponseSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/modules/wallet/payments';
import { buildAccounts, call, registeredPlayer, type AccountsContext } from './helper';

/** Payments (issue 21, docs/payments.md): the provider's signed webhook, withdrawals and their states. */
const SECRET = 'payments-test-webhook-secret-0123456789';
const OPERATOR_KEY = 'payments-tests-operator-key-0123456789abc';

let context: AccountsContext;
beforeAll(async () => {
  context = await buildAccounts({ paymentWebhook: { secret: SECRET, toleranceSeconds: 300 } }, { operatorApiKey: OPERATOR_KEY });
});
afterAll(async () => context.close());

const nowSeconds = () => Math.floor(context.clock.now() / 1000);

/** Posts a webhook as the provider would: the raw body and its signature (`secret`, `at` seconds) unless overridden. */
async function webhook(body: unknown, options: { secret?: string; at?: number; signature?: string | null; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  const signature = options.signature === undefined ? signWebhook(options.secret ?? SECRET, raw, options.at ?? nowSeconds()) : options.signature;
  const response = await context.app.inject({
    method: 'POST',
    url: '/platform/payments/webhooks/test_card',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-payment-signature': signature }) },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json<{ result?: string; error?: { code: string } }>() };
}

const eur = async (cookie: string) => accountsResponseSchema.parse((await call(context.app, 'GET', '/platform/player/accounts', { cookie })).body).data.find((account) => account.currency === 'EUR')?.balance;
const ledger = async (cookie: string) => ledgerResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/ledger', { cookie })).body).data;
const cashLedgerSum = async (cookie: string) => (await ledger(cookie)).filter((entry) => entry.money === 'cash').reduce((sum, entry) => sum + entry.amount, 0);
const pendingDeposit = async (cookie: string, amount: number) => depositSchema.parse((await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount, card_number: TEST_CARDS.pending } })).body);
const withdraw = (cookie: string, amount: number) => call<{ error: { code: string } }>(context.app, 'POST', '/platform/wallet/withdrawals', { cookie, body: { amount } });
const operatorDecides = (id: number, status: string, key: string | null = OPERATOR_KEY) =>
  context.app.inject({ method: 'POST', url: `/sportsbook/v1/operator/withdrawals/${id}`, headers: key ? { 'x-operator-key': key } : {}, payload: { status } });

describe('the signed payment webhook', () => {
  it('completes a pending deposit once: a replayed event changes nothing', async () => {
    const cookie = await registeredPlayer(context.app, 'hook-ok@example.com');
    const deposit = await pendingDeposit(cookie, 2_000);
    expect(deposit).toMatchObject({ status: 'pending', balance: 0 });
    expect(await eur(cookie)).toBe(0);
    const published: string[] = [];
    const stop = context.publisher.subscribe((_channel, publication) => published.push(publication.event_name));
    const event = { id: 'evt_ok_1', type: 'deposit.succeeded', data: { id: deposit.id, amount: 2_000, currency: 'EUR' } };
    expect(await webhook(event)).toEqual({ status: 200, body: { result: 'applied' } });
    expect(await eur(cookie)).toBe(2_000);
    // The same event again, at once or re-signed later: one credit.
    expect(await webhook(event)).toEqual({ status: 200, body: { result: 'duplicate' } });
    context.clock.advance(60_000);
    expect(await webhook(event)).toEqual({ status: 200, body: { result: 'duplicate' } });
    // Another event id about the settled deposit (a late failure) changes nothing either.
    expect(await webhook({ ...event, id: 'evt_ok_2', type: 'deposit.failed' })).toEqual({ status: 200, body: { result: 'ignored' } });
    stop();
    expect(await eur(cookie)).toBe(2_000);
    expect((await ledger(cookie)).map((entry) => [entry.kind, entry.amount])).toEqual([['deposit', 2_000]]);
    expect(published).toEqual(expect.arrayContaining(['balance_changed', 'payment_notification']));
    // The test card's bank step finds it settled.
    expect((await call(context.app, 'POST', `/platform/wallet/deposits/${deposit.id}/complete`, { cookie })).status).toBe(404);
  });

  it('refuses a forged, altered, unsigned or stale webhook (401) and changes nothing', async () => {
    const cookie = await registeredPlayer(context.app, 'hook-forged@example.com');
    const deposit = await pendingDeposit(cookie, 5_000);
    const event = { id: 'evt_forged', type: 'deposit.succeeded', data: { id: deposit.id, amount: 5_000, currency: 'EUR' } };
    const raw = JSON.stringify(event);
    const refusals = [
      await webhook(event, { secret: 'another-secret-another-secret-0123456789' }),
      await webhook(event, { signature: null }),
      await webhook(event, { signature: 'garbage' }),
      await webhook(event, { signature: `t=${nowSeconds()},v1=${'0'.repeat(64)}` }),
      // Signed for one body, sent with another (amount raised).
      await webhook(event, { raw: raw.replace('5000', '9000'), signature: signWebhook(SECRET, raw, nowSeconds()) }),
      // Signed right, but too old or too far ahead: a captured request replayed later.
      await webhook(event, { at: nowSeconds() - 301 }),
      await webhook(event, { at: nowSeconds() + 301 }),
    ];
    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 401, body: { error: { code: 'WEBHOOK_SIGNATURE_INVALID' } } });
    expect(await eur(cookie)).toBe(0);
    // Not even recorded: the genuine event, once it comes, still applies.
    expect(await webhook(event, { at: nowSeconds() - 299 })).toEqual({ status: 200, body: { result: 'applied' } });
    expect(await eur(cookie)).toBe(5_000);
  });

  it('refuses a signed event naming another amount or currency (422), a payment that is not there (404) and a body that is not an event (400)', async () => {
    const cookie = await registeredPlayer(context.app, 'hook-mismatch@example.com');
    const deposit = await pendingDeposit(cookie, 1_500);
    expect((await webhook({ id: 'evt_m1', type: 'deposit.succeeded', data: { id: deposit.id, amount: 15_000, currency: 'EUR' } })).body.error?.code).toBe('WEBHOOK_MISMATCH');
    expect((await webhook({ id: 'evt_m2', type: 'deposit.succeeded', data: { id: deposit.id, amount: 1_500, currency: 'USD' } })).status).toBe(422);
    expect((await webhook({ id: 'evt_m3', type: 'deposit.succeeded', data: { id: 999_999, amount: 1_500, currency: 'EUR' } })).status).toBe(404);
    expect((await webhook({ id: 'evt_m4', type: 'deposit.refunded', data: { id: deposit.id, amount: 1_500, currency: 'EUR' } })).status).toBe(400);
    expect((await webhook(null, { raw: 'not json' })).status).toBe(400);
    expect(await eur(cookie)).toBe(0);
    // The refused ids were not spent: the right event with one of them applies.
    expect((await webhook({ id: 'evt_m1', type: 'deposit.failed', data: { id: deposit.id, amount: 1_500, currency: 'EUR' } })).body).toEqual({ result: 'applied' });
    expect(await eur(cookie)).toBe(0);
    expect((await call(context.app, 'POST', `/platform/wallet/deposits/${deposit.id}/complete`, { cookie })).status).toBe(404);
  });

  it('keeps deposit limits binding on pending deposits, and a failed one frees the limit', async () => {
    const cookie = await registeredPlayer(context.app, 'hook-limit@example.com');
    expect((await call(context.app, 'POST', '/platform/user_limits', { cookie, body: { type: 'deposit', amount: 1_000, currency: 'EUR', period: 'day' } })).status).toBe(201);
    const first = await pendingDeposit(cookie, 800);
    const refused = await call<{ error: { code: string } }>(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 300, card_number: TEST_CARDS.pending } });
    expect(refused.body.error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect((await webhook({ id: 'evt_l1', type: 'deposit.failed', data: { id: first.id, amount: 800, currency: 'EUR' } })).body).toEqual({ result: 'applied' });
    expect((await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 300 } })).status).toBe(201);
    expect(await eur(cookie)).toBe(300);
  });

  it('serves no webhook without a configured secret', async () => {
    const bare = await buildAccounts();
    try {
      const response = await bare.app.inject({ method: 'POST', url: '/platform/payments/webhooks/test_card', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('withdrawals', () => {
  it('debits at the request, lists it pending, and a cancel returns the money through the ledger', async () => {
    const cookie = await registeredPlayer(context.app, 'wd-cancel@example.com');
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 10_000 } });
    const requested = await withdraw(cookie, 2_500);
    expect(requested.status).toBe(201);
    const withdrawal = withdrawalSchema.parse(requested.body);
    expect(withdrawal).toMatchObject({ status: 'pending', amount: 2_500, currency: 'EUR', balance: 7_500 });
    expect(await eur(cookie)).toBe(7_500);
    const listed = withdrawalsResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/withdrawals', { cookie })).body).data;
    expect(listed).toEqual([expect.objectContaining({ id: withdrawal.id, status: 'pending', amount: 2_500 })]);
    const other = await registeredPlayer(context.app, 'wd-other@example.com');
    expect((await call(context.app, 'POST', `/platform/wallet/withdrawals/${withdrawal.id}/cancel`, { cookie: other })).status).toBe(404);
    expect(withdrawalsResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/withdrawals', { cookie: other })).body).data).toEqual([]);
    const cancelled = await call(context.app, 'POST', `/platform/wallet/withdrawals/${withdrawal.id}/cancel`, { cookie });
    expect(withdrawalSchema.parse(cancelled.body)).toMatchObject({ status: 'cancelled', balance: 10_000 });
    expect(await eur(cookie)).toBe(10_000);
    const again = await call<{ error: { code: string } }>(context.app, 'POST', `/platform/wallet/withdrawals/${withdrawal.id}/cancel`, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect((await ledger(cookie)).map((entry) => [entry.kind, entry.amount])).toEqual([['withdrawal_cancelled', 2_500], ['withdrawal', -2_500], ['deposit', 10_000]]);
    expect(await cashLedgerSum(cookie)).toBe(10_000);
    // Processing a cancelled withdrawal is refused; the money stays.
    expect((await operatorDecides(withdrawal.id, 'processed')).statusCode).toBe(409);
    expect(await eur(cookie)).toBe(10_000);
  });

  it('is processed by the operator (money gone) or fails (money back); a processed one cannot be cancelled', async () => {
    const cookie = await registeredPlayer(context.app, 'wd-operator@example.com');
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 5_000 } });
    const paid = withdrawalSchema.parse((await withdraw(cookie, 1_000)).body);
    const failed = withdrawalSchema.parse((await withdraw(cookie, 2_000)).body);
    expect(await eur(cookie)).toBe(2_000);
    expect((await operatorDecides(paid.id, 'processed', null)).statusCode).toBe(401);
    expect((await operatorDecides(paid.id, 'processed', 'wrong-key-wrong-key-wrong-key-0123456789')).statusCode).toBe(401);
    const processed = await operatorDecides(paid.id, 'processed');
    expect(processed.statusCode).toBe(200);
    expect(withdrawalSchema.parse(processed.json())).toMatchObject({ status: 'processed', balance: 2_000 });
    expect((await call(context.app, 'POST', `/platform/wallet/withdrawals/${paid.id}/cancel`, { cookie })).status).toBe(409);
    expect(withdrawalSchema.parse((await operatorDecides(failed.id, 'failed')).json())).toMatchObject({ status: 'failed', balance: 4_000 });
    expect((await operatorDecides(failed.id, 'processed')).statusCode).toBe(409);
    expect(await eur(cookie)).toBe(4_000);
    expect(await cashLedgerSum(cookie)).toBe(4_000);
    const statuses = withdrawalsResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/withdrawals', { cookie })).body).data.map((item) => item.status);
    expect(statuses).toEqual(['failed', 'processed']);
    expect((await operatorDecides(999_999, 'processed')).statusCode).toBe(404);
  });

  it('is processed or failed by the webhook once; a cancel after it is refused', async () => {
    const cookie = await registeredPlayer(context.app, 'wd-hook@example.com');
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 3_000 } });
    const first = withdrawalSchema.parse((await withdraw(cookie, 1_000)).body);
    const second = withdrawalSchema.parse((await withdraw(cookie, 1_000)).body);
    const paidEvent = { id: 'evt_wd_1', type: 'withdrawal.processed', data: { id: first.id, amount: 1_000, currency: 'EUR' } };
    expect((await webhook(paidEvent)).body).toEqual({ result: 'applied' });
    expect((await webhook(paidEvent)).body).toEqual({ result: 'duplicate' });
    const failedEvent = { id: 'evt_wd_2', type: 'withdrawal.failed', data: { id: second.id, amount: 1_000, currency: 'EUR' } };
    expect((await webhook(failedEvent)).body).toEqual({ result: 'applied' });
    expect((await webhook(failedEvent)).body).toEqual({ result: 'duplicate' });
    expect((await webhook({ ...failedEvent, id: 'evt_wd_3', data: { ...failedEvent.data, id: first.id } })).body).toEqual({ result: 'ignored' });
    expect((await call(context.app, 'POST', `/platform/wallet/withdrawals/${first.id}/cancel`, { cookie })).status).toBe(409);
    expect(await eur(cookie)).toBe(2_000);
    expect(await cashLedgerSum(cookie)).toBe(2_000);
  });

  it('never pays out more than the withdrawable cash: bonus money is not withdrawable', async () => {
    const cookie = await registeredPlayer(context.app, 'wd-bonus@example.com');
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 1_000 } });
    const userId = (await call<{ id: number }>(context.app, 'GET', '/platform/player', { cookie })).body.id;
    const operator = (url: string, payload: Record<string, unknown>) => context.app.inject({ method: 'POST', url: `/sportsbook/v1/operator${url}`, headers: { 'x-operator-key': OPERATOR_KEY }, payload });
    const campaign = await operator('/campaigns', { type: 'freebet', name: 'Free bet 5', amounts: { EUR: 500 }, min_odds: 1.5, expiry: '2099-01-01T00:00:00.000Z' });
    expect(campaign.statusCode).toBe(201);
    expect((await operator(`/campaigns/${campaign.json<{ data: { id: number } }>().data.id}/issue`, { user_ids: [userId] })).statusCode).toBe(200);
    await context.app.bonuses.worker.drain();
    const bonus = (await ledger(cookie)).filter((entry) => entry.money === 'bonus').reduce((sum, entry) => sum + entry.amount, 0);
    expect(bonus).toBe(500);
    const beyond = await withdraw(cookie, 1_001);
    expect(beyond.status).toBe(422);
    expect(beyond.body.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(withdrawalSchema.parse((await withdraw(cookie, 1_000)).body)).toMatchObject({ status: 'pending', balance: 0 });
    expect((await withdraw(cookie, 1)).status).toBe(422);
  });

  it('refuses bad input (400), an unknown currency (422) and a visitor (401)', async () => {
    const cookie = await registeredPlayer(context.app, 'wd-input@example.com');
    for (const amount of [0, -5, 1.5, '10']) expect((await call(context.app, 'POST', '/platform/wallet/withdrawals', { cookie, body: { amount } })).status).toBe(400);
    expect((await call(context.app, 'POST', '/platform/wallet/withdrawals', { cookie, body: { amount: 100, currency: 'XYZ' } })).status).toBe(422);
    expect((await call(context.app, 'POST', '/platform/wallet/withdrawals', { body: { amount: 100 } })).status).toBe(401);
    expect((await call(context.app, 'GET', '/platform/wallet/withdrawals')).status).toBe(401);
    expect((await call(context.app, 'POST', '/platform/wallet/withdrawals/1/cancel')).status).toBe(401);
  });
});
