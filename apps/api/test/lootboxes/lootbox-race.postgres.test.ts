import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { balanceAndLedger, player, type BetsContext } from '../bets/placement-helper';
import { createCampaign, issueTo } from '../bonuses/helper';
import { buildLootboxes, lootboxBody, lootboxes, openBox, prizeFreebetCampaign, ScriptedRandom } from './helper';

/**
 * Two opens of one box at once, in two transactions, on PostgreSQL only (`*.postgres.test.ts`:
 * PGlite runs one transaction at a time). A third connection holds the player's account, so both
 * opens are inside their transactions waiting for the same lock when it is let go: exactly one
 * draws and pays, the other answers the same prize.
 */
const random = new ScriptedRandom();
let context: BetsContext;
beforeAll(async () => {
  context = await buildLootboxes(random);
});
afterAll(() => context.close());

function pool() {
  const found = context.database.pool;
  if (!found) throw new Error('PostgreSQL only');
  return found;
}

async function waitingOnLocks(count: number): Promise<void> {
  for (let tries = 0; tries < 400; tries += 1) {
    const { rows } = await pool().query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%for update%'`);
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} opens wait for the account`);
}

describe('two concurrent opens of one box (PostgreSQL)', () => {
  it('draw and pay once: one opened_now, both the same prize, one draw, one ledger credit', async () => {
    const kim = await player(context.app, 'kim-lootbox-race@example.com', 1_000);
    const freebets = await prizeFreebetCampaign(context.app);
    const campaign = await createCampaign(context.app, lootboxBody(freebets.id));
    await issueTo(context.app, campaign.id, kim);
    const box = (await lootboxes(context.app, kim)).body.data.find((item) => item.campaign_id === campaign.id);
    if (!box) throw new Error('no box');
    const before = await balanceAndLedger(context.database, kim);
    random.next.push(1, 0); // cash for the first draw; a second draw would be the free bet

    const holder = await pool().connect();
    let answers: Awaited<ReturnType<typeof openBox>>[];
    try {
      await holder.query('begin');
      await holder.query('select id from accounts where user_id = $1 for update', [kim.userId]);
      const racing = [openBox(context.app, kim, box.id), openBox(context.app, kim, box.id)];
      await waitingOnLocks(2);
      await holder.query('commit');
      answers = await Promise.all(racing);
    } finally {
      holder.release();
    }
    random.next.length = 0;

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.data.opened_now).sort()).toEqual([false, true]);
    expect(answers[0]?.body.data.prize).toEqual(answers[1]?.body.data.prize);
    expect(answers[0]?.body.data.prize).toMatchObject({ kind: 'cash', amount: 200, currency: 'EUR' });
    const draws = rowsOf<{ n: number }>(await context.database.db.execute(sql`select count(*)::int as n from lootbox_draws where issued_id = ${Number(box.id)}`));
    expect(draws[0]?.n).toBe(1);
    const after = await balanceAndLedger(context.database, kim);
    expect(after.balance).toBe(before.balance + 200);
    expect(after.ledger).toBe(after.balance);
    const credits = rowsOf<{ n: number }>(await context.database.db.execute(sql`select count(*)::int as n from ledger_entries where kind = 'lootbox_prize' and reference = ${`lootbox:${box.id}`}`));
    expect(credits[0]?.n).toBe(1);
  });
});
