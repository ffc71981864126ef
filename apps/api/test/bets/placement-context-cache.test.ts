import type { PlaceBetsBody } from '@sportsbook/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../src/db/schema';
import { PlacementContextCache } from '../../src/modules/bets/context-cache';
import type { PlacementContext, PlacementContextRequest } from '../../src/modules/bets/placement-context';
import { BetsRepository } from '../../src/modules/bets/repository';
import type { BetService } from '../../src/modules/bets/service';
import { WalletRepository } from '../../src/modules/wallet/repository';
import { call } from '../accounts/helper';
import { balanceAndLedger, bearerOf, betOf, buildBets, itemAt, openLines, player, selectionOf, serviceOver, setOdds, setPve, thousandthsOf, type BetsContext, type Line } from './placement-helper';

/**
 * Placements validated from the context cache (modules/bets/context-cache.ts): what the cache
 * answers is checked again in place_bet_batch's transaction (db/functions/place_bet_batch.sql) and every refusal
 * found from it is found again in a fresh read, so a placement is never placed or refused on
 * what no longer holds. The cache here keeps everything for a minute, so that each second
 * placement is validated from it (`reads` shows which were).
 */
let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBets();
  lines = await openLines(context.database, 0, 4);
});
afterAll(async () => context.close());

const at = (index: number): Line => itemAt(lines, index);
const MINUTE = { sessionTtlMs: 60_000, lineTtlMs: 60_000, maxSessions: 100, maxLines: 100 };

/** The real repository, recording whether each context it answered came from the cache. */
class WatchedRepository extends BetsRepository {
  reads: ('cached' | 'fresh')[] = [];

  override async placementContext(request: PlacementContextRequest, options?: { fresh: boolean }): Promise<PlacementContext> {
    const answered = await super.placementContext(request, options);
    this.reads.push(answered.cached ? 'cached' : 'fresh');
    return answered;
  }
}

function watched(): { service: BetService; repository: WatchedRepository } {
  const db = context.database.db;
  const repository = new WatchedRepository(db, new WalletRepository(db), new PlacementContextCache(() => performance.now(), MINUTE));
  return { service: serviceOver(context, repository), repository };
}


const single = (line: Line, options: { odds?: number; mode?: 'NONE' | 'ANY' } = {}): PlaceBetsBody => ({
  meta: { device_id: 'device-1', quick: false, type: 'single', ...(options.mode ? { odds_accept_mode: options.mode } : {}) },
  bets: [{ ...betOf('single', [line], 100), selections: [selectionOf(line, options.odds ?? line.odds)] }],
});

describe('placements validated from the context cache', () => {
  it('validates a second placement of the same session and line without reading the database first', async () => {
    const ann = await player(context.app, 'cache-hit@example.com', 1_000);
    const { service, repository } = watched();
    const bearer = await bearerOf(context.database, ann);
    await service.place(bearer, single(at(0)), null);
    await service.place(bearer, single(at(0)), null);
    expect(repository.reads).toEqual(['fresh', 'cached']);
    expect(await balanceAndLedger(context.database, ann)).toEqual({ balance: 800, ledger: 800, stakes: 2 });
  });

  it('answers 401 and places nothing when the cached session has ended since', async () => {
    const ben = await player(context.app, 'cache-signed-out@example.com', 1_000);
    const { service, repository } = watched();
    const bearer = await bearerOf(context.database, ben);
    await service.place(bearer, single(at(0)), null);
    expect((await call(context.app, 'DELETE', '/platform/users/sign_out', { cookie: ben.cookie })).status).toBeLessThan(300);
    await expect(service.place(bearer, single(at(0)), null)).rejects.toMatchObject({ statusCode: 401 });
    // Validated from the cache, refused by the transaction (stale_context), read afresh: no session.
    expect(repository.reads).toEqual(['fresh', 'cached', 'fresh']);
    expect(await balanceAndLedger(context.database, ben)).toEqual({ balance: 900, ledger: 900, stakes: 1 });
  });

  it('places at a price that moved since it was cached (NONE): the cache\'s refusal is checked in a fresh read', async () => {
    const cid = await player(context.app, 'cache-moved@example.com', 1_000);
    const { service, repository } = watched();
    const bearer = await bearerOf(context.database, cid);
    await service.place(bearer, single(at(1)), null);
    const moved = thousandthsOf(at(1)) + 150;
    await setOdds(context.database, at(1), moved);
    try {
      const placed = await service.place(bearer, single(at(1), { odds: moved / 1000, mode: 'NONE' }), null);
      expect(placed.data[0]?.odds).toBe(moved / 1000);
      expect(repository.reads).toEqual(['fresh', 'cached', 'fresh']);
    } finally {
      await setOdds(context.database, at(1), thousandthsOf(at(1)));
    }
  });

  it('holds a placement to the acceptance-mode setting as it is now, not as it was cached', async () => {
    const dee = await player(context.app, 'cache-setting@example.com', 1_000);
    const { service, repository } = watched();
    const bearer = await bearerOf(context.database, dee);
    const settings = (autoAccept: 'any' | 'none') => call(context.app, 'POST', '/sportsbook/v1/settings', { headers: { authorization: dee.authorization }, body: { auto_accept_odds_change: autoAccept } });
    expect((await settings('any')).status).toBe(200);
    await service.place(bearer, single(at(2)), null);
    expect((await settings('none')).status).toBe(200);
    await setOdds(context.database, at(2), thousandthsOf(at(2)) + 200);
    try {
      // With the cached 'any' this would be placed at the new price; the setting now says none.
      await expect(service.place(bearer, single(at(2)), null)).rejects.toMatchObject({ statusCode: 422, code: 'INVALID_ODDS' });
      expect(repository.reads).toEqual(['fresh', 'cached', 'fresh']);
      expect(await balanceAndLedger(context.database, dee)).toEqual({ balance: 900, ledger: 900, stakes: 1 });
    } finally {
      await setOdds(context.database, at(2), thousandthsOf(at(2)));
    }
  });

  it('refuses a player made pve since the context was cached', async () => {
    const eli = await player(context.app, 'cache-pve@example.com', 1_000);
    const { service } = watched();
    const bearer = await bearerOf(context.database, eli);
    await service.place(bearer, single(at(3)), null);
    await setPve(context.database, eli, true);
    await expect(service.place(bearer, single(at(3)), null)).rejects.toMatchObject({ statusCode: 403, code: 'PVE_PLAYER_BET_FORBIDDEN' });
    expect(await balanceAndLedger(context.database, eli)).toEqual({ balance: 900, ledger: 900, stakes: 1 });
  });

  it('checks the provider restrictions against the match\'s provider as it is now', async () => {
    const fay = await player(context.app, 'cache-provider@example.com', 1_000);
    const { service } = watched();
    const bearer = await bearerOf(context.database, fay);
    const combo: PlaceBetsBody = { meta: { device_id: 'device-1', quick: false, type: 'combo' }, bets: [betOf('combo', [at(0), at(1)], 100)] };
    await service.place(bearer, combo, null);
    await context.database.db.update(matches).set({ provider: 'oddin' }).where(eq(matches.id, at(1).matchId));
    try {
      await expect(service.place(bearer, combo, null)).rejects.toMatchObject({ statusCode: 422, code: 'SELECTION_RESTRICTED' });
      expect(await balanceAndLedger(context.database, fay)).toEqual({ balance: 900, ledger: 900, stakes: 1 });
    } finally {
      await context.database.db.update(matches).set({ provider: 'betradar' }).where(eq(matches.id, at(1).matchId));
    }
  });
});

describe('place_bet_batch\'s check of the validated context', () => {
  it('answers stale_context, writing nothing, for a session that does not exist or a setting that changed', async () => {
    const gus = await player(context.app, 'context-check@example.com', 1_000);
    const db = context.database.db;
    const repository = new BetsRepository(db, new WalletRepository(db));
    const { sessionHash } = await bearerOf(context.database, gus);
    const now = new Date(context.clock.now());
    const line = at(0);
    const bet = {
      type: 'single', currency: 'EUR', stake: 100, odds: thousandthsOf(line), potentialWin: Math.round(line.odds * 100), system: null,
      status: 'waiting_results' as const, isVip: false, quick: false, deviceId: 'device-1', acceptAt: now, bonus: null,
      selections: [{ matchId: line.matchId, marketTypeId: line.marketId, specifier: line.specifier, outcomeKey: line.outcomeId, odds: thousandthsOf(line), matchStatus: 0 as const,
        snapshot: { matchSlug: 's', sportKey: line.sportKey, home: 'h', away: 'a', tournamentName: 't', startTime: now.toISOString(), marketName: 'm', outcomeName: 'o', provider: 'betradar' as const, matchType: 'match' as const } }],
    };
    expect(await repository.place(gus.userId, { sessionHash: 'no-such-session', autoAccept: null, betLimits: false }, null, [bet], now, 'en')).toEqual({ kind: 'stale_context' });
    expect(await repository.place(gus.userId, { sessionHash, autoAccept: 'any', betLimits: false }, null, [bet], now, 'en')).toEqual({ kind: 'stale_context' });
    // Validated as a player without wager or loss limits while the flag says they have some (or the other way round).
    expect(await repository.place(gus.userId, { sessionHash, autoAccept: null, betLimits: true }, null, [bet], now, 'en')).toEqual({ kind: 'stale_context' });
    expect(await balanceAndLedger(context.database, gus)).toEqual({ balance: 1_000, ledger: 1_000, stakes: 0 });
    expect(await repository.place(gus.userId, { sessionHash, autoAccept: null, betLimits: false }, null, [bet], now, 'en')).toMatchObject({ kind: 'placed' });
    expect(await balanceAndLedger(context.database, gus)).toEqual({ balance: 900, ledger: 900, stakes: 1 });
  });
});
