import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSentryReporter, type ErrorReporter } from '../src/error-reporting/reporter';
import { failureOf } from '../src/error-reporting/request-failure';
import { errorsPlugin, HttpError } from '../src/plugins/errors';
import { startSentryIngest, type SentryIngest } from './sentry-ingest';

/**
 * Issue 22: unexpected API errors reach Sentry through its own Node SDK, scrubbed, with the
 * environment and release; expected answers (4xx) do not. The DSN points at an ingest server on
 * loopback that keeps the envelopes the SDK really sent.
 */
describe('error reporting with SENTRY_DSN', () => {
  let ingest: SentryIngest;
  let reporter: ErrorReporter;
  let app: FastifyInstance;
  beforeAll(async () => {
    ingest = await startSentryIngest();
    reporter = await createSentryReporter({ dsn: ingest.dsn, environment: 'staging', release: 'sportsbook-api@test' });
    app = Fastify();
    await app.register(errorsPlugin, { onUnexpected: (error, request) => reporter.capture(error, failureOf(request)) });
    app.post('/broken', () => {
      throw new Error('settlement exploded for ann@example.com');
    });
    app.post('/refused', () => {
      throw new HttpError(422, 'INSUFFICIENT_FUNDS', 'The balance does not cover the stake.');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await reporter.close();
    await ingest.close();
  });

  const until = async (condition: () => boolean) => {
    for (let waited = 0; !condition() && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('sends an unexpected error with the request, scrubbed, the environment and the release', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/broken?confirmation_token=secret123',
      headers: { 'x-request-id': 'req-77' },
      payload: { user: { login: 'ann@example.com', password: 'hunter2!' }, card: '4111111111111111', stake: 250 },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } });
    await until(() => ingest.events().length > 0);
    const [event] = ingest.events();
    expect(event).toMatchObject({ environment: 'staging', release: 'sportsbook-api@test', tags: { route: '/broken' } });
    const exception = (event?.exception as { values: { type: string; value: string }[] }).values.at(-1);
    expect(exception).toMatchObject({ type: 'Error', value: 'settlement exploded for [email]' });
    const request = (event?.contexts as Record<string, { method: string; url: string; body: string }>).request;
    expect(request).toEqual({
      method: 'POST',
      url: '/broken?confirmation_token=[Filtered]',
      body: JSON.stringify({ user: { login: '[email]', password: '[Filtered]' }, card: '[Filtered]', stake: 250 }),
    });
    const sent = JSON.stringify(ingest.envelopes);
    for (const secret of ['hunter2!', 'ann@example.com', '4111111111111111', 'secret123']) expect(sent).not.toContain(secret);
  });

  it('does not report an expected refusal', async () => {
    const before = ingest.events().length;
    expect((await app.inject({ method: 'POST', url: '/refused' })).statusCode).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ingest.events()).toHaveLength(before);
  });
});
