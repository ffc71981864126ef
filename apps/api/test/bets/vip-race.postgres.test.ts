import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../src/db/schema';
import { player, type BetsContext, type Player } from './placement-helper';
import { control, lineOf, prematchMatches, wallet } from './settlement-helper';
import { at, buildVipBets, decideVip, placeOne as placeVip } from './vip-helper';

/**
 * VIP decisions racing settlement, on PostgreSQL only (`*.postgres.test.ts`: the API suite's
 * PostgreSQL run, as CI does it; PGlite runs one transaction at a time, so there is no race to
 * make there — vip.test.ts covers both orders one after the other).
 */
let context: BetsContext;
let football: number[];
beforeAll(async () => {
  context = await buildVipBets();
  football = await prematchMatches(context.database, 'football');
});
afterAll(async () => context.close());

const decide = (id: string, decision: string, headers?: Record<string, string>) => decideVip(context.app, id, decision, headers);
const placeOne = (who: Player, type: 'single' | 'combo', lines: Parameters<typeof placeVip>[3], stake: number) => placeVip(context.app, who, type, lines, stake);

/**
 * The decision and settlement racing on PostgreSQL (real row locks; PGlite runs one transaction at
 * a time). Both take the bet's legs before the bet row, so whichever locks the legs first wins and
 * the other sees its outcome: a bet is never left submitted or waiting with its legs resolved.
 */
describe('racing settlement (PostgreSQL)', () => {
  const pool = () => {
    const found = context.database.pool;
    if (!found) throw new Error('no pool');
    return found;
  };
  async function waitingOn(pattern: string): Promise<void> {
    for (let tries = 0; tries < 400; tries += 1) {
      const { rows } = await pool().query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like $1`, [pattern]);
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`nothing waits on ${pattern}`);
  }
  const statusOf = async (id: string) => (await context.database.db.select({ status: bets.status, result: bets.result }).from(bets).where(eq(bets.id, Number(id))))[0];

  it('an acceptance committed while settlement waits for the legs is settled and paid, not left waiting', async () => {
    const kai = await player(context.app, 'vip-race-accept@example.com', 20_000);
    const match = at(football, 7);
    const vip = await placeOne(kai, 'single', [await lineOf(context.database, match, 1, '', 'home')], 6_000);
    const operator = await pool().connect();
    try {
      // The operator's transaction, as VipRepository.decide runs it: legs locked, then the bet accepted.
      await operator.query('begin');
      await operator.query('select status from bet_selections where bet_id = $1 order by id for update', [vip.id]);
      await operator.query(`update bets set status = 'waiting_results', accept_at = now() where id = $1`, [vip.id]);
      const finishing = control(context.app, match, 'finish', { score: { home: 1, away: 0 } });
      await waitingOn('%with resolved as%');
      await operator.query('commit');
      expect((await finishing).status).toBe(200);
    } finally {
      operator.release();
    }
    expect(await statusOf(vip.id)).toEqual({ status: 'done', result: 'win_entire' });
    const money = await wallet(context.database, kai);
    expect(money.balance).toBe(14_000 + vip.potential_win_amount);
    expect(money.ledger).toBe(money.balance);
  });

  it('a decision waiting for a settlement in progress finds the window closed (409), the bet rejected and refunded once', async () => {
    const lia = await player(context.app, 'vip-race-late@example.com', 20_000);
    const match = at(football, 8);
    const vip = await placeOne(lia, 'single', [await lineOf(context.database, match, 1, '', 'home')], 6_000);
    const blocker = await pool().connect();
    try {
      // Hold the player's account: settlement stops at its account lock, its legs and bet rows locked.
      await blocker.query('begin');
      await blocker.query('select id from accounts where user_id = $1 for update', [lia.userId]);
      const finishing = control(context.app, match, 'finish', { score: { home: 1, away: 0 } });
      await waitingOn('%for update of a%');
      const deciding = decide(vip.id, 'accept');
      await waitingOn('%from bet_selections where bet_id = $1 order by id for update%');
      await blocker.query('commit');
      expect((await finishing).status).toBe(200);
      const late = await deciding;
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: { code: 'VIP_DECISION_CLOSED', details: { status: 'rejected', resulted: true } } });
    } finally {
      blocker.release();
    }
    expect(await statusOf(vip.id)).toEqual({ status: 'rejected', result: 'no_results' });
    expect(await wallet(context.database, lia)).toMatchObject({ balance: 20_000, ledger: 20_000 });
  });
});
