import { matchesResponseSchema, type MarketDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MARGIN, PREMATCH_MARGIN } from '../src/feed/pricing/margin';
import { build, getJson, type TestContext } from './helper';

const targets = { upcoming: 12, live: 4 };

async function liveIds(context: TestContext): Promise<number[]> {
  const { body } = await getJson(context.app, '/sportsbook/v1/matches?match_status=1&limit=500');
  return matchesResponseSchema.parse(body).data.map((match) => match.id);
}

/** Implied probabilities of exclusive outcomes sum to 1 + margin (ARCHITECTURE §7). */
function expectConsistent(market: MarketDto): void {
  if (market.status !== 1 || market.id === 10) return;
  const overround = market.outcomes.reduce((sum, outcome) => sum + 1 / outcome.odds, 0);
  expect(overround).toBeGreaterThan(1 + PREMATCH_MARGIN - 0.01);
  expect(overround).toBeLessThan(1 + LIVE_MARGIN + 0.01);
  for (const outcome of market.outcomes) expect(Number.isInteger(Math.round(outcome.odds * 1000))).toBe(true);
}

describe('feed simulator', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await build({ seed: 11, targets });
  });
  afterAll(async () => context.close());

  it('is deterministic by seed', async () => {
    const twin = await build({ seed: 11, targets });
    const other = await build({ seed: 12, targets });
    try {
      await context.app.simulator?.step(60_000);
      await twin.app.simulator?.step(60_000);
      await other.app.simulator?.step(60_000);
      const strip = (snapshot: ReturnType<NonNullable<TestContext['app']['simulator']>['snapshot']>) => JSON.stringify(snapshot);
      const first = strip(context.app.simulator?.snapshot() ?? []);
      expect(strip(twin.app.simulator?.snapshot() ?? [])).toBe(first);
      expect(strip(other.app.simulator?.snapshot() ?? [])).not.toBe(first);
    } finally {
      await twin.close();
      await other.close();
    }
  });

  it('keeps prices consistent: margins, totals ladders monotone', async () => {
    for (const id of (await liveIds(context)).slice(0, 4)) {
      const { body } = await getJson<{ data: MarketDto[] }>(context.app, `/sportsbook/v1/matches/${id}/markets`);
      body.data.forEach(expectConsistent);
      const totals = body.data.filter((market) => market.name === 'Total' && market.status === 1);
      const overs = totals.map((market) => ({ line: Number(market.specifier.split('=')[1]), odds: market.outcomes[0]?.odds ?? 0 })).sort((a, b) => a.line - b.line);
      for (let index = 1; index < overs.length; index += 1) expect(overs[index]?.odds).toBeGreaterThanOrEqual(overs[index - 1]?.odds ?? 0);
    }
  });

  it('plays live matches: the clock and scores move, markets suspend and reopen, events are published', async () => {
    const published: string[] = [];
    const stop = context.publisher.subscribe((channel, publication) => published.push(`${channel} ${publication.event_name}`));
    const before = context.app.simulator?.snapshot().filter((match) => match.status === 1) ?? [];
    for (let index = 0; index < 30; index += 1) await context.app.simulator?.step(2_000);
    stop();
    const after = new Map((context.app.simulator?.snapshot() ?? []).map((match) => [match.id, match]));
    const moved = before.filter((match) => JSON.stringify(after.get(match.id)?.play) !== JSON.stringify(match.play));
    expect(moved.length).toBeGreaterThan(0);
    expect(published.some((line) => line.startsWith('sportsbook:public:en markets_changed'))).toBe(true);
    expect(published.some((line) => /^sportsbook:match:\d+ /.test(line))).toBe(true);
  });

  it('finishes matches with status 4, takes them off the live list and keeps the board full', async () => {
    const firstLive = await liveIds(context);
    // Sixty simulated minutes at SIM_SPEED 60 are two and a half days of match time.
    for (let index = 0; index < 60; index += 1) await context.app.simulator?.step(60_000);
    const nowLive = await liveIds(context);
    const finished = firstLive.filter((id) => !nowLive.includes(id));
    expect(finished.length).toBeGreaterThan(0);
    const { body } = await getJson(context.app, `/sportsbook/v1/matches?id=${finished.join(',')}`);
    expect(matchesResponseSchema.parse(body).data.every((match) => match.status === 4)).toBe(true);
    expect(nowLive.length).toBeGreaterThanOrEqual(targets.live);
    const upcoming = matchesResponseSchema.parse((await getJson(context.app, '/sportsbook/v1/matches?match_status=0&type=match&limit=1')).body);
    expect(upcoming.pagination.total).toBeGreaterThanOrEqual(targets.upcoming);
  });
});
