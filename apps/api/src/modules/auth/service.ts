import { ACCOUNT_ERROR_CODES, ERROR_CODES, type PasswordUpdateBody, type SignUpBody } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import { HttpError, RetryLater } from '../../plugins/errors';
import type { Mailer } from '../mailer/mailer';
import { templates } from '../mailer/templates';
import { CURRENCIES, currencyOf } from '../wallet/currencies';
import type { AccountsConfig } from './config';
import type { PasswordHasher } from './password-hasher';
import { passwordProblem } from './password-strength';
import type { AuthRepository, UserRecord } from './repository';
import { hashToken, newSecretToken } from './secret-token';
import type { SessionsEnded } from './sessions-ended';

export const GENERIC_INSTRUCTIONS = 'If the account exists, you will receive a message with instructions in a few minutes.';
const INVALID_CREDENTIALS = 'Invalid login or password.';

type Login = { email: string } | { phone: string };

/** An e-mail (contains @, compared lower-case) or a phone number (digits with a leading +). */
export function parseLogin(login: string): Login {
  const trimmed = login.trim();
  return trimmed.includes('@') ? { email: trimmed.toLowerCase() } : { phone: trimmed.replace(/[\s()-]/g, '') };
}

/**
 * Refuses a new password that is the login itself or easy to guess (422 WEAK_PASSWORD,
 * `details.reason` same_as_login | too_guessable, which the web app words in the player's language).
 */
function assertStrongPassword(password: string, userInputs: readonly (string | null | undefined)[]): void {
  const problem = passwordProblem(password, userInputs.filter((input): input is string => typeof input === 'string'));
  if (problem === null) return;
  const message = problem.reason === 'same_as_login'
    ? 'The password must not be your e-mail address or phone number.'
    : `This password is too easy to guess${problem.warning ? ` (${problem.warning.replace(/\.$/, '')})` : ''}: use a longer phrase of several unrelated words.`;
  throw new HttpError(422, ACCOUNT_ERROR_CODES.weakPassword, message, { field: 'password', reason: problem.reason });
}

/** What a player's password must not be or be built from: their logins and names. */
const inputsOf = (user: UserRecord) => [user.email, user.authPhoneNumber, user.firstName, user.lastName, user.nickname];

const invalidToken = (field: string) =>
  new HttpError(422, ACCOUNT_ERROR_CODES.invalidToken, `The ${field.replaceAll('_', ' ')} is invalid or has expired.`, { field });

export interface SignedIn {
  user: UserRecord;
  sessionToken: string;
}

/**
 * Devise-style confirmable, lockable, recoverable accounts. No answer tells whether a login
 * exists: unknown logins spend a dummy hash, instruction calls answer the same text and send
 * their message in the background (Mailer.later).
 */
export class AuthService {
  constructor(
    private readonly users: AuthRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly config: AccountsConfig,
    private readonly clock: Clock,
    private readonly locales: readonly string[],
    /** The time-out or self-exclusion keeping a player out, answered as the refusal to give (responsible gambling). */
    private readonly exclusionRefusal: (userId: number) => Promise<HttpError | null> = async () => null,
    /** Told which sessions ended (their realtime connections close and their tokens are refused). */
    private readonly sessionsEnded: SessionsEnded = async () => undefined,
  ) {}

  async signUp(body: SignUpBody['user'], country: string | null): Promise<{ confirmationRequired: boolean; signedIn: SignedIn | null }> {
    assertStrongPassword(body.password, [body.email, body.phone, body.first_name, body.last_name, body.nickname]);
    const passwordHash = await this.hasher.hash(body.password);
    const login: Login = body.email !== undefined ? { email: body.email } : { phone: body.phone ?? '' };
    const now = new Date(this.clock.now());
    const confirmation = newSecretToken();
    const language = body.language && this.locales.includes(body.language) ? body.language : 'en';
    const created = await this.users.createUser(
      {
        ...('email' in login ? { email: login.email } : { authPhoneNumber: login.phone, mobilePhone: login.phone }),
        passwordHash,
        firstName: body.first_name || null,
        lastName: body.last_name || null,
        nickname: body.nickname || null,
        language,
        currency: currencyOf(body.currency ?? '')?.code ?? this.config.defaultCurrency,
        country,
        affiliateTags: body.affiliate_tags && Object.keys(body.affiliate_tags).length > 0 ? body.affiliate_tags : null,
        confirmedAt: this.config.confirmationRequired ? null : now,
        confirmationTokenHash: this.config.confirmationRequired ? confirmation.hash : null,
        confirmationSentAt: this.config.confirmationRequired ? now : null,
        createdAt: now,
      },
      CURRENCIES.map((currency) => currency.code),
    );
    if (!created) {
      // Taken: with confirmation on, answer as for a new account and tell the owner instead.
      if (!this.config.confirmationRequired) throw new HttpError(409, ACCOUNT_ERROR_CODES.emailTaken, 'This login is already registered.', { field: 'email' in login ? 'email' : 'phone' });
      this.mailer.later(async () => {
        const owner = await this.users.findByLogin(login);
        if (owner) await this.mailer.send(templates.alreadyRegistered(...this.recipient(owner), this.link(owner, '/users/sign-in'), this.link(owner, '/users/password/new')));
      });
      return { confirmationRequired: true, signedIn: null };
    }
    if (this.config.confirmationRequired) {
      this.mailer.later(() => this.mailer.send(templates.confirmation(...this.recipient(created), this.link(created, '/users/confirmation', { confirmation_token: confirmation.token }))));
      return { confirmationRequired: true, signedIn: null };
    }
    return { confirmationRequired: false, signedIn: { user: created, sessionToken: await this.openSession(created.id) } };
  }

  async signIn(loginText: string, password: string): Promise<SignedIn> {
    const user = await this.users.findByLogin(parseLogin(loginText));
    const valid = await this.hasher.verify(password, user?.passwordHash ?? null);
    if (!user) throw new HttpError(401, ACCOUNT_ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
    const now = new Date(this.clock.now());
    const waitMs = this.signInWaitMs(user, now);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RetryLater(seconds, `Too many failed sign-ins: try again in ${seconds} s.`);
    }
    if (user.lockedAt && now.getTime() - user.lockedAt.getTime() < this.config.unlockAfterMs) {
      // Only the owner (who knows the password) learns that the account is locked.
      if (valid) throw new HttpError(403, ACCOUNT_ERROR_CODES.accountLocked, 'Your account is locked. Follow the link we sent you, or try again later.');
      throw new HttpError(401, ACCOUNT_ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
    }
    if (!valid) {
      if (user.lockedAt) await this.users.update(user.id, { lockedAt: null, failedAttempts: 0, unlockTokenHash: null });
      const locked = await this.users.recordFailedAttempt(user.id, this.config.maxFailedAttempts, now);
      if (locked) {
        // A locked account is signed out everywhere, as Devise's lockable does on the next request.
        await this.sessionsEnded(user.id, await this.users.deleteSessionsOf(user.id));
        this.mailer.later(() => this.sendUnlock(user.id));
      }
      throw new HttpError(401, ACCOUNT_ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
    }
    if (this.config.confirmationRequired && !user.confirmedAt) {
      throw new HttpError(403, ACCOUNT_ERROR_CODES.confirmationRequired, 'Confirm your account first: follow the link we sent you.');
    }
    // Only the owner (who knows the password) learns of the exclusion, as of a lock.
    const excluded = await this.exclusionRefusal(user.id);
    if (excluded) throw excluded;
    if (user.failedAttempts > 0 || user.lockedAt) await this.users.update(user.id, { failedAttempts: 0, lockedAt: null, unlockTokenHash: null });
    return { user, sessionToken: await this.openSession(user.id) };
  }

  /**
   * How long the account's next sign-in must still wait (issue 19 point 9): after n failed attempts
   * signInDelayMs × 2^(n−1) from the last one, whatever the password (it is not even checked), so
   * that guessing, and reaching the lock, costs real time. A locked account answers as before.
   */
  private signInWaitMs(user: UserRecord, now: Date): number {
    if (user.failedAttempts === 0 || !user.lastFailedSignInAt || this.config.signInDelayMs === 0) return 0;
    if (user.lockedAt) return 0;
    const delay = this.config.signInDelayMs * 2 ** Math.min(user.failedAttempts - 1, 16);
    return user.lastFailedSignInAt.getTime() + delay - now.getTime();
  }

  async signOut(sessionToken: string | undefined): Promise<void> {
    if (!sessionToken) return;
    const sessionHash = hashToken(sessionToken);
    const userId = await this.users.deleteSession(sessionHash);
    if (userId !== null) await this.sessionsEnded(userId, [sessionHash]);
  }

  /** The signed-in user of a session cookie, or null. */
  async sessionUser(sessionToken: string | undefined): Promise<{ userId: number; sessionHash: string } | null> {
    if (!sessionToken || sessionToken.length > 100) return null;
    const sessionHash = hashToken(sessionToken);
    const userId = await this.users.sessionUserId(sessionHash, new Date(this.clock.now()));
    return userId === null ? null : { userId, sessionHash };
  }

  async sessionAlive(sessionHash: string): Promise<boolean> {
    return (await this.users.sessionUserId(sessionHash, new Date(this.clock.now()))) !== null;
  }

  sendResetInstructions(login: string): void {
    this.mailer.later(async () => {
      const user = await this.users.findByLogin(parseLogin(login));
      if (!user) return;
      const reset = newSecretToken();
      await this.users.update(user.id, { resetPasswordTokenHash: reset.hash, resetPasswordSentAt: new Date(this.clock.now()) });
      await this.mailer.send(templates.resetPassword(...this.recipient(user), this.link(user, '/users/password/edit', { reset_password_token: reset.token })));
    });
  }

  /**
   * PUT /users/password: by reset token (then every session ends), or signed in with the current
   * password (then every other session ends: whoever else held one no longer does).
   */
  async updatePassword(body: PasswordUpdateBody['user'], signedIn: { userId: number; sessionHash: string } | null): Promise<void> {
    const now = new Date(this.clock.now());
    if (body.reset_password_token !== undefined) {
      const owner = await this.users.findByResetTokenHash(hashToken(body.reset_password_token));
      if (owner) assertStrongPassword(body.password, inputsOf(owner));
      const passwordHash = await this.hasher.hash(body.password);
      const sentAfter = new Date(now.getTime() - this.config.resetTokenTtlMs);
      const userId = await this.users.resetPasswordByToken(hashToken(body.reset_password_token), sentAfter, passwordHash, now);
      if (userId === null) throw invalidToken('reset_password_token');
      await this.sessionsEnded(userId, await this.users.deleteSessionsOf(userId));
      return;
    }
    if (!signedIn) throw new HttpError(401, ERROR_CODES.unauthorized, 'Sign in, or give reset_password_token.');
    const user = await this.users.findById(signedIn.userId);
    if (!user || body.current_password === undefined || !(await this.hasher.verify(body.current_password, user.passwordHash))) {
      throw new HttpError(422, ACCOUNT_ERROR_CODES.invalidCredentials, 'The current password is wrong.', { field: 'current_password' });
    }
    assertStrongPassword(body.password, inputsOf(user));
    await this.users.update(user.id, { passwordHash: await this.hasher.hash(body.password) });
    await this.sessionsEnded(user.id, await this.users.deleteSessionsOf(user.id, signedIn.sessionHash));
  }

  async confirm(token: string): Promise<void> {
    const now = new Date(this.clock.now());
    const ok = await this.users.confirmByToken(hashToken(token), new Date(now.getTime() - this.config.confirmationTokenTtlMs), now);
    if (!ok) throw invalidToken('confirmation_token');
  }

  resendConfirmation(login: string): void {
    this.mailer.later(async () => {
      const user = await this.users.findByLogin(parseLogin(login));
      if (!user || user.confirmedAt) return;
      const confirmation = newSecretToken();
      await this.users.update(user.id, { confirmationTokenHash: confirmation.hash, confirmationSentAt: new Date(this.clock.now()) });
      await this.mailer.send(templates.confirmation(...this.recipient(user), this.link(user, '/users/confirmation', { confirmation_token: confirmation.token })));
    });
  }

  async unlock(token: string): Promise<void> {
    const lockedAfter = new Date(this.clock.now() - this.config.unlockTokenTtlMs);
    if (!(await this.users.unlockByToken(hashToken(token), lockedAfter))) throw invalidToken('unlock_token');
  }

  resendUnlock(login: string): void {
    this.mailer.later(async () => {
      const user = await this.users.findByLogin(parseLogin(login));
      if (user?.lockedAt) await this.sendUnlock(user.id);
    });
  }

  private async sendUnlock(userId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    const unlock = newSecretToken();
    await this.users.update(user.id, { unlockTokenHash: unlock.hash });
    await this.mailer.send(templates.unlock(...this.recipient(user), this.link(user, '/', { unlock_token: unlock.token })));
  }

  private async openSession(userId: number): Promise<string> {
    const session = newSecretToken();
    const now = this.clock.now();
    await this.users.createSession(session.hash, userId, new Date(now + this.config.sessionTtlMs), new Date(now));
    return session.token;
  }

  private recipient(user: UserRecord): [string, 'email' | 'sms'] {
    return user.email ? [user.email, 'email'] : [user.authPhoneNumber ?? '', 'sms'];
  }

  /** A web-app link in the user's language (the default locale has no path prefix). */
  private link(user: UserRecord, path: string, query: Record<string, string> = {}): string {
    const prefix = user.language === 'en' ? '' : `/${user.language}`;
    const url = new URL(`${this.config.webUrl}${prefix}${path === '/' && prefix ? '' : path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }
}
