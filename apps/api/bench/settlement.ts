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
 *
 * Scenario (BENCH_SCENARIO, or the first argument: `plain` by default, or `bonus`): `bonus` is the
 * issue 20 figure, one bet in five (20,000 of 100,000) placed with a bonus: a combo of those with a
 * combo boost (×1.100 on 2 to 10 selections, ranges stored on the bet), a single with a free bet of
 * the four kinds in turn (each kind's campaign, one issued bonus per player and kind, its stored
 * potential win as placement stores it: the profit for the stake-not-returned kinds). Settlement
 * then pays each by its kind's table and, in the same transaction, issues a free bet for every
 * lost risk-free stake (docs/bonuses.md "Free-bet payouts"). The check compares the cash balances
 * with the cash entries and counts the bonus bets settled and the refunds issued.
 */
const env = loadEnv();
const schemaName = `bench_settle_${process.pid}`;
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, schemaName, poolSize: 4 })
  : await openDatabase({ kind: 'pglite', dataDir: null });
const db = database.db;
const scenario = process.env.BENCH_SCENARIO ?? process.argv[2] ?? 'plain';
if (scenario !== 'plain' && scenario !== 'bonus') throw new Error(`BENCH_SCENARIO is plain or bonus, not ${scenario}`);
const betCount = Number(process.env.BENCH_BETS ?? 100_000);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 10_000);
const MATCH = 1_000_001;
const OTHER = 1_000_002;

try {
  const setupStarted = performance.now();
  await db.execute(sql`insert into users (email, password_hash, currency) select 'bettor' || g || '@bench.test', 'x', 'EUR' from generate_series(1, ${playerCount}) g`);
  await db.execute(sql`insert into accounts (user_id, currency, balance) select id, 'EUR', 0 from users`);
  const snapshot = JSON.stringify({ matchSlug: 'bench', sportKey: 'football', home: 'Home', away: 'Away', tournamentName: 'Bench', startTime: new Date(0).toISOString(), marketName: '1x2', outcomeName: '1', provider: 'betradar', matchType: 'match' });
  if (scenario === 'bonus') await insertBetsWithBonuses();
  else {
    await db.execute(sql`insert into bets (ref, user_id, account_id, type, status, currency, stake, odds, potential_win)
      select 'BENCH' || g, a.user_id, a.id, case when g % 3 = 0 then 'combo' else 'single' end, 'waiting_results', 'EUR', 1000,
        case when g % 3 = 0 then 3000 else 2000 end, case when g % 3 = 0 then 3000 else 2000 end
      from generate_series(1, ${betCount}) g join (select id, user_id, row_number() over (order by id) - 1 as n from accounts) a on a.n = g % ${playerCount}`);
  }
  await db.execute(sql`insert into bet_selections (bet_id, position, match_id, market_type_id, specifier, outcome_key, odds, status, snapshot)
    select id, 0, ${MATCH}, 1, '', (array['home', 'draw', 'away'])[(id % 3) + 1], 2000, 'open', ${snapshot}::jsonb from bets`);
  await db.execute(sql`insert into bet_selections (bet_id, position, match_id, market_type_id, specifier, outcome_key, odds, status, snapshot)
    select id, 1, ${OTHER}, 1, '', 'home', 1500, 'win', ${snapshot}::jsonb from bets where type = 'combo'`);
  await db.execute(sql`analyze`);
  console.log(`setup: ${betCount.toLocaleString('en')} open bets of ${playerCount.toLocaleString('en')} players${scenario === 'bonus' ? ', one in five with a bonus' : ''} in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (${database.kind})`);

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

  // The cash balance against the cash entries (bonus money is its own kind of entry: docs/bonuses.md).
  // A won bonus bet pays its stored potential win (the profit, the whole payout or the boosted one, by its kind).
  const [check] = rowsOf<{ open: number; mismatched: number; won: number; bonus_settled: number; bonus_mispaid: number; refunds: number }>(await db.execute(sql`select
      (select count(*) from bets where status <> 'done')::int as open,
      (select count(*) from accounts a where a.balance <> (select coalesce(sum(amount), 0) from ledger_entries l where l.account_id = a.id and l.money = 'cash'))::int as mismatched,
      (select count(*) from bets where result = 'win_entire')::int as won,
      (select count(*) from bets where bonus is not null and status = 'done')::int as bonus_settled,
      (select count(*) from bets where bonus is not null and result = 'win_entire' and win_amount <> potential_win)::int as bonus_mispaid,
      (select count(*) from issued_bonuses where trigger like 'no_risk_refund:%')::int as refunds`));
  console.log(`check: ${check?.open} bets left open, ${check?.mismatched} accounts whose balance differs from the ledger, ${check?.won} won, ${check?.bonus_settled} bonus bets settled (${check?.bonus_mispaid} won ones not paid their potential win), ${check?.refunds} risk-free refunds issued`);
  const again = await repository.settleMatch(MATCH, resolverFor(final), new Date());
  console.log(`re-run settles ${again.betIds.length} bets`);
} finally {
  if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
  await database.close();
}

/**
 * Bonus scenario: bets 5, 10, 15 … (by their number) carry a bonus: the combos a combo boost, the
 * singles a free bet of the four kinds in turn, each of the player's issued bonus of that campaign
 * (uses counted as placement counts them), with the potential win placement stores. The bets are
 * inserted with their bonus, as place_bet_batch stores them (not updated afterwards: 20,000 rows
 * updated before the timed part left dead versions and moved rows that placement never makes).
 */
async function insertBetsWithBonuses(): Promise<void> {
  const freebet = (type: string) => sql`(${type}, ${`Bench ${type}`}, 1000, null, null, ${JSON.stringify({ EUR: 1000 })}::jsonb, 'both', 1)`;
  await db.execute(sql`insert into bonus_campaigns (type, name, uses_count, ranges, min_odds, amounts, match_status, selection_count_from) values
    ('comboboost', 'Bench combo boost', 1000, ${JSON.stringify([{ min_count: 2, max_count: 10, bonus_odds: 1100 }])}::jsonb, 1001, null, null, null),
    ${freebet('freebet')}, ${freebet('freebet_no_risk')}, ${freebet('freebet_all_win')}, ${freebet('freebet_only_win')}`);
  // The bets in the plain case's order (its join's), so that the same bets win: the check line's counts compare.
  await db.execute(sql`create temporary table bench_plan as
    select g, a.user_id, a.id as account_id, g % 3 = 0 as combo,
      case when g % 5 <> 0 then null when g % 3 = 0 then 'comboboost'
        else (array['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'])[(g / 5) % 4 + 1] end as kind
    from generate_series(1, ${betCount}) g join (select id, user_id, row_number() over (order by id) - 1 as n from accounts) a on a.n = g % ${playerCount}`);
  await db.execute(sql`insert into issued_bonuses (campaign_id, user_id, trigger, kind, currency, amount, uses_count, times_used, is_active, activated_at, seen)
    select c.id, x.user_id, 'manual', x.kind, 'EUR', case when x.kind = 'comboboost' then null else 1000 end, 1000, count(*), true, now(), true
    from bench_plan x join bonus_campaigns c on c.type = x.kind group by c.id, x.user_id, x.kind`);
  // Stake 10.00 at 2.000 (singles) or 3.000 (combos): the profit for freebet and freebet_only_win, ×1.1 for the boost.
  await db.execute(sql`insert into bets (ref, user_id, account_id, type, status, currency, stake, odds, potential_win, bonus)
    select 'BENCH' || x.g, x.user_id, x.account_id, case when x.combo then 'combo' else 'single' end, 'waiting_results', 'EUR', 1000,
      case when x.combo then 3000 else 2000 end,
      case when x.kind = 'comboboost' then 1000::bigint * 3000 * 1100 / 1000000 when x.kind in ('freebet', 'freebet_only_win') then 1000::bigint * 2000 / 1000 - 1000
        when x.combo then 3000 else 2000 end,
      case when x.kind is not null then jsonb_build_object('id', ib.id::text, 'type', x.kind, 'odds', case when x.kind = 'comboboost' then 1.1 end)
        || case when x.kind = 'comboboost' then jsonb_build_object('ranges', c.ranges) else '{}'::jsonb end end
    from bench_plan x left join bonus_campaigns c on c.type = x.kind left join issued_bonuses ib on ib.campaign_id = c.id and ib.user_id = x.user_id`);
  await db.execute(sql`drop table bench_plan`);
}
