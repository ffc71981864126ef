import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { bets, feedMatchStates, matches } from '../../src/db/schema';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { ManualClock } from '../../src/feed/clock';
import { START, TEST_JWT_SECRET } from '../helper';
import { betOf, place, player, type BetsContext } from './placement-helper';
import { buildSettlement, control, lineOf, prematchMatches, wallet } from './settlement-helper';

/**
 * Settlement that did not finish: the bets on a finished match are settled in a transaction after
 * the feed's settle step; when that fails or the process stops in between, the match's final play
 * state is kept and the settlement happens later (a settle delay later, or after a restart).
 */
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function openBetOn(context: BetsContext, email: string, matchId: number) {
  const who = await player(context.app, email, 10_000);
  const line = await lineOf(context.database, matchId, 1, '', 'home');
  const placed = await place(context.app, who, [betOf('single', [line], 1_000)]);
  expect(placed.status).toBe(201);
  return { who, betId: Number(placed.body.data[0]?.id) };
}

async function betStatus(context: Pick<BetsContext, 'database'>, betId: number) {
  const [row] = await context.database.db.select({ status: bets.status, result: bets.result }).from(bets).where(eq(bets.id, betId));
  return row;
}

async function keptState(context: Pick<BetsContext, 'database'>, matchId: number): Promise<boolean> {
  return (await context.database.db.select({ id: feedMatchStates.matchId }).from(feedMatchStates).where(eq(feedMatchStates.matchId, matchId))).length > 0;
}

describe('settlement that did not finish', () => {
  it('is retried a settle delay later when settling the bets failed', async () => {
    const context = await buildSettlement();
    closing.push(() => context.close());
    const [matchId] = await prematchMatches(context.database, 'football');
    if (matchId === undefined) throw new Error('no prematch football match');
    const { who, betId } = await openBetOn(context, 'retry-settlement@example.com', matchId);

    const betting = context.app.betting;
    context.app.betting = { ...betting, onSettled: async () => false };
    expect((await control(context.app, matchId, 'finish', { score: { home: 2, away: 0 } })).status).toBe(200);
    expect(await betStatus(context, betId)).toMatchObject({ status: 'waiting_results', result: 'no_results' });
    expect(await keptState(context, matchId)).toBe(true);

    context.app.betting = betting;
    await context.app.simulator?.step(30_000);
    expect((await betStatus(context, betId))?.status).toBe('waiting_results');
    await context.app.simulator?.step(31_000);
    expect(await betStatus(context, betId)).toMatchObject({ status: 'done', result: 'win_entire' });
    expect(await keptState(context, matchId)).toBe(false);
    const money = await wallet(context.database, who);
    expect(money.ledger).toBe(money.balance);
  });

  it('is done after a restart when the process stopped before the bets were settled', async () => {
    const first = await buildSettlement();
    const [matchId] = await prematchMatches(first.database, 'football');
    if (matchId === undefined) throw new Error('no prematch football match');
    const { who, betId } = await openBetOn(first, 'restart-settlement@example.com', matchId);

    // The process "stops" right after the settle step committed: the bets' settlement never runs
    // (the hook is let go, answering false, only when the test ends).
    let letGo = () => undefined as void;
    first.app.betting.onSettled = () => new Promise<boolean>((resolve) => { letGo = () => resolve(false); });
    const finishing = control(first.app, matchId, 'finish', { score: { home: 0, away: 1 } });
    for (let wait = 0; wait < 100 && (await first.database.db.select({ status: matches.status }).from(matches).where(and(eq(matches.id, matchId), eq(matches.status, 4)))).length === 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await betStatus(first, betId)).toMatchObject({ status: 'waiting_results', result: 'no_results' });
    expect(await keptState(first, matchId)).toBe(true);

    // A new process on the same database resumes the world and settles the match on its first steps.
    const restarted = await buildApp({
      database: first.database,
      publisher: new InProcessPublisher(),
      clock: new ManualClock(START),
      jwtSecret: TEST_JWT_SECRET,
      simulator: { seed: 11, speed: 60, targets: { upcoming: 30, live: 2 } },
      bets: { delayScale: 0 },
    });
    closing.push(async () => {
      letGo();
      await finishing;
      await first.close();
    }, () => restarted.close());
    await restarted.simulator?.start();
    await restarted.simulator?.step(61_000);
    expect(await betStatus(first, betId)).toMatchObject({ status: 'done', result: 'lose_entire' });
    expect(await keptState(first, matchId)).toBe(false);
    const money = await wallet(first.database, who);
    expect(money.ledger).toBe(money.balance);
  });
});
