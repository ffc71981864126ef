import { randomBytes } from 'node:crypto';
import { depositBodySchema, depositSchema, errorBodySchema, ledgerResponseSchema, withdrawalBodySchema, withdrawalSchema, type AccountDto } from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../shared-schemas';
import { depositPage } from './deposit-page';
import type { WalletService } from './service';

export interface WalletRoutesOptions {
  wallet: WalletService;
  webOrigin: string;
  /** The signed-in user's accounts for the deposit page, or null for a visitor. */
  pageAccounts: (request: FastifyRequest) => Promise<AccountDto[] | null>;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const uid = (request: { userId: number | null }) => request.userId ?? 0;

/** Wallet under /platform/wallet: quick deposit (test card), pending completion, withdrawal, ledger, deposit page. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, options) => {
  const { wallet } = options;
  const tags = ['platform: wallet'];
  const auth = { preHandler: app.requireSession };

  app.post('/wallet/deposits', { ...auth, schema: { tags, summary: 'Quick deposit with the test payment method', body: depositBodySchema, response: { 201: depositSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await wallet.deposit(uid(request), request.body)));

  app.post('/wallet/deposits/:id/complete', { ...auth, schema: { tags, summary: 'Complete a pending test deposit (the bank step)', params: idParamsSchema, response: { 200: depositSchema, ...errors } } },
    (request) => wallet.completeDeposit(uid(request), request.params.id));

  app.post('/wallet/withdrawals', { ...auth, schema: { tags, summary: 'Withdraw (test payment method)', body: withdrawalBodySchema, response: { 201: withdrawalSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await wallet.withdraw(uid(request), request.body.amount, request.body.currency)));

  app.get('/wallet/ledger', { ...auth, schema: { tags, summary: "The player's ledger entries, newest first", response: { 200: ledgerResponseSchema, ...errors } } },
    async (request) => ({ data: await wallet.ledger(uid(request)) }));

  app.get('/wallet/deposit', { schema: { tags, summary: 'Deposit page for the deposit iframe modal (HTML)' } }, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const csp = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "form-action 'none'",
      "base-uri 'none'",
      `frame-ancestors 'self' ${options.webOrigin}`,
    ].join('; ');
    reply.removeHeader('x-frame-options');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .send(depositPage({ nonce, webOrigins: [options.webOrigin], accounts: await options.pageAccounts(request) }));
  });
};
