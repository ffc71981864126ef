import { jackpotContribution } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import type { StoredEvent } from '../../src/events/repository';
import { assertRunningBalances, betOf, openLines, place, player, type BetsContext, type Line, type Player } from '../bets/placement-helper';
import { buildJackpots, createJackpot, drainAll, ledgerOfLevels, SteeredDraws } from './helper';

/**
 * issue 23 "a PostgreSQL test that 200 concurrent qualifying bets leave the pool equal to the sum
 * of contributions and award each hit once": 200 placements from 20 players at once (several
 * place_bet_batch transactions in flight), then two appliers of the same bets_placed events racing
 * (a second worker, a replay), then the worker itself: every level's pool is its contributions
 * minus its hits, each bet drawn once per level, each hit written and paid once.
 */
const draws = new SteeredDraws();
let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildJackpots(draws);
  lines = (await openLines(context.database, 0, 20)).filter((line) => line.odds >= 1.3);
  draws.seeded(20_261_126);
});
afterAll(() => context.close());

describe('200 concurrent qualifying bets (PostgreSQL)', () => {
  it('leave every pool equal to its contributions minus its hits and award each hit once', async () => {
    const jackpot = await createJackpot(context.app, {
      min_odds: null,
      levels: [
        { code: 'mini', name: 'Mini', contribution_bp: 200, hit_one_in: 10 },
        { code: 'major', name: 'Major', contribution_bp: 100, hit_one_in: 40 },
      ],
    });
    const players: Player[] = [];
    for (let index = 0; index < 20; index += 1) players.push(await player(context.app, `race-${index}@jackpot.test`, 100_000));
    const stakes = Array.from({ length: 200 }, (_, index) => 100 + index * 7);
    const answers = await Promise.all(stakes.map((stake, index) => {
      const line = lines[index % lines.length];
      const who = players[index % players.length];
      if (!line || !who) throw new Error('no line or player');
      return place(context.app, who, [betOf('single', [line], stake)]);
    }));
    expect(answers.map((answer) => answer.status)).toEqual(stakes.map(() => 201));

    const events = rowsOf<{ id: number; payload: { bet_ids: number[] } }>(await context.database.db.execute(sql`select id::int, payload from events where kind = 'bets_placed' order by id`));
    const betIds = events.flatMap((event) => event.payload.bet_ids);
    expect(betIds).toHaveLength(200);
    expect(new Set(betIds).size).toBe(200);
    const stored: StoredEvent[] = events.map((event) => ({ id: event.id, tx: '0', kind: 'bets_placed', userId: 0, payload: event.payload }));
    const handler = context.app.jackpots.eventHandler();
    await Promise.all([handler(stored), handler(stored), drainAll(context)]);

    const levels = await ledgerOfLevels(context.database, jackpot.id);
    const expected = (bp: number) => stakes.reduce((sum, stake) => sum + jackpotContribution(stake, bp), 0);
    expect(levels.map((level) => level.contributed)).toEqual([expected(200), expected(100)]);
    for (const level of levels) {
      expect(level.pool).toBe(level.contributed - level.hits);
      expect(level.drawn).toBe(level.contributed);
      expect(level.hit_sum).toBe(level.hits);
    }
    const [counts] = rowsOf<{ draws: number; drawn_hits: number; hits: number; paid: number; wins: number; win_sum: number; hit_sum: number }>(await context.database.db.execute(sql`
      select (select count(*)::int from jackpot_draws d join jackpot_levels l on l.id = d.level_id where l.jackpot_id = ${jackpot.id}) as draws,
        (select count(*)::int from jackpot_draws d join jackpot_levels l on l.id = d.level_id where l.jackpot_id = ${jackpot.id} and d.hit) as drawn_hits,
        (select count(*)::int from jackpot_hits where jackpot_id = ${jackpot.id}) as hits,
        (select count(*)::int from jackpot_hits where jackpot_id = ${jackpot.id} and status = 'PAID') as paid,
        (select count(*)::int from ledger_entries where kind = 'jackpot_win') as wins,
        (select coalesce(sum(amount), 0)::int from ledger_entries where kind = 'jackpot_win') as win_sum,
        (select coalesce(sum(amount), 0)::int from jackpot_hits where jackpot_id = ${jackpot.id}) as hit_sum`));
    expect(counts?.draws).toBe(400);
    expect(counts?.hits).toBeGreaterThan(0);
    expect(counts).toMatchObject({ drawn_hits: counts?.hits, paid: counts?.hits, wins: counts?.hits, win_sum: counts?.hit_sum });
    const accounts = rowsOf<{ id: number }>(await context.database.db.execute(sql`select a.id from accounts a join users u on u.id = a.user_id where u.email like '%@jackpot.test'`));
    for (const account of accounts) await assertRunningBalances(context.database, account.id);
  });
});
