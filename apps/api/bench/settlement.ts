import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { initialPlay } from '../src/feed/engine/types';
import { resolverFor } from '../src/feed/resolution';
import { rowsOf } from '../src/db/rows';
import { SettlementRepository } from '../src/modules/settlement/repository';
import { NotificationsRepository } from '../src/modules/notifications/repository';
import { NotificationService } from '../src/modules/notifications/service';
import { SettlementService } from '../src/modules/settlement/service';
import { InProcessPublisher } from '../src/realtime/publisher';

/**
 * Issue 6 figure: settlement of BENCH_BETS open bets (default 100,000) on one finished match, from
 * BENCH_PLAYERS players (default 10,000): two singles in three on its 1x2, one in three a combo
 * whose other leg (another match) already won. Setup is set-based SQL (generate_series), not
 * timed. Timed: the settlement transaction (selections resolved, bets settled with the domain's
 * settleBet, ledger credits, balances, integrity check, the notifications of the bets that paid),
 * then the bet_changed and notification/unread_counters_changed publications (in-process broker). Checks afterwards: every bet settled, balances = ledger sums.
 * PGlite by default, PostgreSQL when DATABASE_URL is set (throwaway schema, dropped).
 */
const env = loadEnv();
const schemaName = `bench_settle_${process.pid}`;
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, schemaName, poolSize: 4 })
  : await openDatabase({ kind: 'pglite', dataDir: null });
const db = database.db;
const betCount = Number(process.env.BENCH_BETS ?? 100_000);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 10_000);
const MATCH = 1_000_001;
const OTHER = 1_000_002;

try {
  const setupStarted = performance.now();
  await db.execute(sql`insert into users (email, password_hash, currency) select 'bettor' || g || '@bench.test', 'x', 'EUR' from generate_series(1, ${playerCount}) g`);
  await db.execute(sql`insert into accounts (user_id, currency, balance) select id, 'EUR', 0 from users`);
  const snapshot = JSON.stringify({ matchSlug: 'bench', sportKey: 'football', home: 'Home', away: 'Away', tournamentName: 'Bench', startTime: new Date(0).toISOString(), marketName: '1x2', outcomeName: '1', provider: 'betradar', matchType: 'match' });
  await db.execute(sql`insert into bets (ref, user_id, account_id, type, status, currency, stake, odds, potential_win)
    select 'BENCH' || g, a.user_id, a.id, case when g % 3 = 0 then 'combo' else 'single' end, 'waiting_results', 'EUR', 1000,
      case when g % 3 = 0 then 3000 else 2000 end, case when g % 3 = 0 then 3000 else 2000 end
    from generate_series(1, ${betCount}) g join (select id, user_id, row_number() over (order by id) - 1 as n from accounts) a on a.n = g % ${playerCount}`);
  await db.execute(sql`insert into bet_selections (bet_id, position, match_id, market_type_id, specifier, outcome_key, odds, status, snapshot)
    select id, 0, ${MATCH}, 1, '', (array['home', 'draw', 'away'])[(id % 3) + 1], 2000, 'open', ${snapshot}::jsonb from bets`);
  await db.execute(sql`insert into bet_selections (bet_id, position, match_id, market_type_id, specifier, outcome_key, odds, status, snapshot)
    select id, 1, ${OTHER}, 1, '', 'home', 1500, 'win', ${snapshot}::jsonb from bets where type = 'combo'`);
  await db.execute(sql`analyze`);
  console.log(`setup: ${betCount.toLocaleString('en')} open bets of ${playerCount.toLocaleString('en')} players in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (${database.kind})`);

  const final = { ...initialPlay(), phase: 'ended' as const, period: 2, score: { home: 2, away: 1 }, periods: [{ home: 1, away: 0 }, { home: 1, away: 1 }], goals: ['home' as const, 'away' as const, 'home' as const] };
  const repository = new SettlementRepository(db);
  const publisher = new InProcessPublisher({ history: { size: 16 } });
  const clock = { now: () => Date.now() };
  const notifications = new NotificationService(new NotificationsRepository(db), publisher, clock);
  const service = new SettlementService(repository, db, publisher, clock, notifications);

  const started = performance.now();
  const settled = await repository.settleMatch(MATCH, resolverFor(final), new Date());
  const settledMs = performance.now() - started;
  await service.publishRows(settled.bets);
  await notifications.publishCreated(settled.notifications);
  const publishedMs = performance.now() - started - settledMs;
  console.log(`settled ${settled.betIds.length.toLocaleString('en')} bets, ${settled.changes.length.toLocaleString('en')} accounts credited, ${settled.notifications.length.toLocaleString('en')} notifications: transaction ${(settledMs / 1000).toFixed(2)} s (${Math.round(settled.betIds.length / (settledMs / 1000)).toLocaleString('en')} bets/s); bet_changed and notification publications ${(publishedMs / 1000).toFixed(2)} s; total ${((settledMs + publishedMs) / 1000).toFixed(2)} s (target ≤ 10 s)`);

  const [check] = rowsOf<{ open: number; mismatched: number; won: number }>(await db.execute(sql`select
      (select count(*) from bets where status <> 'done')::int as open,
      (select count(*) from accounts a where a.balance <> (select coalesce(sum(amount), 0) from ledger_entries l where l.account_id = a.id))::int as mismatched,
      (select count(*) from bets where result = 'win_entire')::int as won`));
  console.log(`check: ${check?.open} bets left open, ${check?.mismatched} accounts whose balance differs from the ledger, ${check?.won} won`);
  const again = await repository.settleMatch(MATCH, resolverFor(final), new Date());
  console.log(`re-run settles ${again.betIds.length} bets`);
} finally {
  if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
  await database.close();
}
