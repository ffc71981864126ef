import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';

/**
 * Load figures of issue 2: GET /matches?match_status=1 and GET /matches/{id}/markets under
 * autocannon on loopback, with the simulator running. PGlite by default, PostgreSQL when
 * DATABASE_URL is set (in a throwaway schema). Prints one JSON line per endpoint.
 */
const env = loadEnv();
const schemaName = `bench_${process.pid}`;
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, schemaName, poolSize: 10 })
  : await openDatabase({ kind: 'pglite', dataDir: null });
const app = await buildApp({ database, jwtSecret: randomBytes(32).toString('hex'), simulator: { seed: env.SIM_SEED, speed: env.SIM_SPEED } });
await app.simulator?.start();
app.simulator?.run();
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const live = await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?match_status=1&limit=1' });
const matchId = live.json<{ data: { id: number }[] }>().data[0]?.id ?? 1;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

for (const path of ['/sportsbook/v1/matches?match_status=1', `/sportsbook/v1/matches/${matchId}/markets`]) {
  const before = { ...app.responseCache.stats };
  const result = await autocannon({ url: `${address}${path}`, connections: 50, duration });
  const after = app.responseCache.stats;
  console.log(JSON.stringify({
    database: database.kind,
    path,
    requests_per_second: Math.round(result.requests.average),
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    // Response cache during the run: fresh hits, stale-while-refreshing, misses (waited for a render), background refreshes.
    cache: Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - before[key as keyof typeof before]])),
  }));
}

await app.close();
if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
await database.close();
