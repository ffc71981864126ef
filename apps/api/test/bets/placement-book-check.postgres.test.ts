import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBets, itemAt, openLines, player, thousandthsOf, type BetsContext, type Line, type Player } from './placement-helper';

/**
 * place_bet_batch checks every leg against the book again after the account locks.
 * On a real book that check must reach each leg through the indexes, never by reading the book:
 * its version of migration 0006 joined the legs straight out of the nested jsonb, which the planner counts as a
 * million rows, and it answered with sequential scans of markets and outcomes on every batch (103
 * ms of PostgreSQL per call on a book of 100,000 markets, against 2.7 ms now). PostgreSQL only
 * (`*.postgres.test.ts`): the plan is PostgreSQL's, read from its per-transaction table counters.
 */
const FILLER_MARKETS = 100_000;

let context: BetsContext;
let bettor: Player;
let lines: Line[];
beforeAll(async () => {
  context = await buildBets();
  bettor = await player(context.app, 'book-check@example.com', 10_000);
  lines = await openLines(context.database, 0, 2);
  const pool = poolOf(context);
  // A book of a real size: filler markets (two outcomes each) spread over the seeded matches, then analysed.
  await pool.query(`insert into markets (match_id, type_id, specifier, name, status, market_groups, priority, top_rank, most_balanced)
    select m.id, 9999, 'filler=' || n, 'Filler', 1, '[]', 0, 0, false
    from matches m, generate_series(1, ceil($1::numeric / (select count(*) from matches))::integer) as n`, [FILLER_MARKETS]);
  await pool.query(`insert into outcomes (market_id, outcome_key, name, position, active, odds)
    select mk.id, side.key, side.key, side.position, true, 1900 from markets mk, (values ('yes', 0), ('no', 1)) as side(key, position) where mk.type_id = 9999`);
  await pool.query('analyze markets; analyze outcomes; analyze matches');
}, 120_000);
afterAll(async () => context.close());

function poolOf({ database }: BetsContext) {
  if (!database.pool) throw new Error('PostgreSQL only');
  return database.pool;
}

/** One placement job as BetsRepository sends it (the player's session, no setting): a 2-leg combo on `legs`, priced as given. */
async function comboJob(who: Player, legs: readonly { line: Line; odds: number }[]) {
  // The app's clock: sessions expire by it.
  const now = new Date(context.clock.now()).toISOString();
  const [session] = (await poolOf(context).query<{ id_hash: string }>('select id_hash from sessions where user_id = $1', [who.userId])).rows;
  return {
    index: 0, user_id: who.userId, session_hash: session?.id_hash, auto_accept: null, key: null, now,
    bets: [{
      ref: `CHECK${Date.now().toString(36).toUpperCase()}`, type: 'combo', status: 'waiting_results', currency: 'EUR', stake: 100,
      odds: 4000, potential_win: 400, system_win_count: null, system_total_count: null, is_vip: false, quick: false, device_id: 'test', accept_at: now,
      selections: legs.map(({ line, odds }) => ({
        match_id: line.matchId, market_type_id: line.marketId, specifier: line.specifier, outcome_key: line.outcomeId, odds, match_status: 0, snapshot: { provider: 'betradar' },
      })),
    }],
  };
}

/** Calls place_bet_batch in a transaction that is rolled back: its answer and the table scans it made. */
async function placeAndCountScans(job: Awaited<ReturnType<typeof comboJob>>) {
  const client = await poolOf(context).connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ result: { answers: { kind: string }[] } }>('select place_bet_batch($1::jsonb) as result', [JSON.stringify([job])]);
    const scans = await client.query<{ relname: string; seq_scan: string }>(`select relname, seq_scan from pg_stat_xact_user_tables where relname in ('markets', 'outcomes')`);
    return { answer: itemAt(rows, 0).result.answers[0], scans: Object.fromEntries(scans.rows.map((row) => [row.relname, Number(row.seq_scan)])) };
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('the book check inside place_bet_batch on a book of 100,000 markets (PostgreSQL)', () => {
  it('places a combo whose legs still hold without scanning markets or outcomes', async () => {
    const legs = lines.map((line) => ({ line, odds: thousandthsOf(line) }));
    const { answer, scans } = await placeAndCountScans(await comboJob(bettor, legs));
    expect(answer).toMatchObject({ kind: 'placed' });
    expect(scans).toEqual({ markets: 0, outcomes: 0 });
  });

  it('answers stale for a leg whose price moved, still without scanning the book', async () => {
    const legs = [{ line: itemAt(lines, 0), odds: thousandthsOf(itemAt(lines, 0)) }, { line: itemAt(lines, 1), odds: thousandthsOf(itemAt(lines, 1)) + 10 }];
    const { answer, scans } = await placeAndCountScans(await comboJob(bettor, legs));
    expect(answer).toEqual({ kind: 'stale' });
    expect(scans).toEqual({ markets: 0, outcomes: 0 });
  });
});
