import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedBonuses } from '../../src/db/schema';
import { bonusFactsReader } from '../../src/modules/bets/plugin';
import { BetsRepository } from '../../src/modules/bets/repository';
import { WalletRepository } from '../../src/modules/wallet/repository';
import { HttpError } from '../../src/plugins/errors';
import { balanceAndLedger, bearerOf, betOf, itemAt, openLines, player, serviceOver, type BetsContext, type Line } from '../bets/placement-helper';
import { bonusCall, buildBonuses, createCampaign, freebetBody, issueTo } from './helper';

/**
 * Two placements racing for a single-use free bet in two transactions at once, on PostgreSQL only
 * (`*.postgres.test.ts`: PGlite runs one transaction at a time). Each goes through its own
 * BetService and BetsRepository (own batcher), so they cannot share a batch: both validate the
 * bonus as unused, both reach place_bet_batch while a third connection holds the player's account,
 * and the one that locks it second must find the use taken.
 */
let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBonuses();
  lines = (await openLines(context.database, 0, 12)).filter((line) => line.odds >= 1.5);
});
afterAll(() => context.close());

function pool() {
  const found = context.database.pool;
  if (!found) throw new Error('PostgreSQL only');
  return found;
}

async function waitingPlacements(count: number): Promise<void> {
  for (let tries = 0; tries < 400; tries += 1) {
    const { rows } = await pool().query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%place_bet_batch%'`);
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} placements wait for the account`);
}

describe('racing for a single-use free bet (PostgreSQL)', () => {
  it('places exactly one bet; the other is refused with BONUS_NOT_AVAILABLE and the player\'s text', async () => {
    const kim = await player(context.app, 'kim-race@example.com', 1_000);
    const campaign = await createCampaign(context.app, freebetBody({ name: 'Kim free bet' }));
    await issueTo(context.app, campaign.id, kim);
    const id = (await bonusCall(context.app, 'GET', '', kim)).body.data.find((bonus) => bonus.campaign_id === campaign.id)?.id ?? '';
    const db = context.database.db;
    const facts = bonusFactsReader(db);
    const services = [0, 1].map(() => serviceOver(context, new BetsRepository(db, new WalletRepository(db)), { bonusFacts: facts }));
    const bearer = await bearerOf(context.database, kim);
    const body = (line: Line) => ({ meta: { device_id: 'race', quick: false, type: 'single' as const }, bets: [betOf('single', [line], 500, { bonus: { id, type: 'freebet' } })] });

    const holder = await pool().connect();
    let answers: PromiseSettledResult<unknown>[];
    try {
      await holder.query('begin');
      await holder.query('select id from accounts where user_id = $1 for update', [kim.userId]);
      const racing = services.map((service, index) => service.place(bearer, body(itemAt(lines, index)), null));
      await waitingPlacements(2);
      await holder.query('commit');
      answers = await Promise.allSettled(racing);
    } finally {
      holder.release();
    }
    const placed = answers.filter((answer) => answer.status === 'fulfilled');
    const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(HttpError);
    expect(refused[0]).toMatchObject({ statusCode: 422, code: 'BONUS_NOT_AVAILABLE', localizedMessage: 'This bonus has already been used.', message: 'This bonus is not available (used).' });
    const [row] = await db.select({ timesUsed: issuedBonuses.timesUsed }).from(issuedBonuses).where(eq(issuedBonuses.id, Number(id)));
    expect(row?.timesUsed).toBe(1);
    expect(await balanceAndLedger(context.database, kim)).toMatchObject({ balance: 1_000, ledger: 1_000 });
  });
});
