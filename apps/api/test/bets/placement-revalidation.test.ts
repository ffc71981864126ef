import type { PlaceBetsBody } from '@sportsbook/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRequests } from '../../src/db/schema';
import { BetsRepository, type NewBet, type ValidatedContext } from '../../src/modules/bets/repository';
import type { BetService } from '../../src/modules/bets/service';
import { WalletRepository } from '../../src/modules/wallet/repository';
import { call } from '../accounts/helper';
import { balanceAndLedger, bearerOf, betOf, buildBets, itemAt, openLines, place, player, serviceOver, setMarketStatus, setOdds, thousandthsOf, type BetsContext, type Line } from './placement-helper';

let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBets();
  lines = await openLines(context.database, 0, 4);
});
afterAll(async () => context.close());

const at = (index: number): Line => itemAt(lines, index);
const thousandths = thousandthsOf;

/**
 * The real repository, with `beforeTransaction` run after the service validated the bets and before
 * place_bet_batch's transaction: the book changing in that window, as the feed can make it.
 */
class RacedRepository extends BetsRepository {
  beforeTransaction: (() => Promise<void>) | null = null;
  calls = 0;

  override async place(userId: number, validated: ValidatedContext, key: string | null, newBets: readonly NewBet[], now: Date, language: string) {
    this.calls += 1;
    const change = this.beforeTransaction;
    this.beforeTransaction = null;
    await change?.();
    return super.place(userId, validated, key, newBets, now, language);
  }
}

function raced(): { service: BetService; repository: RacedRepository } {
  const db = context.database.db;
  const repository = new RacedRepository(db, new WalletRepository(db));
  return { service: serviceOver(context, repository), repository };
}


const request = (line: Line, mode: 'NONE' | 'ANY'): PlaceBetsBody => ({ meta: { device_id: 'device-1', quick: false, type: 'single', odds_accept_mode: mode }, bets: [betOf('single', [line], 100)] });

describe('placement re-validated inside its transaction', () => {
  it('refuses with INVALID_ODDS (NONE) a price that moved after validation, writing nothing and leaving the key free', async () => {
    const ada = await player(context.app, 'raced-none@example.com', 5_000);
    const { service, repository } = raced();
    repository.beforeTransaction = () => setOdds(context.database, at(0), thousandths(at(0)) + 120);
    try {
      await expect(service.place(await bearerOf(context.database, ada), request(at(0), 'NONE'), 'raced-1')).rejects.toMatchObject({ statusCode: 422, code: 'INVALID_ODDS' });
      // First transaction answered stale, the second validation found the new price.
      expect(repository.calls).toBe(1);
      expect(await balanceAndLedger(context.database, ada)).toEqual({ balance: 5_000, ledger: 5_000, stakes: 0 });
      expect(await context.database.db.select().from(betRequests).where(eq(betRequests.userId, ada.userId))).toEqual([]);
    } finally {
      await setOdds(context.database, at(0), thousandths(at(0)));
    }
  });

  it('places at the new price (ANY) when the price moved after validation', async () => {
    const bo = await player(context.app, 'raced-any@example.com', 5_000);
    const { service, repository } = raced();
    const moved = thousandths(at(1)) + 250;
    repository.beforeTransaction = () => setOdds(context.database, at(1), moved);
    try {
      const placed = await service.place(await bearerOf(context.database, bo), request(at(1), 'ANY'), null);
      expect(repository.calls).toBe(2);
      expect(placed.data[0]?.odds).toBe(moved / 1000);
      expect(placed.data[0]?.selections[0]?.odds).toBe(moved / 1000);
      expect(await balanceAndLedger(context.database, bo)).toEqual({ balance: 4_900, ledger: 4_900, stakes: 1 });
    } finally {
      await setOdds(context.database, at(1), thousandths(at(1)));
    }
  });

  it('refuses with SELECTION_SUSPENDED a market suspended after validation', async () => {
    const cy = await player(context.app, 'raced-suspended@example.com', 5_000);
    const { service, repository } = raced();
    repository.beforeTransaction = () => setMarketStatus(context.database, at(2), -1);
    try {
      await expect(service.place(await bearerOf(context.database, cy), request(at(2), 'ANY'), null)).rejects.toMatchObject({ code: 'SELECTION_SUSPENDED' });
      expect(await balanceAndLedger(context.database, cy)).toEqual({ balance: 5_000, ledger: 5_000, stakes: 0 });
    } finally {
      await setMarketStatus(context.database, at(2), 1);
    }
  });
});

describe('idempotency key against a small balance', () => {
  it('answers every concurrent retry with the one placed bet, never INSUFFICIENT_FUNDS', async () => {
    const di = await player(context.app, 'retry-poor@example.com', 1_000);
    const racing = await Promise.all(Array.from({ length: 8 }, () => place(context.app, di, [betOf('single', [at(3)], 700)], { key: 'poor-1' })));
    expect(racing.map((response) => response.status)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(new Set(racing.map((response) => response.body.data[0]?.id)).size).toBe(1);
    expect(await balanceAndLedger(context.database, di)).toEqual({ balance: 300, ledger: 300, stakes: 1 });
  });

  it('leaves the key of a refused request free: the same key places once the balance covers it', async () => {
    const ed = await player(context.app, 'retry-later@example.com', 500);
    const refused = await place(context.app, ed, [betOf('single', [at(3)], 700)], { key: 'later-1' });
    expect(refused.body.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await context.database.db.select().from(betRequests).where(eq(betRequests.userId, ed.userId))).toEqual([]);
    expect((await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: ed.cookie, body: { amount: 500 } })).status).toBe(201);
    const placed = await place(context.app, ed, [betOf('single', [at(3)], 700)], { key: 'later-1' });
    expect(placed.status).toBe(201);
    expect(await balanceAndLedger(context.database, ed)).toEqual({ balance: 300, ledger: 300, stakes: 1 });
  });
});
