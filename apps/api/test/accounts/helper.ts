import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { ManualClock } from '../../src/feed/clock';
import type { AccountsConfig } from '../../src/modules/auth/config';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';

export interface AccountsContext {
  app: FastifyInstance;
  clock: ManualClock;
  publisher: InProcessPublisher;
  close(): Promise<void>;
}

/** The app without the simulator, cheap scrypt (N=2^10) and generous rate limits unless overridden. */
export async function buildAccounts(config: Partial<AccountsConfig> = {}, options: { operatorApiKey?: string } = {}): Promise<AccountsContext> {
  const database = await freshDatabase();
  const clock = new ManualClock(START);
  const publisher = new InProcessPublisher();
  const app = await buildApp({ database, publisher, clock, jwtSecret: TEST_JWT_SECRET, simulator: null, accounts: testAccountsConfig(config), operatorApiKey: options.operatorApiKey ?? null });
  return { app, clock, publisher, close: async () => { await app.close(); await database.close(); } };
}

/** Cheap scrypt (N=2^10), generous rate limits and the test countries, unless overridden. */
export function testAccountsConfig(config: Partial<AccountsConfig> = {}): Partial<AccountsConfig> {
  const generous = { max: 10_000, timeWindowMs: 60_000 };
  return {
    scrypt: { N: 1024, r: 8, p: 1 },
    countryHeader: 'x-country',
    blockedCountries: ['KP', 'FR'],
    webUrl: 'http://web.test',
    ...config,
    rateLimits: { signIn: generous, signUp: generous, password: generous, sms: generous, ...config.rateLimits },
  };
}

export interface CallOptions {
  cookie?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave the CSRF app header out. */
  noAppHeader?: boolean;
}

/** A /platform call as the web app makes it: the app header, the session cookie, JSON. */
export async function call<T = Record<string, unknown>>(app: FastifyInstance, method: InjectOptions['method'], url: string, options: CallOptions = {}) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.noAppHeader ? {} : { 'x-sportsbook-app': 'web' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
  const text = response.body;
  return { status: response.statusCode, body: (text && response.headers['content-type']?.toString().includes('json') ? JSON.parse(text) : {}) as T, response };
}

export function sessionCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header];
  const session = cookies.find((cookie): cookie is string => typeof cookie === 'string' && cookie.startsWith('sb_session=') && !cookie.startsWith('sb_session=;'));
  return session?.split(';')[0];
}

interface OutboxItem { id: number; channel: string; to: string; subject: string; body: string }

/** Messages of the dev outbox (newest first), read through its page as a developer would. */
export async function outbox(app: FastifyInstance): Promise<OutboxItem[]> {
  return (await call<{ data: OutboxItem[] }>(app, 'GET', '/platform/dev/outbox?format=json')).body.data;
}

/** The token named `param` in the newest message to `to` with that link. */
export async function tokenFromOutbox(app: FastifyInstance, to: string, param: string): Promise<string> {
  for (const message of await outbox(app)) {
    if (message.to !== to) continue;
    const url = /https?:\/\/\S+/.exec(message.body)?.[0];
    const token = url ? new URL(url).searchParams.get(param) : null;
    if (token) return token;
  }
  throw new Error(`no ${param} for ${to} in the outbox`);
}

export const PASSWORD = 'correct horse battery';

/** Signs up, confirms through the outbox link and signs in; answers the session cookie. */
export async function registeredPlayer(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const signUp = await call(app, 'POST', '/platform/users', { body: { user: { email, password: PASSWORD, ...extra } } });
  if (signUp.status !== 201) throw new Error(`sign-up ${signUp.status}`);
  const token = await tokenFromOutbox(app, email, 'confirmation_token');
  await call(app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`);
  const signIn = await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: email, password: PASSWORD } } });
  const cookie = sessionCookie(signIn.response);
  if (signIn.status !== 200 || !cookie) throw new Error(`sign-in ${signIn.status}`);
  return cookie;
}

export async function bearerFor(app: FastifyInstance, cookie: string): Promise<string> {
  return (await call<{ token: string }>(app, 'POST', '/platform/sportsbook_token', { cookie })).body.token;
}
