import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { accounts, bets, ledgerEntries, markets, matches, outcomes } from '../src/db/schema';
import { loadEnv } from '../src/env';
import { runLoad } from './load/run-load';
import { startStealMeter } from './load/cpu-steal';
import { postgresCpuSeconds } from './load/postgres-cpu';
import { startProfiler } from './load/profiler';

/**
 * Issue 6 figure: POST /sportsbook/v3/bets per second and its latency under concurrent load on
 * loopback from a second process (load/run-load.ts): BENCH_PLAYERS players (default 200), each
 * with their own bearer, placing 2-selection prematch combos over BENCH_CONNECTIONS connections
 * (default 64), BENCH_SECONDS (default 10) per phase: first closed loop (the most it places), then
 * open loop at BENCH_RATE placements per second (default 1000: the target's rate), evenly paced and
 * each timed from when it was due, after 2 s of warm-up at that rate (load/paced-load.ts). PGlite by
 * default, PostgreSQL when DATABASE_URL is set (throwaway schema). The seeded board is not stepped
 * (prices stay put, so every placement should succeed). BENCH_BET_LIMITS=1 gives every player a
 * daily wager and a daily loss limit (never reached) to measure what the limit checks cost. Reports API, PostgreSQL and load-generator CPU per bet, and
 * at the end checks that every account's balance equals its ledger sum.
 */
const env = loadEnv();
const schemaName = `bench_bets_${process.pid}`;
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, schemaName, poolSize: Number(process.env.BENCH_POOL ?? 20) })
  : await openDatabase({ kind: 'pglite', dataDir: null });
const unlimited = { max: 10_000_000, timeWindowMs: 60_000 };
const app = await buildApp({
  database,
  jwtSecret: randomBytes(32).toString('hex'),
  simulator: { seed: env.SIM_SEED, speed: 1, targets: { upcoming: 60, live: 0 } },
  accounts: { scrypt: { N: 1024, r: 8, p: 1 }, confirmationRequired: false, rateLimits: { signIn: unlimited, signUp: unlimited, password: unlimited, sms: unlimited } },
  bets: { delayScale: 0 },
});
await app.simulator?.start();
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const playerCount = Number(process.env.BENCH_PLAYERS ?? 200);
// BENCH_BET_LIMITS=1: every player has a daily wager and a daily loss limit (issue 21), checked and counted in place_bet_batch.
const betLimits = process.env.BENCH_BET_LIMITS === '1';
const platform = { 'content-type': 'application/json', 'x-sportsbook-app': 'bench' };
const tokens: string[] = [];
for (let index = 0; index < playerCount; index += 1) {
  const user = { email: `bettor${index}@example.com`, password: 'bench password 1' };
  await app.inject({ method: 'POST', url: '/platform/users', headers: platform, payload: { user } });
  const signIn = await app.inject({ method: 'POST', url: '/platform/users/sign_in', headers: platform, payload: { user: { login: user.email, password: user.password } } });
  const setCookie = signIn.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).find((entry) => entry.startsWith('sb_session='))?.split(';')[0];
  if (signIn.statusCode !== 200 || !cookie) throw new Error(`sign-in answered ${signIn.statusCode}: ${signIn.body}`);
  await app.inject({ method: 'POST', url: '/platform/wallet/deposits', headers: { ...platform, cookie }, payload: { amount: 1_000_000_00 } });
  if (betLimits) {
    // A daily wager and a daily loss limit far above what the run stakes: every placement is checked and counted, none refused.
    for (const type of ['wager', 'loss']) {
      const limit = await app.inject({ method: 'POST', url: '/platform/user_limits', headers: { ...platform, cookie }, payload: { type, amount: 1_000_000_00, currency: 'EUR', period: 'day' } });
      if (limit.statusCode !== 201) throw new Error(`${type} limit answered ${limit.statusCode}: ${limit.body}`);
    }
  }
  const issued = await app.inject({ method: 'POST', url: '/platform/sportsbook_token', headers: { 'x-sportsbook-app': 'bench', cookie } });
  if (issued.statusCode !== 200) throw new Error(`sportsbook_token answered ${issued.statusCode}: ${issued.body}`);
  tokens.push(issued.json<{ token: string }>().token);
}

// One open line per prematch match; combos pair lines of different matches.
const rows = await database.db
  .select({ matchId: matches.id, marketId: markets.typeId, specifier: markets.specifier, outcomeId: outcomes.outcomeKey, odds: outcomes.odds })
  .from(outcomes).innerJoin(markets, eq(markets.id, outcomes.marketId)).innerJoin(matches, eq(matches.id, markets.matchId))
  .where(and(eq(matches.status, 0), eq(matches.type, 'match'), eq(matches.provider, 'betradar'), eq(markets.status, 1), eq(outcomes.active, true), sql`${outcomes.odds} between 1100 and 5000`))
  .orderBy(matches.id, markets.id, outcomes.position);
const lines = [...new Map(rows.map((row) => [row.matchId, row])).values()];
if (lines.length < 2) throw new Error(`only ${lines.length} open prematch lines`);
const selection = (line: (typeof lines)[number]) => ({ match_id: line.matchId, market_id: line.marketId, specifier: line.specifier, outcome_id: line.outcomeId, odds: line.odds / 1000 });
const bodies = lines.map((line, index) => JSON.stringify({
  meta: { device_id: 'bench', quick: false, type: 'combo', odds_accept_mode: 'ANY' },
  bets: [{ type: 'combo', stake: { value: 100, currency: 'EUR' }, selections: [selection(line), selection(lines[(index + 1) % lines.length] ?? line)] }],
}));

// One placement first: a broken setup must fail loudly, not measure error answers.
const probe = await app.inject({ method: 'POST', url: '/sportsbook/v3/bets', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0] ?? ''}` }, payload: bodies[0] ?? '' });
if (probe.statusCode !== 201) throw new Error(`probe placement answered ${probe.statusCode}: ${probe.body}`);

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const requests = tokens.map((token, index) => ({
  method: 'POST' as const,
  path: '/sportsbook/v3/bets',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: bodies[index % bodies.length] ?? '',
}));
const countBets = async () => (await database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(bets))[0]?.count ?? 0;

/**
 * One phase of load: closed loop (each connection sends its next placement when the last one is
 * answered: the most the server does) or, with `rate`, open loop at that many placements per
 * second across the connections (the latency a steady rate sees).
 */
async function phase(name: string, rate: number | undefined): Promise<void> {
  const storedBefore = await countBets();
  const profiler = await startProfiler(name);
  const cpuBefore = process.cpuUsage();
  const postgresBefore = database.kind === 'postgres' ? postgresCpuSeconds() : null;
  const steal = startStealMeter();
  const result = await runLoad({
    url: address,
    connections,
    durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
    // Open loop: 2 s at the rate first, not timed (the load generator's process is new and cold).
    ...(rate === undefined ? {} : { overallRate: rate, warmupSeconds: 2 }),
    // A placement queued behind others on a busy machine may take seconds: count it rather than time it out.
    timeoutSeconds: 30,
    requests,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const stealPercent = steal();
  const postgresAfter = postgresBefore === null ? null : postgresCpuSeconds();
  await profiler.stop();
  // Bets stored during the phase: the answered ones, those of the warm-up (open loop) and a few
  // in flight when a closed loop stopped counting. CPU per bet is over all of them.
  const stored = (await countBets()) - storedBefore;
  const placed = Math.max(1, stored);
  console.log(JSON.stringify({
    database: database.kind,
    case: 'place_combo_2',
    load: rate === undefined ? 'closed_loop' : `open_loop_${rate}_per_s`,
    players: playerCount,
    connections,
    cpus: cpus().length,
    bets_per_second: Math.round(result.requestsPerSecond),
    p50_ms: result.p50,
    p99_ms: result.p99,
    max_ms: result.max,
    answers_2xx: result.answers2xx,
    // CPU of the API process (the load runs in its own process) per stored placement.
    api_cpu_ms_per_bet: Number(((cpu.user + cpu.system) / 1000 / placed).toFixed(3)),
    // … of which in the kernel (socket reads and writes): a profile counts time blocked in writev, this does not.
    api_system_cpu_ms_per_bet: Number((cpu.system / 1000 / placed).toFixed(3)),
    // CPU of the local PostgreSQL server's processes per stored placement (null: not measurable here).
    postgres_cpu_ms_per_bet: postgresBefore === null || postgresAfter === null ? null : Number(((postgresAfter - postgresBefore) * 1000 / placed).toFixed(3)),
    // CPU of the load generator's process per stored placement (it shares the machine's cores).
    load_cpu_ms_per_bet: Number((result.clientCpuSeconds * 1000 / placed).toFixed(3)),
    errors: result.errors + result.non2xx + result.timeouts,
    bets_stored: stored,
    // CPU time the hypervisor gave other guests during the phase, in % of the machine's: figures
    // taken at more than a few percent are not comparable with quiet runs.
    steal_percent: stealPercent,
  }));
}

// BENCH_PHASES: closed, open or both (default): an A/B of one phase need not wait for the other.
const phases = process.env.BENCH_PHASES ?? 'both';
if (phases !== 'open') await phase('closed-loop', undefined);
if (phases !== 'closed') await phase('open-loop', Number(process.env.BENCH_RATE ?? 1000));
const mismatched = await database.db
  .select({ id: accounts.id })
  .from(accounts)
  .where(sql`${accounts.balance} <> (select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ledgerEntries.accountId} = ${accounts.id})`);
console.log(JSON.stringify({ database: database.kind, accounts: playerCount, accounts_ledger_mismatch: mismatched.length }));

await app.close();
if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
await database.close();
