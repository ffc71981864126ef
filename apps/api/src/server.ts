import { buildApp } from './app';
import { loadJwtSecret } from './config/jwt-secret';
import { openDatabase } from './db/client';
import { apiDocsEnabled, loadEnv, metricsAccess, realtimeGatewayConfig, realtimeTokenTtlSeconds } from './env';
import { accountsConfigFromEnv } from './modules/auth/config';
import { betsConfigFromEnv } from './modules/bets/config';
import { exchangeRatesFromEnv } from './modules/settings/exchange-rates';
import { siteConfigDefaults } from './modules/site-config/defaults';
import { EVENTS_LOCK_KEY, LeaderLock, PgAdvisoryLock, simulatorLeadership, soleNodeLock } from './feed/leader-lock';
import { createRealtimePublisher } from './realtime/factory';
import { BUILD_RELEASE } from './config/release';
import { createSentryReporter } from './error-reporting/reporter';

/**
 * Starts the API: opens PGlite in DATA_DIR (or PostgreSQL at DATABASE_URL), applies migrations,
 * seeds and runs the feed simulator when this node leads, and shuts down cleanly on signals.
 */
const env = loadEnv();
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: env.dataDir });

const publisher = createRealtimePublisher({
  mode: env.REALTIME_MODE,
  redisUrl: env.REDIS_URL,
  redisPrefix: env.REDIS_PREFIX,
  centrifugoApiUrl: env.CENTRIFUGO_API_URL,
  centrifugoApiKey: env.CENTRIFUGO_API_KEY,
});

// Sentry only when configured: the SDK is not even loaded otherwise.
const errorReporter = env.SENTRY_DSN
  ? await createSentryReporter({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT, release: env.SENTRY_RELEASE ?? BUILD_RELEASE })
  : null;

const app = await buildApp({
  errorReporter,
  database,
  publisher,
  jwtSecret: loadJwtSecret(env.JWT_SECRET, env.dataDir),
  // Built on every node that may lead; only the leader starts it (below).
  simulator: env.SIM_ENABLED ? { seed: env.SIM_SEED, speed: env.SIM_SPEED } : null,
  corsOrigins: env.CORS_ORIGINS,
  logger: { level: env.LOG_LEVEL },
  accounts: accountsConfigFromEnv(env),
  bets: betsConfigFromEnv(env),
  exchangeRates: exchangeRatesFromEnv(env.EXCHANGE_RATES),
  siteConfigDefaults: siteConfigDefaults(env),
  partnerApps: env.PARTNER_APPS,
  feedControl: env.FEED_CONTROL_ENABLED,
  operatorApiKey: env.OPERATOR_API_KEY ?? null,
  docs: apiDocsEnabled(env),
  metrics: metricsAccess(env),
  realtimeTokenTtlSeconds: realtimeTokenTtlSeconds(env),
  realtimeGateway: realtimeGatewayConfig(env),
});

// On PostgreSQL the holder of a session advisory lock (dedicated connection) runs the simulator;
// standbys retry every few seconds and take over when it goes away. PGlite has one node: it leads.
const leadership = app.simulator
  ? simulatorLeadership(app.simulator, env.DATABASE_URL ? new PgAdvisoryLock({ connectionString: env.DATABASE_URL }) : soleNodeLock, { log: app.log })
  : null;
await leadership?.start();
// The event worker (bonus_issued, trigger bonuses, expiries) runs on one node too, under its own lock.
const eventsLeadership = new LeaderLock(env.DATABASE_URL ? new PgAdvisoryLock({ connectionString: env.DATABASE_URL }, EVENTS_LOCK_KEY) : soleNodeLock, {
  onElected: () => {
    app.bonuses.worker.start();
    return Promise.resolve();
  },
  onDeposed: () => app.bonuses.worker.stop(),
  onError: (error) => app.log.error({ err: error }, 'event worker leadership failed'),
});
await eventsLeadership.start();

await app.listen({ host: env.API_HOST, port: env.API_PORT });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
  // Readiness fails first, so the load balancer stops sending; app.close() then stops listening,
  // lets in-flight requests finish and closes WebSockets with 3001 shutdown (clients reconnect).
  app.startDraining();
  if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
  await leadership?.stop();
  await eventsLeadership.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
