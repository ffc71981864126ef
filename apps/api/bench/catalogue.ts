import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { startStealMeter } from './load/cpu-steal';
import { runLoad } from './load/run-load';

/**
 * Load figures of issue 2: GET /matches?match_status=1 and GET /matches/{id}/markets under
 * autocannon on loopback, with the simulator running. The API runs in this process, autocannon in
 * a second one (load/run-load.ts), so the load generator never shares the API's event loop. PGlite by default, PostgreSQL when DATABASE_URL is set (in a throwaway schema). Prints one
 * JSON line per endpoint.
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

try {
  for (const path of ['/sportsbook/v1/matches?match_status=1', `/sportsbook/v1/matches/${matchId}/markets`]) {
    const before = { ...app.responseCache.stats };
    const steal = startStealMeter();
    const result = await runLoad({ url: address, connections: 50, durationSeconds: duration, requests: [{ method: 'GET', path }] });
    const stealPercent = steal();
    const after = app.responseCache.stats;
    console.log(JSON.stringify({
      database: database.kind,
      path,
      requests_per_second: Math.round(result.requestsPerSecond),
      p50_ms: result.p50,
      p99_ms: result.p99,
      max_ms: result.max,
      errors: result.errors + result.timeouts + result.non2xx,
      // The machine's 1-minute load average at the end of the run (the figures are noisy when others run).
      load_average: Number(loadavg()[0]?.toFixed(2)),
      // CPU time the hypervisor gave other guests during the run, in % of the machine's (load/cpu-steal.ts).
      steal_percent: stealPercent,
      // Response cache during the run: fresh hits, stale-while-refreshing, misses (waited for a render), background refreshes.
      cache: Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - before[key as keyof typeof before]])),
    }));
  }
} finally {
  await app.close();
  if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
  await database.close();
}
