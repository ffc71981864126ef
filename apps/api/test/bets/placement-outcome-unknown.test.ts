import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { bets } from '../../src/db/schema';
import { ManualClock } from '../../src/feed/clock';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';
import { balanceAndLedger, betOf, openLines, place, player, type BetsContext, type Line, type Player } from './placement-helper';

/**
 * Issue 19 point 11, by fault injection: the connection of a place_bet_batch call dies after its
 * transaction committed and before the answer arrived (the database wrapper runs the real call, then
 * throws as node-postgres does when the socket closes). The batch's outcome is unknown, so the
 * batcher must not replay its jobs (each replay would charge again); the callers hear 503, and a
 * retry with the same Idempotency-Key answers the bets placed the first time.
 */
let context: BetsContext;
let faults = 0;
let armed = false;

/** The database as the app sees it: execute() of a place_bet_batch batch of two or more loses its answer while armed. */
function faulty(database: DatabaseHandle): DatabaseHandle {
  const db = new Proxy(database.db, {
    get(target, property) {
      if (property === 'execute') {
        return async (query: Parameters<typeof target.execute>[0]) => {
          const result = await target.execute(query);
          const answers = (result as { rows?: { result?: { answers?: unknown[] } | null }[] }).rows?.[0]?.result?.answers;
          if (armed && Array.isArray(answers) && answers.length >= 2) {
            armed = false;
            faults += 1;
            throw new Error('Connection terminated unexpectedly');
          }
          return result;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ...database, db };
}

beforeAll(async () => {
  const database = await freshDatabase();
  const clock = new ManualClock(START);
  const publisher = new InProcessPublisher();
  const generous = { max: 100_000, timeWindowMs: 60_000 };
  const app = await buildApp({
    database: faulty(database),
    publisher,
    clock,
    jwtSecret: TEST_JWT_SECRET,
    simulator: { seed: 7, speed: 60, targets: { upcoming: 12, live: 4 } },
    accounts: { scrypt: { N: 1024, r: 8, p: 1 }, webUrl: 'http://web.test', rateLimits: { signIn: generous, signUp: generous, password: generous, sms: generous } },
    bets: { delayScale: 0 },
  });
  await app.simulator?.start();
  context = { app, database, publisher, clock, close: async () => { await app.close(); await database.close(); } };
});
afterAll(async () => context.close());

async function stakesOf(who: Player): Promise<number> {
  const [row] = await context.database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(bets).where(and(eq(bets.userId, who.userId)));
  return row?.count ?? 0;
}

async function lostAnswerRound(prefix: string, keyed: boolean) {
  const [line] = await openLines(context.database, 0, 1) as [Line];
  const players = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => player(context.app, `${prefix}-${index}@example.com`, 10_000)));
  const place1 = (who: Player, index: number) => place(context.app, who, [betOf('single', [line], 100)], keyed ? { key: `${prefix}-${index}` } : {});
  const before = faults;
  armed = true;
  const first = await Promise.all(players.map(place1));
  armed = false;
  expect(faults).toBe(before + 1);
  for (const who of players) {
    expect(await stakesOf(who)).toBe(1);
    const { balance, ledger, stakes } = await balanceAndLedger(context.database, who);
    expect(balance).toBe(10_000 - 100);
    expect(ledger).toBe(balance);
    expect(stakes).toBe(1);
  }
  const unknown = first.filter((answer) => answer.status === 503);
  expect(unknown.length).toBeGreaterThanOrEqual(2);
  for (const answer of unknown) expect(answer.body.error.code).toBe('OUTCOME_UNKNOWN');
  for (const answer of first) expect([201, 503]).toContain(answer.status);
  return { players, first, place1 };
}

describe('a placement batch whose answer is lost after COMMIT', () => {
  it('is never replayed: without an Idempotency-Key each bet is still charged once, and the callers whose outcome is unknown hear 503', async () => {
    await lostAnswerRound('lost-unkeyed', false);
  });

  it('with an Idempotency-Key, a retry answers the bets placed the first time and places nothing again', async () => {
    const { players, first, place1 } = await lostAnswerRound('lost-keyed', true);
    const retried = await Promise.all(players.map(place1));
    for (const [index, answer] of retried.entries()) {
      expect(answer.status).toBe(201);
      const earlier = first[index];
      if (earlier?.status === 201) expect(answer.body.data.map((bet) => bet.id)).toEqual(earlier.body.data.map((bet) => bet.id));
    }
    for (const who of players) expect(await stakesOf(who)).toBe(1);
  });
});
