import { randomBytes } from 'node:crypto';
import { depositBodySchema, depositSchema, errorBodySchema, ledgerResponseSchema, PAYMENT_SIGNATURE_HEADER, paymentWebhookResponseSchema, withdrawalBodySchema, withdrawalSchema, withdrawalsResponseSchema, type AccountDto } from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorHeadersSchema } from '../../plugins/operator';
import { idParamsSchema } from '../shared-schemas';
import { depositPage } from './deposit-page';
import type { WalletService } from './service';

export interface WalletRoutesOptions {
  wallet: WalletService;
  webOrigin: string;
  /** The signed-in user's accounts for the deposit page, or null for a visitor. */
  pageAccounts: (request: FastifyRequest) => Promise<AccountDto[] | null>;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const uid = (request: { userId: number | null }) => request.userId ?? 0;

/** Wallet under /platform/wallet: quick deposit (test card), pending completion, withdrawals, ledger, deposit page. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, options) => {
  const { wallet } = options;
  const tags = ['platform: wallet'];
  const auth = { preHandler: app.requireSession };

  app.post('/wallet/deposits', { ...auth, schema: { tags, summary: 'Quick deposit with the test payment method', body: depositBodySchema, response: { 201: depositSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await wallet.deposit(uid(request), request.body)));

  app.post('/wallet/deposits/:id/complete', { ...auth, schema: { tags, summary: 'Complete a pending test deposit (the bank step)', params: idParamsSchema, response: { 200: depositSchema, ...errors } } },
    (request) => wallet.completeDeposit(uid(request), request.params.id));

  app.post('/wallet/withdrawals', { ...auth, schema: { tags, summary: 'Ask for a withdrawal: the cash is debited at once and the withdrawal is pending until paid out (422 INSUFFICIENT_FUNDS beyond the withdrawable cash)', body: withdrawalBodySchema, response: { 201: withdrawalSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await wallet.requestWithdrawal(uid(request), request.body.amount, request.body.currency)));

  app.get('/wallet/withdrawals', { ...auth, schema: { tags, summary: "The player's withdrawals, newest first (at most 100)", response: { 200: withdrawalsResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await wallet.withdrawals(uid(request)) };
    });

  app.post('/wallet/withdrawals/:id/cancel', { ...auth, schema: { tags, summary: 'Cancel a pending withdrawal: the amount returns to the balance (409 WITHDRAWAL_NOT_PENDING once processed, failed or cancelled)', params: idParamsSchema, response: { 200: withdrawalSchema, ...errors } } },
    (request) => wallet.cancelWithdrawal(uid(request), request.params.id));

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

/**
 * The payment provider's webhook, under /platform outside the app-header (CSRF) scope: a
 * server-to-server call authenticated by its signature alone. The body is kept as sent (the
 * signature covers its exact bytes) and parsed only once verified. Served only with a secret.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/payments/webhooks/:provider', {
    schema: {
      tags: ['platform: wallet'],
      summary: "The payment provider's asynchronous result (signed: X-Payment-Signature t=…,v1=HMAC-SHA256 of \"t.body\"; an event id applies once)",
      params: z.object({ provider: z.string().min(1).max(40) }),
      headers: z.object({ [PAYMENT_SIGNATURE_HEADER]: z.string().max(1_000).optional() }),
      body: z.string().max(64 * 1024),
      response: { 200: paymentWebhookResponseSchema, ...errors },
    },
  }, (request) => wallet.webhook(request.params.provider, request.body, request.headers[PAYMENT_SIGNATURE_HEADER]));
};

/** Operator routes of payments (operator scope: X-Operator-Key, only with OPERATOR_API_KEY). */
export const paymentOperatorRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.post('/operator/withdrawals/:id', {
    schema: {
      tags: ['operator'],
      summary: 'Decide a pending withdrawal: processed (paid out) or failed (the amount returns to the player). 409 WITHDRAWAL_NOT_PENDING once decided or cancelled',
      headers: operatorHeadersSchema,
      params: idParamsSchema,
      body: z.object({ status: z.enum(['processed', 'failed']) }),
      response: { 200: withdrawalSchema, ...errors },
    },
  }, (request) => wallet.settleWithdrawal(request.params.id, request.body.status));

  // A player in a time-out or self-exclusion cannot sign in (issue 21), but their cash stays theirs:
  // the cashier pays it out as a withdrawal asked on their behalf (docs/payments.md).
  app.post('/operator/players/:id/withdrawals', {
    schema: {
      tags: ['operator'],
      summary: "Ask a withdrawal on a player's behalf (the cashier paying out an excluded player's cash): as POST /platform/wallet/withdrawals, pending until decided; 422 INSUFFICIENT_FUNDS beyond the withdrawable cash",
      headers: operatorHeadersSchema,
      params: idParamsSchema,
      body: withdrawalBodySchema,
      response: { 201: withdrawalSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await wallet.requestWithdrawal(request.params.id, request.body.amount, request.body.currency)));
};
