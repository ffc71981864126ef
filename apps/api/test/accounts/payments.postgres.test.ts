import { accountsResponseSchema, ledgerResponseSchema, withdrawalSchema, withdrawalsResponseSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/modules/wallet/payments';
import { buildAccounts, call, registeredPlayer, type AccountsContext } from './helper';

/**
 * Withdrawals racing each other and their cancels, payouts and webhooks, on PostgreSQL only
 * (`*.postgres.test.ts`: PGlite runs one transaction at a time, so nothing races there).
 */
const SECRET = 'payments-race-webhook-secret-0123456789';
const OPERATOR_KEY = 'payments-race-operator-key-0123456789abcd';

let context: AccountsContext;
beforeAll(async () => {
  context = await buildAccounts({ paymentWebhook: { secret: SECRET, toleranceSeconds: 300 } }, { operatorApiKey: OPERATOR_KEY });
});
afterAll(async () => context.close());

const eur = async (cookie: string) => accountsResponseSchema.parse((await call(context.app, 'GET', '/platform/player/accounts', { cookie })).body).data.find((account) => account.currency === 'EUR')?.balance ?? -1;
const ledgerSum = async (cookie: string) => ledgerResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/ledger', { cookie })).body).data.reduce((sum, entry) => sum + entry.amount, 0);

describe('racing withdrawals (PostgreSQL)', () => {
  it('lets 30 concurrent requests take no more than the cash: exactly 10 of 1,000 from 10,000', async () => {
    const cookie = await registeredPlayer(context.app, 'wd-race@example.com');
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 10_000 } });
    const results = await Promise.all(Array.from({ length: 30 }, () => call<{ error?: { code: string } }>(context.app, 'POST', '/platform/wallet/withdrawals', { cookie, body: { amount: 1_000 } })));
    expect(results.filter((result) => result.status === 201)).toHaveLength(10);
    expect(results.filter((result) => result.status !== 201).every((result) => result.status === 422 && result.body.error?.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await eur(cookie)).toBe(0);
    expect(await ledgerSum(cookie)).toBe(0);
  });

  it('lets one of a cancel, an operator payout and a webhook failure win each pending withdrawal, never two', async () => {
    const cookie = await registeredPlayer(context.app, 'wd-cancel-race@example.com');
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 20_000 } });
    const pending = await Promise.all(Array.from({ length: 20 }, async () => withdrawalSchema.parse((await call(context.app, 'POST', '/platform/wallet/withdrawals', { cookie, body: { amount: 1_000 } })).body)));
    expect(await eur(cookie)).toBe(0);
    const at = Math.floor(context.clock.now() / 1000);
    const outcomes = await Promise.all(pending.map(async (withdrawal) => {
      const raw = JSON.stringify({ id: `evt_race_${withdrawal.id}`, type: 'withdrawal.failed', data: { id: withdrawal.id, amount: 1_000, currency: 'EUR' } });
      const [cancel, cancelAgain, payout, hook] = await Promise.all([
        call(context.app, 'POST', `/platform/wallet/withdrawals/${withdrawal.id}/cancel`, { cookie }),
        call(context.app, 'POST', `/platform/wallet/withdrawals/${withdrawal.id}/cancel`, { cookie }),
        context.app.inject({ method: 'POST', url: `/sportsbook/v1/operator/withdrawals/${withdrawal.id}`, headers: { 'x-operator-key': OPERATOR_KEY }, payload: { status: 'processed' } }),
        context.app.inject({ method: 'POST', url: '/platform/payments/webhooks/test_card', headers: { 'content-type': 'application/json', 'x-payment-signature': signWebhook(SECRET, raw, at) }, payload: raw }),
      ]);
      const hookResult = hook.json<{ result: string }>().result;
      const winners = [cancel.status === 200, cancelAgain.status === 200, payout.statusCode === 200, hookResult === 'applied'].filter(Boolean).length;
      expect([cancel.status, cancelAgain.status, payout.statusCode].every((status) => status === 200 || status === 409)).toBe(true);
      expect(['applied', 'ignored']).toContain(hookResult);
      return winners;
    }));
    expect(outcomes).toEqual(pending.map(() => 1));
    const final = withdrawalsResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/withdrawals', { cookie })).body).data;
    const returned = final.filter((withdrawal) => withdrawal.status === 'cancelled' || withdrawal.status === 'failed').length * 1_000;
    expect(final.every((withdrawal) => withdrawal.status !== 'pending')).toBe(true);
    expect(await eur(cookie)).toBe(returned);
    expect(await ledgerSum(cookie)).toBe(returned);
  });
});
