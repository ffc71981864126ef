import { PARTNER_APPS } from '@sportsbook/contracts';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The one reader of process.env in the API (ARCHITECTURE §3). Names and defaults are those of
 * the architecture so operators' scripts can rely on them.
 *
 * Relative DATA_DIR values resolve against the repository root, not the working directory:
 * the root `npm start` runs this workspace with cwd apps/api, and `./.data` must mean the same
 * directory whichever way the API is started.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const csv = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /** Key and channel prefix in Redis, so that several deployments (or test clusters) can share one server. */
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,100}$/).default('sportsbook:realtime:'),
  REALTIME_MODE: z.enum(['embedded', 'centrifugo']).default('embedded'),
  CENTRIFUGO_API_URL: z.url().optional(),
  CENTRIFUGO_API_KEY: z.string().optional(),
  /**
   * Lifetime of realtime connection and subscription tokens. Default 900 s; 60 s with
   * REALTIME_MODE=centrifugo, where an ended session's token cannot be refused before it expires.
   */
  REALTIME_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3_600).optional(),
  /** Fan-out window of the public and match channels in ms (src/realtime README); default 0, none. */
  REALTIME_FANOUT_WINDOW_MS: z.coerce.number().int().min(0).max(1_000).optional(),
  /** Fan-out window of the match chats in ms; default 50. */
  REALTIME_CHAT_FANOUT_WINDOW_MS: z.coerce.number().int().min(0).max(1_000).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SIM_SEED: z.coerce.number().int().nonnegative().default(42),
  SIM_SPEED: z.coerce.number().positive().max(1000).default(1),
  SIM_ENABLED: z.stringbool().default(true),
  SMTP_URL: z.string().optional(),
  /** Sentry's DSN: errors (unexpected 5xx, uncaught exceptions) go to it, scrubbed; unset: to the log only. */
  SENTRY_DSN: z.url().optional(),
  /** The environment error reports carry (spec promotions §9: production by default). */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).default('production'),
  /** The release error reports carry; default: the commit dist/ was built from (`development` from sources). */
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  /** Comma-separated origins allowed to call the API cross-origin (ARCHITECTURE §4). */
  CORS_ORIGINS: csv,
  /** Comma-separated ISO country codes where sign-in and sign-up are refused (spec core §5). */
  BLOCKED_COUNTRIES: csv,
  /** Partner apps offered (racing, lotteries, virtual-gaming-arena), by the built-in demo provider: their pages show. */
  PARTNER_APPS: csv.pipe(z.array(z.enum(PARTNER_APPS))),
  /** Accounts (issue 5; apps/api/README.md "Accounts"). */
  AUTH_CONFIRMATION_REQUIRED: z.stringbool().default(true),
  AUTH_MAX_FAILED_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  /** Progressive sign-in delay after failures, ms: the n-th failure makes the next attempt wait this × 2^(n−1) (0: none). */
  AUTH_SIGN_IN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** Comma-separated profile fields a player must fill (first_name, last_name, nickname): auth_fields_missed. */
  AUTH_REQUIRED_FIELDS: csv,
  SESSION_TTL_HOURS: z.coerce.number().positive().max(24 * 365).default(24 * 14),
  /** Responsible-gambling limits (issue 21): hours a raise or removal waits before the player may confirm it. */
  LIMIT_COOLING_OFF_HOURS: z.coerce.number().min(0).max(24 * 90).default(24),
  /** Hours after the cooling-off during which the player may confirm it (then the request lapses). */
  LIMIT_CONFIRM_HOURS: z.coerce.number().positive().max(24 * 90).default(24 * 7),
  /** Minutes between reality checks unless the player chose otherwise (0: no reality check; POST /platform/sportsbook_sessions answers 400). */
  REALITY_CHECK_MINUTES: z.coerce.number().min(0).max(24 * 60).default(60),
  /** The shortest reality-check interval a player may choose, in seconds (end-to-end tests shorten it). */
  REALITY_CHECK_MIN_SECONDS: z.coerce.number().int().min(1).max(24 * 60 * 60).default(300),
  /** Seconds between activity pings (spec promotions §9: 60); one ping counts at most this much active time (end-to-end tests shorten it). */
  ACTIVITY_TRACK_SECONDS: z.coerce.number().int().min(1).max(60 * 60).default(60),
  /** A header set by a trusted proxy with the visitor's ISO country (e.g. cf-ipcountry); unset: unknown. */
  COUNTRY_HEADER: z.string().toLowerCase().optional(),
  /** Every request counts as coming from this country (development and end-to-end tests). */
  COUNTRY_OVERRIDE: z.string().length(2).toUpperCase().optional(),
  /** The web app's public origin: links in e-mails and the deposit page's frame-ancestors. */
  PUBLIC_WEB_URL: z.url().default('http://localhost:3000'),
  /** Serve GET /platform/dev/outbox even in production (default: everywhere but production). */
  DEV_OUTBOX_ENABLED: z.stringbool().optional(),
  /** Player-group checker (spec core §6): players outside this group are sent to the redirect URL. */
  PLAYER_GROUP_REQUIRED: z.string().optional(),
  PLAYER_GROUP_REDIRECT_URL: z.url().optional(),
  /** Live bet delay in ms for every sport (default: a per-sport table, football 5000, tennis 3000 …; apps/api/README.md). */
  BET_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Multiplies every live bet delay (0 turns it off). */
  BET_DELAY_SCALE: z.coerce.number().min(0).max(100).default(1),
  /** VIP stake thresholds in minor units, CODE:amount pairs (e.g. EUR:500000,BTC:10000000). */
  BET_VIP_THRESHOLDS: csv,
  /**
   * The operators' API key (at least 32 characters, e.g. `openssl rand -hex 32`): sent as
   * X-Operator-Key to decide VIP bets (/sportsbook/v1/operator/bets/…). Unset: no operator route.
   */
  OPERATOR_API_KEY: z.string().min(32).optional(),
  /**
   * The payment provider's webhook secret (at least 32 characters): POST /platform/payments/webhooks/test_card
   * must carry X-Payment-Signature, an HMAC-SHA256 with it (docs/payments.md). Unset: no webhook is served.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** How far a webhook's signed timestamp may be from now, in seconds, either way (older: refused as a replay). */
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /**
   * Reference exchange rates as CODE:rate pairs, units per 1 EUR (e.g. USD:1.1,BTC:0.00001), over the
   * built-in table (modules/settings/exchange-rates.ts); sent in GET /settings `currencies`.
   */
  EXCHANGE_RATES: csv,
  /**
   * Defaults of the site configuration and feature flags (issue 22; apps/api/README.md "Site
   * configuration"): a JSON object of its fields, as PATCH /operator/settings takes them, e.g.
   * `{"features":{"jackpots":true},"sign_up_reminder_seconds":60}`. The operator's changes override it.
   */
  SITE_SETTINGS: z.string().max(20_000).optional(),
  /** Default of the site config isMyBetsVisible (moved from the web server; the operator may change it). */
  MY_BETS_VISIBLE: z.stringbool().optional(),
  /** Default of the shared-bets feature flag (moved from the web server; the operator may change it). */
  FEATURE_SHARED_BETS: z.stringbool().optional(),
  /** Serve the feed-control routes (/sportsbook/dev/feed/…: finish, set odds, suspend) for end-to-end tests. */
  FEED_CONTROL_ENABLED: z.stringbool().default(false),
  /** Serve the OpenAPI docs (/docs, /docs/json); default: everywhere but production. */
  API_DOCS_ENABLED: z.stringbool().optional(),
  /**
   * The token Prometheus sends to read GET /metrics (`Authorization: Bearer …`, at least 16
   * characters). Unset: /metrics is open outside production and not served in production.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * On SIGTERM, how long readiness answers 503 before the node stops taking connections (its
   * load balancer's health-check interval or more); then in-flight requests finish and WebSocket
   * clients are told to reconnect elsewhere. Default 0 (no load balancer to tell).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most shells' `FOO= cmd` usage.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const dataDir = isAbsolute(parsed.data.DATA_DIR) ? parsed.data.DATA_DIR : resolve(REPO_ROOT, parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir };
}

/** Who may read GET /metrics: METRICS_TOKEN's holder, else anyone outside production, else nobody. */
export function metricsAccess(env: Env): { token: string } | 'open' | 'off' {
  if (env.METRICS_TOKEN) return { token: env.METRICS_TOKEN };
  return env.NODE_ENV === 'production' ? 'off' : 'open';
}

/** Whether this node serves the OpenAPI docs: API_DOCS_ENABLED, else on outside production. */
export function apiDocsEnabled(env: Env): boolean {
  return env.API_DOCS_ENABLED ?? env.NODE_ENV !== 'production';
}

/** The gateway's fan-out windows set in the environment (the gateway's defaults for the rest). */
export function realtimeGatewayConfig(env: Env): { fanOutWindowMs?: number; chatFanOutWindowMs?: number } {
  return {
    ...(env.REALTIME_FANOUT_WINDOW_MS === undefined ? {} : { fanOutWindowMs: env.REALTIME_FANOUT_WINDOW_MS }),
    ...(env.REALTIME_CHAT_FANOUT_WINDOW_MS === undefined ? {} : { chatFanOutWindowMs: env.REALTIME_CHAT_FANOUT_WINDOW_MS }),
  };
}

/** REALTIME_TOKEN_TTL_SECONDS, or its default for the realtime mode. */
export function realtimeTokenTtlSeconds(env: Env): number {
  return env.REALTIME_TOKEN_TTL_SECONDS ?? (env.REALTIME_MODE === 'centrifugo' ? 60 : 15 * 60);
}
