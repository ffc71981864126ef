import { buildApp } from './app';
import { loadJwtSecret } from './config/jwt-secret';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { LeaderLock } from './feed/leader-lock';
import { createRealtimePublisher } from './realtime/factory';

/**
 * Starts the API: opens PGlite in DATA_DIR (or PostgreSQL at DATABASE_URL), applies migrations,
 * seeds and runs the feed simulator when this node leads, and shuts down cleanly on signals.
 */
const env = loadEnv();
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: env.dataDir });

const lock = database.pool ? new LeaderLock(database.pool) : null;
// PGlite is single-process, so this node is the leader; on PostgreSQL the advisory lock decides.
const leads = env.SIM_ENABLED && (lock ? await lock.tryAcquire() : true);

const publisher = createRealtimePublisher({
  mode: env.REALTIME_MODE,
  redisUrl: env.REDIS_URL,
  centrifugoApiUrl: env.CENTRIFUGO_API_URL,
  centrifugoApiKey: env.CENTRIFUGO_API_KEY,
});

const app = await buildApp({
  database,
  publisher,
  jwtSecret: loadJwtSecret(env.JWT_SECRET, env.dataDir),
  simulator: leads ? { seed: env.SIM_SEED, speed: env.SIM_SPEED } : null,
  corsOrigins: env.CORS_ORIGINS,
  logger: { level: env.LOG_LEVEL },
});

if (app.simulator) {
  await app.simulator.start();
  app.simulator.run();
  app.log.info({ seed: env.SIM_SEED, speed: env.SIM_SPEED }, 'feed simulator running');
}

await app.listen({ host: env.API_HOST, port: env.API_PORT });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await lock?.release();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
