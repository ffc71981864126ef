import {
  ACCOUNT_ERROR_CODES,
  confirmationQuerySchema,
  errorBodySchema,
  instructionsBodySchema,
  messageResponseSchema,
  passwordUpdateBodySchema,
  playerSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  sportsbookTokenResponseSchema,
  unlockQuerySchema,
  type PlayerDto,
} from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/cookie';
import { HttpError } from '../../plugins/errors';
import { assertCountryAllowed, type CountryRules } from '../geo/country';
import type { BearerTokens } from './bearer';
import type { RateLimitRule } from './config';
import { GENERIC_INSTRUCTIONS, type AuthService } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  bearer: BearerTokens;
  countryRules: CountryRules;
  sessionTtlMs: number;
  rateLimits: { signIn: RateLimitRule; signUp: RateLimitRule; password: RateLimitRule };
  profile: (userId: number, request: FastifyRequest) => Promise<PlayerDto>;
  /** Sign-in and sign-up availability of the site configuration (spec core §6); absent: both available. */
  availability?: () => Promise<{ sign_in_available: boolean; sign_up_available: boolean }>;
}

/** Per IP and route (ARCHITECTURE §4: sign-in, sign-up and password calls are rate limited). */
export function rateLimited(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs, keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.routeOptions.url ?? ''}` } };
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

/** Devise-style users endpoints under /platform (confirmable, lockable, recoverable). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth } = options;
  const tags = ['platform: users'];
  const assertAvailable = async (what: 'sign_in' | 'sign_up') => {
    const availability = await options.availability?.();
    if (availability && !availability[`${what}_available`]) {
      throw new HttpError(403, ACCOUNT_ERROR_CODES.unavailable, what === 'sign_up' ? 'Sign-up is not available right now.' : 'Sign-in is not available right now.');
    }
  };

  app.post('/users', {
    config: rateLimited(options.rateLimits.signUp),
    schema: { tags, summary: 'Sign up with an e-mail or a phone number', body: signUpBodySchema, response: { 201: signUpResponseSchema, ...errors } },
  }, async (request, reply) => {
    const country = assertCountryAllowed(request, options.countryRules);
    await assertAvailable('sign_up');
    const result = await auth.signUp(request.body.user, country);
    if (result.signedIn) setSessionCookie(request, reply, result.signedIn.sessionToken, options.sessionTtlMs / 1000);
    const message = result.confirmationRequired ? 'A message with a confirmation link has been sent. Follow it to activate your account.' : 'Welcome! You have signed up successfully.';
    return reply.code(201).send({ message, confirmation_required: result.confirmationRequired });
  });

  app.post('/users/sign_in', {
    config: rateLimited(options.rateLimits.signIn),
    schema: { tags, summary: 'Sign in (login is the e-mail or phone); sets the session cookie', body: signInBodySchema, response: { 200: playerSchema, ...errors } },
  }, async (request, reply) => {
    assertCountryAllowed(request, options.countryRules);
    await assertAvailable('sign_in');
    const { user, sessionToken } = await auth.signIn(request.body.user.login, request.body.user.password);
    setSessionCookie(request, reply, sessionToken, options.sessionTtlMs / 1000);
    return options.profile(user.id, request);
  });

  app.delete('/users/sign_out', { schema: { tags, summary: 'Sign out (ends the session; 204 even without one)' } }, async (request, reply) => {
    await auth.signOut(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.post('/users/password', {
    config: rateLimited(options.rateLimits.password),
    schema: { tags, summary: 'Forgot password: e-mail (or SMS) a reset link', body: instructionsBodySchema, response: { 200: messageResponseSchema, ...errors } },
  }, (request) => {
    auth.sendResetInstructions(request.body.user.login);
    return { message: GENERIC_INSTRUCTIONS };
  });

  app.put('/users/password', {
    config: rateLimited(options.rateLimits.password),
    schema: { tags, summary: 'Reset (reset_password_token) or change (current_password, signed in) the password', body: passwordUpdateBodySchema, response: { 200: messageResponseSchema, ...errors } },
  }, async (request) => {
    const session = await auth.sessionUser(request.cookies[SESSION_COOKIE]);
    await auth.updatePassword(request.body.user, session);
    return { message: 'Your password has been changed successfully.' };
  });

  app.get('/users/confirmation', {
    schema: { tags, summary: 'Confirm the account with the e-mailed token', querystring: confirmationQuerySchema, response: { 200: messageResponseSchema, ...errors } },
  }, async (request) => {
    await auth.confirm(request.query.confirmation_token);
    return { message: 'Your account has been successfully confirmed.' };
  });

  app.post('/users/confirmation', {
    config: rateLimited(options.rateLimits.password),
    schema: { tags, summary: 'Resend confirmation instructions', body: instructionsBodySchema, response: { 200: messageResponseSchema, ...errors } },
  }, (request) => {
    auth.resendConfirmation(request.body.user.login);
    return { message: GENERIC_INSTRUCTIONS };
  });

  app.get('/users/unlock', {
    schema: { tags, summary: 'Unlock the account with the e-mailed token', querystring: unlockQuerySchema, response: { 200: messageResponseSchema, ...errors } },
  }, async (request) => {
    await auth.unlock(request.query.unlock_token);
    return { message: 'Your account has been unlocked successfully. Please sign in to continue.' };
  });

  app.post('/users/unlock', {
    config: rateLimited(options.rateLimits.password),
    schema: { tags, summary: 'Resend unlock instructions', body: instructionsBodySchema, response: { 200: messageResponseSchema, ...errors } },
  }, (request) => {
    auth.resendUnlock(request.body.user.login);
    return { message: GENERIC_INSTRUCTIONS };
  });

  app.post('/sportsbook_token', {
    preHandler: app.requireSession,
    schema: { tags, summary: 'Short-lived bearer JWT for /sportsbook calls of the signed-in session', response: { 200: sportsbookTokenResponseSchema, 401: errorBodySchema } },
  }, async (request) => options.bearer.issue(request.userId ?? 0, request.sessionHash ?? ''));
};
