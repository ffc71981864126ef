import { messageResponseSchema, playerSchema, signUpResponseSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildAccounts, call, outbox, PASSWORD, registeredPlayer, sessionCookie, tokenFromOutbox, type AccountsContext } from './helper';

let context: AccountsContext;
beforeAll(async () => {
  context = await buildAccounts();
});
afterAll(async () => context.close());

type ErrorBody = { error: { code: string; message: string; details?: { field?: string; fields?: { field: string }[] } } };

describe('sign-up, confirmation and sign-in', () => {
  it('signs up, refuses sign-in until the outbox link confirms, then signs in with an httpOnly Lax cookie', async () => {
    const { app } = context;
    const signUp = await call(app, 'POST', '/platform/users', { body: { user: { email: 'Ana@Example.com', password: PASSWORD, first_name: 'Ana' } } });
    expect(signUp.status).toBe(201);
    expect(signUpResponseSchema.parse(signUp.body).confirmation_required).toBe(true);
    expect(sessionCookie(signUp.response)).toBeUndefined();

    const early = await call<ErrorBody>(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'ana@example.com', password: PASSWORD } } });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('CONFIRMATION_REQUIRED');

    const page = await app.inject({ method: 'GET', url: '/platform/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="http://web.test/users/confirmation?confirmation_token=');
    const token = await tokenFromOutbox(app, 'ana@example.com', 'confirmation_token');
    expect((await call(app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`)).status).toBe(200);
    const again = await call<ErrorBody>(app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`);
    expect(again.status).toBe(422);
    expect(again.body.error.details?.field).toBe('confirmation_token');

    const signIn = await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'ANA@example.com', password: PASSWORD } } });
    expect(signIn.status).toBe(200);
    expect(playerSchema.parse(signIn.body).email).toEqual({ email: 'ana@example.com' });
    const setCookie = String(signIn.response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const secure = await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'ana@example.com', password: PASSWORD } }, headers: { 'x-forwarded-proto': 'https' } });
    expect(String(secure.response.headers['set-cookie'])).toMatch(/Secure/);

    const cookie = sessionCookie(signIn.response);
    expect((await call(app, 'GET', '/platform/player', { cookie })).status).toBe(200);
    const signOut = await call(app, 'DELETE', '/platform/users/sign_out', { cookie });
    expect(signOut.status).toBe(204);
    expect((await call(app, 'GET', '/platform/player', { cookie })).status).toBe(401);
  });

  it('answers 400 naming the field for bad sign-up input', async () => {
    const { app } = context;
    const cases: [Record<string, unknown>, string][] = [
      [{ user: { email: 'not-an-email', password: PASSWORD } }, 'email'],
      [{ user: { email: 'b@example.com', password: 'short' } }, 'password'],
      [{ user: { email: 'b@example.com', password: PASSWORD, password_confirmation: 'other password' } }, 'password_confirmation'],
      [{ user: { password: PASSWORD } }, 'email'],
      [{ user: { phone: '12345', password: PASSWORD } }, 'phone'],
    ];
    for (const [body, field] of cases) {
      const response = await call<ErrorBody>(app, 'POST', '/platform/users', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toContain(field);
    }
    expect((await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: '' } } })).status).toBe(400);
  });

  it('signs up by phone: the confirmation goes by SMS through the outbox', async () => {
    const { app } = context;
    expect((await call(app, 'POST', '/platform/users', { body: { user: { phone: '+351912345678', password: PASSWORD } } })).status).toBe(201);
    const sms = (await outbox(app)).find((message) => message.to === '+351912345678');
    expect(sms?.channel).toBe('sms');
    const token = await tokenFromOutbox(app, '+351912345678', 'confirmation_token');
    expect((await call(app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`)).status).toBe(200);
    const signIn = await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: '+351 912 345 678', password: PASSWORD } } });
    expect(signIn.status).toBe(200);
    expect(playerSchema.parse(signIn.body).auth_phone_number).toBe('+351912345678');
  });

  it('does not reveal a taken e-mail: same answer, and the owner gets an "already have an account" mail', async () => {
    const { app } = context;
    await registeredPlayer(app, 'taken@example.com');
    const again = await call(app, 'POST', '/platform/users', { body: { user: { email: 'taken@example.com', password: 'another password' } } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual((await call(app, 'POST', '/platform/users', { body: { user: { email: 'brand-new@example.com', password: PASSWORD } } })).body);
    expect((await outbox(app)).filter((message) => message.to === 'taken@example.com').map((message) => message.subject)).toContain('You already have an account');
  });

  it('answers unknown logins and wrong passwords alike', async () => {
    const { app } = context;
    await registeredPlayer(app, 'same@example.com');
    const unknown = await call<ErrorBody>(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'nobody@example.com', password: PASSWORD } } });
    const wrong = await call<ErrorBody>(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'same@example.com', password: 'wrong password' } } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const forgotUnknown = await call(app, 'POST', '/platform/users/password', { body: { user: { login: 'nobody@example.com' } } });
    const forgotKnown = await call(app, 'POST', '/platform/users/password', { body: { user: { login: 'same@example.com' } } });
    expect(forgotUnknown.status).toBe(200);
    expect(messageResponseSchema.parse(forgotKnown.body)).toEqual(forgotUnknown.body);
  });

  it('refuses state-changing calls without the app header (CSRF)', async () => {
    const { app } = context;
    const response = await call<ErrorBody>(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'same@example.com', password: PASSWORD } }, noAppHeader: true });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CSRF_HEADER_MISSING');
    expect((await call(app, 'DELETE', '/platform/users/sign_out', { noAppHeader: true })).status).toBe(403);
    expect((await call(app, 'GET', '/platform/geo', { noAppHeader: true })).status).toBe(200);
  });
});

describe('lockable', () => {
  it('locks after five failures, tells only the owner, and unlocks by the e-mailed token once', async () => {
    const { app, clock } = context;
    await registeredPlayer(app, 'lock@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'lock@example.com', password: 'wrong password' } } })).status).toBe(401);
      clock.advance(60_000);
    }
    const locked = await call<ErrorBody>(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'lock@example.com', password: PASSWORD } } });
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('ACCOUNT_LOCKED');
    const token = await tokenFromOutbox(app, 'lock@example.com', 'unlock_token');
    expect((await call(app, 'GET', '/platform/users/unlock?unlock_token=wrong')).status).toBe(422);
    expect((await call(app, 'GET', `/platform/users/unlock?unlock_token=${token}`)).status).toBe(200);
    expect((await call(app, 'GET', `/platform/users/unlock?unlock_token=${token}`)).status).toBe(422);
    expect((await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'lock@example.com', password: PASSWORD } } })).status).toBe(200);
  });

  it('delays the next sign-in of an account progressively after each failure (429, Retry-After), whatever the password, and mails the owner at the lock (issue 19 point 9)', async () => {
    const { app, clock } = context;
    await registeredPlayer(app, 'delay@example.com');
    const attempt = (password: string) => call<ErrorBody & { error: { details?: { retry_after_seconds?: number } } }>(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'delay@example.com', password } } });
    expect((await attempt('wrong password')).status).toBe(401);
    const waiting = await attempt(PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.code).toBe('RATE_LIMITED');
    expect(waiting.response.headers['retry-after']).toBe('2');
    expect(waiting.body.error.details?.retry_after_seconds).toBe(2);
    clock.advance(2_000);
    expect((await attempt('wrong password')).status).toBe(401);
    clock.advance(2_000);
    expect((await attempt('wrong password')).status).toBe(429);
    expect((await attempt('wrong password')).response.headers['retry-after']).toBe('2');
    clock.advance(2_000);
    expect((await attempt('wrong password')).status).toBe(401);
    expect((await attempt('wrong password')).response.headers['retry-after']).toBe('8');
    clock.advance(8_000);
    expect((await attempt('wrong password')).status).toBe(401);
    clock.advance(16_000);
    expect((await attempt('wrong password')).status).toBe(401);
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('ACCOUNT_LOCKED');
    const mail = (await outbox(app)).find((message) => message.to === 'delay@example.com' && message.subject === 'Your account is locked');
    expect(mail?.body).toMatch(/wrong password several times/);
    expect(mail?.body).toMatch(/change the password/);
  });

  it('lets the owner in once the delay has passed, and a success clears it', async () => {
    const { app, clock } = context;
    await registeredPlayer(app, 'delay-owner@example.com');
    const attempt = (password: string) => call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'delay-owner@example.com', password } } });
    expect((await attempt('wrong password')).status).toBe(401);
    expect((await attempt('wrong password')).status).toBe(429);
    clock.advance(2_000);
    expect((await attempt(PASSWORD)).status).toBe(200);
    expect((await attempt('wrong password')).status).toBe(401);
    clock.advance(2_000);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });

  it('resends unlock instructions to a locked account, and unlocks by itself after an hour', async () => {
    const { app, clock } = context;
    await registeredPlayer(app, 'relock@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'relock@example.com', password: 'wrong password' } } })).status).toBe(401);
      clock.advance(60_000);
    }
    const before = (await outbox(app)).filter((message) => message.to === 'relock@example.com').length;
    expect((await call(app, 'POST', '/platform/users/unlock', { body: { user: { login: 'relock@example.com' } } })).status).toBe(200);
    expect((await outbox(app)).filter((message) => message.to === 'relock@example.com').length).toBe(before + 1);
    clock.advance(61 * 60_000);
    expect((await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'relock@example.com', password: PASSWORD } } })).status).toBe(200);
  });
});

describe('recoverable and confirmable resends', () => {
  it('resets the password with a single-use token, ending every session', async () => {
    const { app } = context;
    const cookie = await registeredPlayer(app, 'reset@example.com');
    await call(app, 'POST', '/platform/users/password', { body: { user: { login: 'reset@example.com' } } });
    const token = await tokenFromOutbox(app, 'reset@example.com', 'reset_password_token');
    const body = { user: { reset_password_token: token, password: 'a brand new password', password_confirmation: 'a brand new password' } };
    expect((await call(app, 'PUT', '/platform/users/password', { body })).status).toBe(200);
    const reused = await call<ErrorBody>(app, 'PUT', '/platform/users/password', { body });
    expect(reused.status).toBe(422);
    expect(reused.body.error.details?.field).toBe('reset_password_token');
    expect((await call(app, 'GET', '/platform/player', { cookie })).status).toBe(401);
    expect((await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'reset@example.com', password: 'a brand new password' } } })).status).toBe(200);
  });

  it('refuses an expired reset token (6 hours)', async () => {
    const { app, clock } = context;
    await registeredPlayer(app, 'expire@example.com');
    await call(app, 'POST', '/platform/users/password', { body: { user: { login: 'expire@example.com' } } });
    const token = await tokenFromOutbox(app, 'expire@example.com', 'reset_password_token');
    clock.advance(6 * 60 * 60_000 + 1_000);
    expect((await call(app, 'PUT', '/platform/users/password', { body: { user: { reset_password_token: token, password: 'a brand new password' } } })).status).toBe(422);
  });

  it('changes the password of a signed-in player with the current one', async () => {
    const { app } = context;
    const cookie = await registeredPlayer(app, 'change@example.com');
    const wrong = await call<ErrorBody>(app, 'PUT', '/platform/users/password', { cookie, body: { user: { current_password: 'nope nope', password: 'another good one' } } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details?.field).toBe('current_password');
    expect((await call(app, 'PUT', '/platform/users/password', { body: { user: { password: 'another good one' } } })).status).toBe(401);
    expect((await call(app, 'PUT', '/platform/users/password', { cookie, body: { user: { current_password: PASSWORD, password: 'another good one' } } })).status).toBe(200);
  });

  it('a signed-in password change ends every other session (cookie and bearer) and keeps the one that changed it (issue 19 point 1)', async () => {
    const { app } = context;
    const first = await registeredPlayer(app, 'sessions@example.com');
    const signIn = await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'sessions@example.com', password: PASSWORD } } });
    const second = sessionCookie(signIn.response) ?? '';
    const firstBearer = await bearerFor(app, first);
    const secondBearer = await bearerFor(app, second);
    expect((await call(app, 'PUT', '/platform/users/password', { cookie: second, body: { user: { current_password: PASSWORD, password: 'another good one' } } })).status).toBe(200);
    expect((await call(app, 'GET', '/platform/player', { cookie: first })).status).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/sportsbook/v3/bets', headers: { authorization: `Bearer ${firstBearer}` } })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/platform/player', { cookie: second })).status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sportsbook/v3/bets', headers: { authorization: `Bearer ${secondBearer}` } })).statusCode).toBe(200);
  });

  it('resends confirmation instructions to an unconfirmed account only', async () => {
    const { app } = context;
    await call(app, 'POST', '/platform/users', { body: { user: { email: 'resend@example.com', password: PASSWORD } } });
    const first = await tokenFromOutbox(app, 'resend@example.com', 'confirmation_token');
    expect((await call(app, 'POST', '/platform/users/confirmation', { body: { user: { login: 'resend@example.com' } } })).status).toBe(200);
    const second = await tokenFromOutbox(app, 'resend@example.com', 'confirmation_token');
    expect(second).not.toBe(first);
    expect((await call(app, 'GET', `/platform/users/confirmation?confirmation_token=${first}`)).status).toBe(422);
    expect((await call(app, 'GET', `/platform/users/confirmation?confirmation_token=${second}`)).status).toBe(200);
    expect((await call(app, 'GET', '/platform/users/confirmation')).status).toBe(400);
  });
});

describe('password strength (issue 19 point 5)', () => {
  const weak = ['password', '12345678', 'aaaaaaaa', '        ', 'qwertyuiop', 'Passw0rd!'];

  it('refuses common, repeated and guessable passwords at sign-up, and the e-mail itself, with 422 WEAK_PASSWORD naming the reason', async () => {
    const { app } = context;
    for (const password of weak) {
      const refused = await call<ErrorBody & { error: { details?: { reason?: string } } }>(app, 'POST', '/platform/users', { body: { user: { email: 'weak@example.com', password, password_confirmation: password } } });
      expect(refused.status, password).toBe(422);
      expect(refused.body.error.code).toBe('WEAK_PASSWORD');
      expect(refused.body.error.details).toMatchObject({ field: 'password', reason: 'too_guessable' });
      expect(refused.body.error.message).toMatch(/too easy to guess/);
    }
    const email = await call<ErrorBody & { error: { details?: { reason?: string } } }>(app, 'POST', '/platform/users', { body: { user: { email: 'Own.Mail@example.com', password: 'own.mail@example.com' } } });
    expect(email.status).toBe(422);
    expect(email.body.error.details).toMatchObject({ field: 'password', reason: 'same_as_login' });
    expect((await call(app, 'POST', '/platform/users', { body: { user: { email: 'weak@example.com', password: PASSWORD } } })).status).toBe(201);
  });

  it('refuses a weak new password when it is changed or reset, and keeps the old one', async () => {
    const { app } = context;
    const cookie = await registeredPlayer(app, 'weak-change@example.com');
    const changed = await call<ErrorBody>(app, 'PUT', '/platform/users/password', { cookie, body: { user: { current_password: PASSWORD, password: '12345678' } } });
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe('WEAK_PASSWORD');
    const email = await call<ErrorBody>(app, 'PUT', '/platform/users/password', { cookie, body: { user: { current_password: PASSWORD, password: 'weak-change@example.com' } } });
    expect(email.body.error.code).toBe('WEAK_PASSWORD');
    await call(app, 'POST', '/platform/users/password', { body: { user: { login: 'weak-change@example.com' } } });
    const token = await tokenFromOutbox(app, 'weak-change@example.com', 'reset_password_token');
    const reset = await call<ErrorBody>(app, 'PUT', '/platform/users/password', { body: { user: { reset_password_token: token, password: 'aaaaaaaa' } } });
    expect(reset.status).toBe(422);
    expect(reset.body.error.code).toBe('WEAK_PASSWORD');
    expect((await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'weak-change@example.com', password: PASSWORD } } })).status).toBe(200);
  });
});

describe('country rules', () => {
  it('refuses sign-up and sign-in from a blocked country and reports the visitor country', async () => {
    const { app } = context;
    const headers = { 'x-country': 'fr' };
    const signUp = await call<ErrorBody>(app, 'POST', '/platform/users', { headers, body: { user: { email: 'paris@example.com', password: PASSWORD } } });
    expect(signUp.status).toBe(403);
    expect(signUp.body.error).toMatchObject({ code: 'COUNTRY_BLOCKED', details: { country_code: 'FR', country_name: 'France' } });
    expect((await call(app, 'POST', '/platform/users/sign_in', { headers, body: { user: { login: 'same@example.com', password: PASSWORD } } })).status).toBe(403);
    expect((await call(app, 'GET', '/platform/geo', { headers })).body).toEqual({ country_code: 'FR', country_name: 'France', blocked: true, group_check: null });
    expect((await call(app, 'GET', '/platform/geo', { headers: { 'x-country': 'PT' } })).body).toEqual({ country_code: 'PT', country_name: 'Portugal', blocked: false, group_check: null });
    expect((await call(app, 'GET', '/platform/geo')).body).toEqual({ country_code: null, country_name: null, blocked: false, group_check: null });
  });
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts from one address', async () => {
    const limited = await buildAccounts({ rateLimits: { signIn: { max: 3, timeWindowMs: 60_000 }, signUp: { max: 3, timeWindowMs: 60_000 }, password: { max: 3, timeWindowMs: 60_000 }, sms: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await call(limited.app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'x@example.com', password: 'whatever1' } } })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limitedBody = await call<ErrorBody>(limited.app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'x@example.com', password: 'whatever1' } } });
      expect(limitedBody.body.error.code).toBe('RATE_LIMITED');
      // Per route: the sign-up budget is separate.
      expect((await call(limited.app, 'POST', '/platform/users', { body: { user: { email: 'y@example.com', password: PASSWORD } } })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('without e-mail confirmation', () => {
  it('signs the new player in at once and answers 409 for a taken e-mail', async () => {
    const open = await buildAccounts({ confirmationRequired: false });
    try {
      const first = await call(open.app, 'POST', '/platform/users', { body: { user: { email: 'open@example.com', password: PASSWORD } } });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ confirmation_required: false });
      expect((await call(open.app, 'GET', '/platform/player', { cookie: sessionCookie(first.response) })).status).toBe(200);
      const second = await call<ErrorBody>(open.app, 'POST', '/platform/users', { body: { user: { email: 'open@example.com', password: PASSWORD } } });
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('EMAIL_TAKEN');
    } finally {
      await open.close();
    }
  });
});
