import { accountsResponseSchema, ledgerResponseSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccounts, call, registeredPlayer, type AccountsContext } from './helper';

/**
 * Deposits racing against one deposit limit, on PostgreSQL only (`*.postgres.test.ts`: CI's
 * PostgreSQL run; PGlite runs one transaction at a time, so nothing races there).
 */
let context: AccountsContext;
beforeAll(async () => {
  context = await buildAccounts();
});
afterAll(async () => context.close());

describe('a deposit limit under concurrent deposits (PostgreSQL)', () => {
  it('lets 100 concurrent deposits together never pass one daily limit', async () => {
    const cookie = await registeredPlayer(context.app, 'limit-race@example.com');
    expect((await call(context.app, 'POST', '/platform/user_limits', { cookie, body: { type: 'deposit', amount: 1_000, currency: 'EUR', period: 'day' } })).status).toBe(201);
    const results = await Promise.all(Array.from({ length: 100 }, (_, index) =>
      call<{ error: { code: string } }>(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 30, ...(index % 4 === 0 ? { card_number: '4000000000003220' } : {}) } })));
    const accepted = results.filter((result) => result.status === 201).length;
    expect(results.filter((result) => result.status !== 201).every((result) => result.status === 422 && result.body.error.code === 'DEPOSIT_LIMIT_EXCEEDED')).toBe(true);
    expect(accepted).toBe(33);
    const balance = accountsResponseSchema.parse((await call(context.app, 'GET', '/platform/player/accounts', { cookie })).body).data.find((account) => account.currency === 'EUR')?.balance ?? 0;
    const ledger = ledgerResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/ledger', { cookie })).body).data;
    expect(balance).toBe(ledger.reduce((sum, entry) => sum + entry.amount, 0));
    expect(balance).toBeLessThanOrEqual(1_000);
  });
});
