import type { Env } from '../../env';
import { PRODUCTION_SCRYPT, type ScryptParams } from './password-hasher';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

/** Everything the accounts feature reads from configuration; buildApp({ accounts }) overrides parts. */
export interface AccountsConfig {
  confirmationRequired: boolean;
  maxFailedAttempts: number;
  /**
   * Progressive delay of an account's sign-ins after failures: after n failed attempts the next one
   * waits signInDelayMs × 2^(n−1) since the last (so reaching the lock takes an attacker time).
   */
  signInDelayMs: number;
  /** A locked account also unlocks by itself after this long (Devise :both strategy). */
  unlockAfterMs: number;
  confirmationTokenTtlMs: number;
  resetTokenTtlMs: number;
  unlockTokenTtlMs: number;
  sessionTtlMs: number;
  bearerTtlSeconds: number;
  requiredFields: string[];
  countryHeader: string | null;
  countryOverride: string | null;
  blockedCountries: string[];
  webUrl: string;
  devOutboxEnabled: boolean;
  smtpUrl: string | null;
  scrypt: ScryptParams;
  rateLimits: { signIn: RateLimitRule; signUp: RateLimitRule; password: RateLimitRule; sms: RateLimitRule };
  phone: { resendTimeoutMs: number; dailySmsLimit: number; codeTtlMs: number; maxAttempts: number };
  playerGroupCheck: { requiredGroup: string; redirectUrl: string } | null;
  defaultCurrency: string;
  /** Responsible-gambling limits: a raise or removal waits `coolingOffMs`, then may be confirmed for `confirmWindowMs`. */
  limits: { coolingOffMs: number; confirmWindowMs: number; realityCheckMs?: number; realityCheckMinMs?: number; activityTrackMs?: number };
  /** The payment provider's webhook (docs/payments.md): its HMAC secret (null: no webhook served) and timestamp tolerance. */
  paymentWebhook: { secret: string | null; toleranceSeconds: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_ACCOUNTS_CONFIG: AccountsConfig = {
  confirmationRequired: true,
  maxFailedAttempts: 5,
  signInDelayMs: 2_000,
  unlockAfterMs: HOUR,
  confirmationTokenTtlMs: 3 * 24 * HOUR,
  resetTokenTtlMs: 6 * HOUR,
  unlockTokenTtlMs: 24 * HOUR,
  sessionTtlMs: 14 * 24 * HOUR,
  bearerTtlSeconds: 15 * 60,
  requiredFields: [],
  countryHeader: null,
  countryOverride: null,
  blockedCountries: [],
  webUrl: 'http://localhost:3000',
  devOutboxEnabled: true,
  smtpUrl: null,
  scrypt: PRODUCTION_SCRYPT,
  rateLimits: {
    signIn: { max: 20, timeWindowMs: MINUTE },
    signUp: { max: 10, timeWindowMs: MINUTE },
    password: { max: 10, timeWindowMs: MINUTE },
    sms: { max: 5, timeWindowMs: MINUTE },
  },
  phone: { resendTimeoutMs: MINUTE, dailySmsLimit: 5, codeTtlMs: 10 * MINUTE, maxAttempts: 5 },
  playerGroupCheck: null,
  defaultCurrency: 'EUR',
  limits: { coolingOffMs: 24 * HOUR, confirmWindowMs: 7 * 24 * HOUR },
  paymentWebhook: { secret: null, toleranceSeconds: 300 },
};

export function accountsConfigFromEnv(env: Env): Partial<AccountsConfig> {
  return {
    confirmationRequired: env.AUTH_CONFIRMATION_REQUIRED,
    maxFailedAttempts: env.AUTH_MAX_FAILED_ATTEMPTS,
    signInDelayMs: env.AUTH_SIGN_IN_DELAY_MS,
    requiredFields: env.AUTH_REQUIRED_FIELDS,
    sessionTtlMs: env.SESSION_TTL_HOURS * HOUR,
    limits: {
      coolingOffMs: env.LIMIT_COOLING_OFF_HOURS * HOUR,
      confirmWindowMs: env.LIMIT_CONFIRM_HOURS * HOUR,
      realityCheckMs: env.REALITY_CHECK_MINUTES * MINUTE,
      realityCheckMinMs: env.REALITY_CHECK_MIN_SECONDS * 1_000,
      activityTrackMs: env.ACTIVITY_TRACK_SECONDS * 1_000,
    },
    countryHeader: env.COUNTRY_HEADER ?? null,
    countryOverride: env.COUNTRY_OVERRIDE ?? null,
    blockedCountries: env.BLOCKED_COUNTRIES.map((code) => code.toUpperCase()),
    webUrl: env.PUBLIC_WEB_URL.replace(/\/$/, ''),
    devOutboxEnabled: env.DEV_OUTBOX_ENABLED ?? env.NODE_ENV !== 'production',
    smtpUrl: env.SMTP_URL ?? null,
    paymentWebhook: { secret: env.PAYMENT_WEBHOOK_SECRET ?? null, toleranceSeconds: env.PAYMENT_WEBHOOK_TOLERANCE_SECONDS },
    playerGroupCheck: env.PLAYER_GROUP_REQUIRED && env.PLAYER_GROUP_REDIRECT_URL
      ? { requiredGroup: env.PLAYER_GROUP_REQUIRED, redirectUrl: env.PLAYER_GROUP_REDIRECT_URL }
      : null,
  };
}

export function resolveAccountsConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  return { ...DEFAULT_ACCOUNTS_CONFIG, ...overrides, rateLimits: { ...DEFAULT_ACCOUNTS_CONFIG.rateLimits, ...overrides.rateLimits } };
}
