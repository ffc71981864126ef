import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { loadEnv } from '../src/env';
import { appendSettledEvent, EventsRepository } from '../src/events/repository';
import { EventWorker } from '../src/events/worker';
import { CampaignsRepository } from '../src/modules/campaigns/repository';
import { TournamentsRepository } from '../src/modules/tournaments/repository';
import { TournamentService } from '../src/modules/tournaments/service';
import { InProcessPublisher } from '../src/realtime/publisher';

/**
 * Issue 23 figures (docs/benchmarks.md): a tournament leaderboard of BENCH_ENTRIES participants
 * (default 100,000) in one currency.
 * 1. The rating call (`TournamentService.rating`: the tournament's row, then the top 20 and the
 *    caller's own row with its position from the rank counts, serialised), BENCH_CALLS times (default 2,000) for a random
 *    participant each: p50 / p99 (target top-20 plus own row ≤ 5 ms p99).
 * 2. A rank change published after the bet settles, BENCH_MOVES times (default 20): a real player's
 *    bet is written settled with its cash stake entry and, in the same transaction, the settlement's
 *    `bets_settled` row (`appendSettledEvent`, step 7 of settlement); after the commit the event
 *    worker is poked (as the app's settlement does), applies it (entries, standings, rank
 *    counts) and publishes tournament_pool_changed. Timed from the commit to the
 *    publication's arrival at an in-process subscriber (target ≤ 1 s). Each stake puts a new
 *    player above about 60 % of the field.
 * Setup (not timed): set-based SQL, the rank counts built as migration 0025 builds them.
 * PGlite by default, PostgreSQL when DATABASE_URL is set (throwaway schema, dropped).
 */
const env = loadEnv();
const schemaName = `bench_tournament_${process.pid}`;
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, schemaName, poolSize: 4 })
  : await openDatabase({ kind: 'pglite', dataDir: null });
const db = database.db;
const entries = Number(process.env.BENCH_ENTRIES ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 2_000);
const moves = Number(process.env.BENCH_MOVES ?? 20);
const SYNTHETIC = 10_000_000; // the seeded participants' ids (entries have no foreign key to users)

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const publisher = new InProcessPublisher({ history: { size: 16 } });
const clock = { now: () => Date.now() };
const repository = new TournamentsRepository(db);
const service = new TournamentService({ repository, conditions: new CampaignsRepository(db), clock, publisher, languages: ['en'], secret: 'bench' });
const worker = new EventWorker(new EventsRepository(db), { name: 'bench-tournaments', handlers: { bets_settled: service.eventHandler() } });

try {
  const setupStarted = performance.now();
  const now = Date.now();
  const tournamentId = await repository.create({
    name: 'Bench tournament', status: 'active', startsAt: new Date(now - 3_600_000), endsAt: new Date(now + 86_400_000),
    minStakes: { EUR: 100 }, minOdds: null, eventConditions: [], prizes: { EUR: [{ from: 1, to: 1, amount: 100_000 }, { from: 2, to: 20, amount: 10_000 }] },
  }, new Date(now));
  // Farmed amounts 1.00 … 1,000.00 EUR in whole euros: many equal amounts, so the tie order (reached_at, last_bet_id) is exercised too.
  await db.execute(sql`insert into promo_tournament_entries (tournament_id, currency, user_id, farmed_amount, bets_count, reached_at, last_bet_id)
    select ${tournamentId}, 'EUR', ${SYNTHETIC} + g, (1 + floor(random() * 1000)) * 100, 1 + floor(random() * 20),
      ${new Date(now - 3_000_000).toISOString()}::timestamptz + (floor(random() * 2000) || ' seconds')::interval, ${SYNTHETIC} + g
    from generate_series(1, ${entries}) g`);
  await db.execute(sql`update promo_tournament_standings set participants = ${entries}, farmed_total = (select sum(farmed_amount) from promo_tournament_entries where tournament_id = ${tournamentId})
    where tournament_id = ${tournamentId}`);
  // The rank counts as migration 0025 builds them from existing entries.
  await db.execute(sql`insert into promo_tournament_rank_counts (tournament_id, currency, level, node, entries)
    select e.tournament_id, e.currency, l.level, e.farmed_amount >> l.level, count(*)::int
    from promo_tournament_entries e cross join generate_series(0, 52) as l(level) where e.tournament_id = ${tournamentId} group by 1, 2, 3, 4`);
  // The movers: real players with an account (a bet needs one), not yet on the leaderboard.
  await db.execute(sql`insert into users (email, password_hash, currency) select 'mover' || g || '@bench.test', 'x', 'EUR' from generate_series(1, ${moves}) g`);
  await db.execute(sql`insert into accounts (user_id, currency, balance) select id, 'EUR', 0 from users`);
  const movers = rowsOf<{ user_id: number; account_id: number }>(await db.execute(sql`select user_id, id as account_id from accounts order by id`));
  await db.execute(sql`vacuum analyze promo_tournament_entries`);
  await db.execute(sql`vacuum analyze promo_tournament_rank_counts`);
  console.log(`setup: ${entries.toLocaleString('en')} entries in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (${database.kind})`);

  // The positions against a plain count of the entries ranked above (not timed).
  for (let index = 0; index < 20; index += 1) {
    const caller = SYNTHETIC + 1 + Math.floor(Math.random() * entries);
    const [truth] = rowsOf<{ position: number }>(await db.execute(sql`select 1 + count(*)::int as position from promo_tournament_entries e, promo_tournament_entries m
      where m.tournament_id = ${tournamentId} and m.user_id = ${caller} and e.tournament_id = ${tournamentId}
        and (e.farmed_amount > m.farmed_amount or (e.farmed_amount = m.farmed_amount and (e.reached_at, e.last_bet_id) < (m.reached_at, m.last_bet_id)))`));
    const answered = (await service.rating(tournamentId, caller, { currency: 'EUR', limit: 20 })).current_user?.position;
    if (answered !== Number(truth?.position)) throw new Error(`position ${answered} for ${caller}, counted ${truth?.position}`);
  }

  // 1. The rating call.
  for (let index = 0; index < 50; index += 1) await service.rating(tournamentId, SYNTHETIC + 1 + index, { currency: 'EUR', limit: 20 });
  const durations: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const caller = SYNTHETIC + 1 + Math.floor(Math.random() * entries);
    const started = performance.now();
    const answer = await service.rating(tournamentId, caller, { currency: 'EUR', limit: 20 });
    durations.push(performance.now() - started);
    if (answer.rows.length !== 20 || answer.current_user === null) throw new Error('the rating call lost its rows');
  }
  durations.sort((a, b) => a - b);
  console.log(`rating (top 20 + own row, ${entries.toLocaleString('en')} participants, ${calls.toLocaleString('en')} calls): p50 ${ms(percentile(durations, 50))}, p99 ${ms(percentile(durations, 99))}, max ${ms(durations.at(-1) ?? 0)} (target p99 ≤ 5 ms)`);

  // 2. A rank change published after the bet settles.
  worker.start();
  const latencies: number[] = [];
  for (const [index, mover] of movers.entries()) {
    const stake = 60_000 + index * 100; // 600 EUR and up: above about 60 % of the field
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no tournament_pool_changed within 30 s')), 30_000);
      const stop = publisher.subscribe((_channel, publication) => {
        if (publication.event_name !== 'tournament_pool_changed') return;
        clearTimeout(timer);
        stop();
        resolve();
      });
    });
    const betId = await db.transaction(async (tx) => {
      const [bet] = rowsOf<{ id: number }>(await tx.execute(sql`insert into bets (ref, user_id, account_id, type, status, result, currency, stake, odds, potential_win, settled_at)
        values (${`MOVE${index}-${process.pid}`}, ${mover.user_id}, ${mover.account_id}, 'single', 'done', 'lose_entire', 'EUR', ${stake}, 2000, ${stake * 2}, now()) returning id`));
      const id = Number(bet?.id);
      await tx.execute(sql`insert into ledger_entries (account_id, amount, balance_after, kind, reference, money) values (${mover.account_id}, ${-stake}, 0, 'bet_stake', ${`bet:${id}`}, 'cash')`);
      await appendSettledEvent(tx, [id], new Date());
      return id;
    });
    const committed = performance.now();
    worker.poke();
    await arrived;
    latencies.push(performance.now() - committed);
    const position = (await service.rating(tournamentId, mover.user_id, { currency: 'EUR', limit: 1 })).current_user?.position ?? Infinity;
    if (position > entries * 0.5) throw new Error(`bet ${betId} did not lift its player (position ${position})`);
  }
  await worker.stop();
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`rank change published after the settlement commits (${moves} bets, each lifting a new player over about 60 % of ${entries.toLocaleString('en')}): p50 ${ms(percentile(sorted, 50))}, max ${ms(sorted.at(-1) ?? 0)} (target ≤ 1 s)`);
} finally {
  await worker.stop();
  if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
  await database.close();
}
