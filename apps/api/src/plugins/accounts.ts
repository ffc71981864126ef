import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_ERROR_CODES, type ErrorBody } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { Clock } from '../feed/clock';
import { BearerTokens } from '../modules/auth/bearer';
import { resolveAccountsConfig, type AccountsConfig } from '../modules/auth/config';
import { PasswordHasher } from '../modules/auth/password-hasher';
import { AuthRepository } from '../modules/auth/repository';
import { authRoutes } from '../modules/auth/routes';
import { AuthService } from '../modules/auth/service';
import { countryOf } from '../modules/geo/country';
import type { NotificationService } from '../modules/notifications/service';
import { geoRoutes } from '../modules/geo/routes';
import { Mailer, OutboxTransport, SmtpTransport } from '../modules/mailer/mailer';
import { OutboxRepository } from '../modules/mailer/repository';
import { devOutboxRoutes } from '../modules/mailer/routes';
import { OutboxService } from '../modules/mailer/service';
import { LimitsRepository } from '../modules/limits/repository';
import { limitRoutes } from '../modules/limits/routes';
import { SessionRepository } from '../modules/limits/session-repository';
import { sessionRoutes } from '../modules/limits/session-routes';
import { SessionService } from '../modules/limits/session-service';
import { exclusionRefusal, LimitsService } from '../modules/limits/service';
import { TimeLimitsRepository } from '../modules/limits/time-limits-repository';
import type { HttpError } from './errors';
import { TimeLimitsService } from '../modules/limits/time-limits-service';
import { PlayerRepository } from '../modules/player/repository';
import { playerRoutes } from '../modules/player/routes';
import { PlayerService } from '../modules/player/service';
import { SYSTEM_SETTINGS } from '../modules/settings/system-settings';
import { UserSettingsRepository } from '../modules/user-settings/repository';
import { userSettingsMergeHook, userSettingsRoutes } from '../modules/user-settings/routes';
import { UserSettingsService } from '../modules/user-settings/service';
import { WalletRepository } from '../modules/wallet/repository';
import { TestCardProvider } from '../modules/wallet/payments';
import { paymentWebhookRoutes, walletRoutes } from '../modules/wallet/routes';
import { WalletService } from '../modules/wallet/service';
import { authPlugin } from './auth';
import { cookiePlugin, SESSION_COOKIE } from './cookie';

export const PLATFORM_PREFIX = '/platform';
/** The custom app header every state-changing /platform call carries (CSRF defence, ARCHITECTURE §4). */
export const APP_HEADER = 'x-sportsbook-app';

export interface AccountsPluginOptions {
  db: Database;
  clock: Clock;
  jwtSecret: string;
  apiPrefix: string;
  /** Credited deposits notify the player. */
  notifications: NotificationService;
  config?: Partial<AccountsConfig>;
  /** Sign-in and sign-up availability (the site configuration, issue 22). */
  availability?: () => Promise<{ sign_in_available: boolean; sign_up_available: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background e-mail/SMS deliveries; `await app.mailer.settled()` waits for them. */
    mailer: Mailer;
    /** Deposits and withdrawals through the payment provider (the operator's withdrawal route uses it). */
    payments: WalletService;
    /**
     * The refusal of a call on a session its session-time limit ended (403 SESSION_LIMIT_REACHED;
     * the session ends), or null when it ended otherwise: placement asks before answering 401.
     */
    sessionLimitRefusal: (sessionHash: string) => Promise<HttpError | null>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Accounts (issue 5): the /platform API (users, player, wallet, geo, dev outbox), the session
 * and bearer auth, and the per-user sportsbook settings. Registered before the /sportsbook routes
 * so the settings merge hook and the auth decorators reach them.
 */
export const accountsPlugin = fp(async (app: FastifyInstance, options: AccountsPluginOptions) => {
  const config = resolveAccountsConfig(options.config);
  const { clock } = options;
  const locales = SYSTEM_SETTINGS.locales.map((locale) => locale.code);
  const countryRules = { countryHeader: config.countryHeader, countryOverride: config.countryOverride, blockedCountries: config.blockedCountries };

  const outboxRepository = new OutboxRepository(options.db);
  const outboxTransport = new OutboxTransport(outboxRepository, clock);
  const mailer = new Mailer(config.smtpUrl ? new SmtpTransport(config.smtpUrl) : outboxTransport, outboxTransport, (error) => app.log.error({ err: error }, 'message delivery failed'));
  app.decorate('mailer', mailer);

  const players = new PlayerService(new PlayerRepository(options.db), mailer, config, clock, locales);
  const activeCurrency = async (userId: number) => (await players.profile(userId, null)).currency;
  const wallet = new WalletService(new WalletRepository(options.db), app.realtime, clock, activeCurrency, options.notifications, new TestCardProvider(config.paymentWebhook));
  app.decorate('payments', wallet);
  const timeLimitsRepository = new TimeLimitsRepository(options.db);
  const timeLimits = new TimeLimitsService(timeLimitsRepository, clock, { activityTrackMs: config.limits.activityTrackMs ?? 60_000 }, app.realtimeSessionsEnded);
  app.decorate('sessionLimitRefusal', (sessionHash: string) => timeLimits.sessionLimitRefusal(sessionHash));
  const limits = new LimitsService(new LimitsRepository(options.db), clock, config.limits, activeCurrency, app.realtimeSessionsEnded, timeLimitsRepository, () => app.siteConfig.flag('activity_tracking'));
  const realityCheck = { realityCheckMs: config.limits.realityCheckMs ?? 60 * 60_000, realityCheckMinMs: config.limits.realityCheckMinMs ?? 5 * 60_000 };
  const playSessions = new SessionService(new SessionRepository(options.db), clock, realityCheck, activeCurrency);
  const exclusionOf = async (userId: number) => {
    const exclusion = await limits.exclusion(userId);
    return exclusion ? exclusionRefusal(exclusion) : timeLimits.signInRefusal(userId);
  };
  const auth = new AuthService(new AuthRepository(options.db), new PasswordHasher(config.scrypt), mailer, config, clock, locales, exclusionOf, app.realtimeSessionsEnded);
  const bearer = new BearerTokens(options.jwtSecret, config.bearerTtlSeconds, () => clock.now());
  const userSettings = new UserSettingsService(new UserSettingsRepository(options.db), clock);

  await app.register(cookiePlugin);
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin, { auth, bearer });
  await app.register(userSettingsMergeHook, { userSettings, url: `${options.apiPrefix}/settings` });

  await app.register(async (platform) => {
    platform.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || request.headers[APP_HEADER]) return;
      const body: ErrorBody = { error: { code: ACCOUNT_ERROR_CODES.csrfHeaderMissing, message: `State-changing platform calls need the ${APP_HEADER} header.` } };
      return reply.code(403).send(body);
    });
    await platform.register(authRoutes, {
      auth,
      bearer,
      countryRules,
      sessionTtlMs: config.sessionTtlMs,
      rateLimits: config.rateLimits,
      profile: (userId, request) => players.profile(userId, countryOf(request, countryRules)),
      ...(options.availability ? { availability: options.availability } : {}),
    });
    await platform.register(playerRoutes, { players, countryRules, smsRateLimit: config.rateLimits.sms });
    await platform.register(limitRoutes, { limits });
    await platform.register(sessionRoutes, { sessions: playSessions, timeLimits });
    await platform.register(walletRoutes, {
      wallet,
      webOrigin: new URL(config.webUrl).origin,
      pageAccounts: async (request) => {
        const session = await auth.sessionUser(request.cookies[SESSION_COOKIE]);
        return session ? players.accounts(session.userId) : null;
      },
    });
    await platform.register(geoRoutes, { rules: countryRules, playerGroupCheck: config.playerGroupCheck ?? null });
    if (config.devOutboxEnabled) await platform.register(devOutboxRoutes, { outbox: new OutboxService(outboxRepository, mailer) });
  }, { prefix: PLATFORM_PREFIX });
  if (config.paymentWebhook.secret) await app.register(paymentWebhookRoutes, { wallet, prefix: PLATFORM_PREFIX });

  await app.register(userSettingsRoutes, { userSettings, prefix: options.apiPrefix });
}, { name: 'accounts', dependencies: ['realtime'] });
