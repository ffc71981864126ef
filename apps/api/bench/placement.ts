import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { accounts, bets, ledgerEntries, markets, matches, outcomes } from '../src/db/schema';
import { rowsOf } from '../src/db/rows';
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
 *
 * Scenario (BENCH_SCENARIO, or the first argument: `plain` by default, or `bonus`): `bonus` is the
 * issue 20 figure, a bonus on 20 % of the bets. Through the operator routes, one player in ten
 * (0, 10, 20 …) is issued a free bet of 1.00 EUR (the bets' stake) and one in ten (5, 15, 25 …) a
 * combo boost (×1.05 on 2 to 10 selections), each with 1,000 uses; the requests go round the
 * players, so one bet in five carries its player's bonus marker (the combo boost with its range's
 * odds), validated by the service and checked again inside place_bet_batch's transaction. Uses are
 * not refilled: more than 1,000 placements per player (about 200,000 in all) would be refused as
 * spent. The report's case is then `place_combo_2_bonus_20pct`, with the bets stored with a bonus.
 *
 * BENCH_JACKPOT=1 (issue 23): an EUR jackpot of two levels (1 % and 0.5 % of every stake, one hit in
 * 1,000 and in 100,000 bets) is created through the operator route and the event worker runs in the
 * API's process as on the leading node, so every bet placed feeds it and is drawn after its commit
 * (from `bets_placed`). The end check adds the bets drawn, each level's pool against its
 * contributions minus its hits, and the hits against their jackpot_win ledger entries.
 */
const env = loadEnv();
const schemaName = `bench_bets_${process.pid}`;
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, schemaName, poolSize: Number(process.env.BENCH_POOL ?? 20) })
  : await openDatabase({ kind: 'pglite', dataDir: null });
const unlimited = { max: 10_000_000, timeWindowMs: 60_000 };
const scenario = process.env.BENCH_SCENARIO ?? process.argv[2] ?? 'plain';
if (scenario !== 'plain' && scenario !== 'bonus') throw new Error(`BENCH_SCENARIO is plain or bonus, not ${scenario}`);
const operatorApiKey = randomBytes(24).toString('hex');
const app = await buildApp({
  database,
  operatorApiKey,
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
const userIds: number[] = [];
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
  if (scenario === 'bonus') userIds.push((await app.inject({ method: 'GET', url: '/platform/player', headers: { cookie } })).json<{ id: number }>().id);
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
const STAKE = 100;
const BOOST_ODDS = 1.05;
/** The bonus scenario's player bonuses: a free bet for players 0, 10, 20 …, a combo boost for 5, 15, 25 … */
const bonusKindOf = (player: number): 'freebet' | 'comboboost' | null => (scenario !== 'bonus' ? null : player % 10 === 0 ? 'freebet' : player % 10 === 5 ? 'comboboost' : null);
const bonusIds = await issueBonuses();
const body = (player: number) => {
  const line = lines[player % lines.length] ?? lines[0]!;
  const kind = bonusKindOf(player);
  const bonus = kind === null ? undefined : { id: bonusIds.get(player) ?? '', type: kind, ...(kind === 'comboboost' ? { odds: BOOST_ODDS } : {}) };
  return JSON.stringify({
    meta: { device_id: 'bench', quick: false, type: 'combo', odds_accept_mode: 'ANY' },
    bets: [{ type: 'combo', stake: { value: STAKE, currency: 'EUR' }, selections: [selection(line), selection(lines[(player + 1) % lines.length] ?? line)], ...(bonus ? { bonus } : {}) }],
  });
};

/** Bonus scenario: the campaigns, issued through the operator routes; answers each bonus player's issued bonus id. */
async function issueBonuses(): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  if (scenario !== 'bonus') return ids;
  const operator = { 'content-type': 'application/json', 'x-operator-key': operatorApiKey };
  const campaigns = {
    freebet: { type: 'freebet', name: 'Bench free bet', uses_count: 1000, amounts: { EUR: STAKE } },
    comboboost: { type: 'comboboost', name: 'Bench combo boost', uses_count: 1000, ranges: [{ min_count: 2, max_count: 10, bonus_odds: BOOST_ODDS }] },
  } as const;
  for (const kind of ['freebet', 'comboboost'] as const) {
    const created = await app.inject({ method: 'POST', url: '/sportsbook/v1/operator/campaigns', headers: operator, payload: campaigns[kind] });
    if (created.statusCode !== 201) throw new Error(`campaign answered ${created.statusCode}: ${created.body}`);
    const players = userIds.filter((_, player) => bonusKindOf(player) === kind);
    const issued = await app.inject({ method: 'POST', url: `/sportsbook/v1/operator/campaigns/${created.json<{ data: { id: number } }>().data.id}/issue`, headers: operator, payload: { user_ids: players } });
    if (issued.json<{ data: { issued: number } }>().data?.issued !== players.length) throw new Error(`issue answered ${issued.statusCode}: ${issued.body}`);
  }
  for (const [player, token] of tokens.entries()) {
    if (bonusKindOf(player) === null) continue;
    const listed = await app.inject({ method: 'GET', url: '/sportsbook/v1/bonuses', headers: { authorization: `Bearer ${token}` } });
    const id = listed.json<{ data: { id: string }[] }>().data[0]?.id;
    if (!id) throw new Error(`player ${player} holds no bonus: ${listed.body}`);
    ids.set(player, id);
  }
  return ids;
}

const jackpot = process.env.BENCH_JACKPOT === '1';
if (jackpot) {
  const created = await app.inject({
    method: 'POST', url: '/sportsbook/v1/operator/jackpots', headers: { 'content-type': 'application/json', 'x-operator-key': operatorApiKey },
    payload: { name: 'Bench jackpot', currency: 'EUR', min_stake: 1, levels: [{ code: 'mini', name: 'Mini', contribution_bp: 100, hit_one_in: 1_000 }, { code: 'grand', name: 'Grand', contribution_bp: 50, hit_one_in: 100_000 }] },
  });
  if (created.statusCode !== 201) throw new Error(`jackpot answered ${created.statusCode}: ${created.body}`);
  app.bonuses.worker.start();
}

// One placement first (a bonus bet in the bonus scenario): a broken setup must fail loudly, not measure error answers.
const probe = await app.inject({ method: 'POST', url: '/sportsbook/v3/bets', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0] ?? ''}` }, payload: body(0) });
if (probe.statusCode !== 201) throw new Error(`probe placement answered ${probe.statusCode}: ${probe.body}`);

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const requests = tokens.map((token, index) => ({
  method: 'POST' as const,
  path: '/sportsbook/v3/bets',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: body(index),
}));
const countBets = async () => (await database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(bets))[0]?.count ?? 0;
const countBonusBets = async () => (await database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(bets).where(sql`${bets.bonus} is not null`))[0]?.count ?? 0;

/**
 * One phase of load: closed loop (each connection sends its next placement when the last one is
 * answered: the most the server does) or, with `rate`, open loop at that many placements per
 * second across the connections (the latency a steady rate sees).
 */
async function phase(name: string, rate: number | undefined): Promise<void> {
  const storedBefore = await countBets();
  const bonusBefore = await countBonusBets();
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
    case: (scenario === 'bonus' ? 'place_combo_2_bonus_20pct' : 'place_combo_2') + (jackpot ? '_jackpot' : ''),
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
    // Of which with a bonus (the bonus scenario: about one in five).
    bonus_bets_stored: (await countBonusBets()) - bonusBefore,
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
  // The cash balance against the cash entries (bonus money is its own kind of entry: docs/bonuses.md).
  .where(sql`${accounts.balance} <> (select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ledgerEntries.accountId} = ${accounts.id} and ${ledgerEntries.money} = 'cash')`);
console.log(JSON.stringify({ database: database.kind, accounts: playerCount, accounts_ledger_mismatch: mismatched.length }));
if (jackpot) {
  await app.bonuses.worker.stop();
  // Until the worker's position reaches the last event: on a shared server another database's
  // transaction still running holds it back (it reads only events older than every running one).
  const [last] = rowsOf<{ id: number }>(await database.db.execute(sql`select coalesce(max(id), 0)::int as id from events`));
  for (let tries = 0; tries < 600; tries += 1) {
    await app.bonuses.worker.drain();
    const [at] = rowsOf<{ position: number }>(await database.db.execute(sql`select coalesce(max(position), 0)::int as position from event_positions where worker = 'bonuses'`));
    if ((at?.position ?? 0) >= (last?.id ?? 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [check] = rowsOf<Record<string, number>>(await database.db.execute(sql`select
      (select count(*)::int from bets) as bets,
      (select count(distinct bet_id)::int from jackpot_draws) as bets_drawn,
      (select count(*)::int from jackpot_levels where pool_amount <> contributed_amount - hits_amount
        or contributed_amount <> (select coalesce(sum(d.contribution), 0) from jackpot_draws d where d.level_id = jackpot_levels.id)) as levels_off,
      (select count(*)::int from jackpot_hits) as hits,
      (select count(*)::int from ledger_entries where kind = 'jackpot_win') as hits_paid`));
  console.log(JSON.stringify({ database: database.kind, jackpot_check: check }));
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify(rowsOf(await database.db.execute(sql`select b.id, b.status, b.is_vip, b.stake, b.currency, b.odds, b.bonus,
    exists (select 1 from events e where e.kind = 'bets_placed' and e.payload->'bet_ids' @> to_jsonb(b.id)) as in_event,
    (select string_agg(le.kind, ',') from ledger_entries le where le.reference = 'bet:' || b.id) as ledger
    from bets b where not exists (select 1 from jackpot_draws d where d.bet_id = b.id) limit 20`))));
}

await app.close();
if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
await database.close();
