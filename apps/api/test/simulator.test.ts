import {
  CHANNELS,
  marketsResponseSchema,
  matchesResponseSchema,
  statisticsResponseSchema,
  type MarketDto,
  type MatchDto,
  type StatisticsDto,
} from '@sportsbook/contracts';
import { isLadderPrice, ladderPrices } from '@sportsbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../src/feed/engine/registry';
import { LIVE_MARGIN, PREMATCH_MARGIN } from '../src/feed/pricing/margin';
import type { SimMatch } from '../src/feed/sim-match';
import { build, getJson, type TestContext } from './helper';

/*
 * The simulator as `npm start` runs it: no targets are passed (server.ts), so it keeps its own
 * default board of at least 150 upcoming and 20 live matches. Every test drives the real
 * simulator by hand (step(), never the wall clock) and reads what it wrote through the HTTP API
 * and the realtime publications, so the same seed always plays the same world.
 */
const SEED = 11;
const UPCOMING = 150;
const LIVE = 20;

/** The app with its simulator at the default targets (as `npm start` runs it), seeded and paused. */
const buildDefault = (seed: number): Promise<TestContext> => build({ seed, targets: null });

function simulatorOf(context: TestContext) {
  const { simulator } = context.app;
  if (!simulator) throw new Error('the test app has no simulator');
  return simulator;
}

async function listMatches(context: TestContext, query: string): Promise<{ data: MatchDto[]; total: number }> {
  const { status, body } = await getJson(context.app, `/sportsbook/v1/matches?${query}`);
  expect(status).toBe(200);
  const parsed = matchesResponseSchema.parse(body);
  return { data: parsed.data, total: parsed.pagination.total };
}

async function marketsOf(context: TestContext, id: number): Promise<MarketDto[]> {
  const { status, body } = await getJson(context.app, `/sportsbook/v1/matches/${id}/markets`);
  expect(status).toBe(200);
  return marketsResponseSchema.parse(body).data;
}

async function statisticsOf(context: TestContext, id: number): Promise<StatisticsDto | null> {
  const { status, body } = await getJson(context.app, `/sportsbook/v1/matches/${id}/statistics`);
  expect(status).toBe(200);
  return statisticsResponseSchema.parse(body).data;
}

/** Board sizes as a client sees them: upcoming fixtures (outrights aside) and matches in play. */
async function boardSizes(context: TestContext): Promise<{ upcoming: number; live: number }> {
  const upcoming = await listMatches(context, 'match_status=0&type=match&limit=1');
  const live = await listMatches(context, 'match_status=1&limit=1');
  return { upcoming: upcoming.total, live: live.total };
}

/** Publications seen while `work` runs, as channel + event name + message. */
async function recording(context: TestContext, work: () => Promise<void>): Promise<{ channel: string; event: string; message: Record<string, unknown> }[]> {
  const seen: { channel: string; event: string; message: Record<string, unknown> }[] = [];
  const stop = context.publisher.subscribe((channel, publication) => {
    seen.push({ channel, event: publication.event_name, message: publication.message as Record<string, unknown> });
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

/*
 * Price consistency. pricing/margin.ts applies a proportional margin: odds = 1 / (p × (1 + m)),
 * moved down to the price ladder, with longshots floored at probability 0.002 and the rest of the
 * market scaled down so the fair total is kept. So the implied probabilities of a market sum to
 * (1 + m) × its fair total (1 for exclusive outcomes, 2 for double chance) up to the rounding of
 * each price: the model's price lies below the next rung, so 1/odds is off by less than
 * step / odds², the step being the gap to the next rung.
 */
const RUNGS = ladderPrices();
const ladderStep = (odds: number) => {
  const thousandths = Math.round(odds * 1000);
  return ((RUNGS.find((rung) => rung > thousandths) ?? thousandths + 10_000) - thousandths) / 1000;
};
const rounding = (odds: number) => ladderStep(odds) / (odds * odds);
const marketRounding = (market: MarketDto) => market.outcomes.reduce((sum, outcome) => sum + rounding(outcome.odds), 0) * 1.01 + 1e-9;
const implied = (market: MarketDto, key: string): number => {
  const outcome = market.outcomes.find((candidate) => candidate.id === key);
  if (!outcome) throw new Error(`market ${market.id} ${market.specifier} has no outcome ${key}`);
  return 1 / outcome.odds;
};
/** A floored longshot in a market of three or more moves the others by up to the floor (0.002 × (1 + m)). */
const floorSlack = (market: MarketDto, margin: number) => (market.outcomes.some((outcome) => 1 / outcome.odds <= 0.0021 * (1 + margin)) ? 0.0021 * (1 + margin) : 0);
const lineOf = (specifier: string, name: string): number | null => {
  const match = new RegExp(`(?:^|\\|)${name}=([+-]?\\d+(?:\\.\\d+)?)`).exec(specifier);
  return match?.[1] === undefined ? null : Number(match[1]);
};

interface PriceScan {
  matches: number;
  markets: number;
  bySport: Map<string, { prematch: number; live: number }>;
  ladders: number;
  doubleChance: number;
  handicapChecks: number;
}

/** Checks every listed (open or suspended) market of one match; returns what it covered. */
function checkMatchPrices(match: MatchDto, markets: MarketDto[], scan: PriceScan): void {
  const margin = match.status === 0 ? PREMATCH_MARGIN : LIVE_MARGIN;
  const where = (market: MarketDto) => `match ${match.id} (${match.sport.key}, status ${match.status}) market ${market.id} "${market.name}" ${market.specifier}`;
  const listed = markets.filter((market) => market.status === 1 || market.status === -1);
  expect(listed.length, `match ${match.id} lists markets`).toBe(markets.length);
  if (match.status === 0) expect(listed.some((market) => market.status === 1), `prematch match ${match.id} has open markets`).toBe(true);
  for (const market of listed) {
    scan.markets += 1;
    expect(market.market_groups.length, `${where(market)} has groups`).toBeGreaterThan(0);
    expect(market.outcomes.length, `${where(market)} has outcomes`).toBeGreaterThanOrEqual(2);
    for (const outcome of market.outcomes) {
      expect(outcome.active, `${where(market)} ${outcome.id} active`).toBe(true);
      expect(Math.abs(outcome.odds * 1000 - Math.round(outcome.odds * 1000)), `${where(market)} odds in thousandths`).toBeLessThan(1e-6);
      expect(isLadderPrice(Math.round(outcome.odds * 1000)), `${where(market)} ${outcome.id} odds ${outcome.odds} on the ladder`).toBe(true);
      expect(outcome.odds, `${where(market)} ${outcome.id} odds`).toBeGreaterThan(1);
    }
    const fairTotal = market.id === 10 ? 2 : 1;
    const sum = market.outcomes.reduce((total, outcome) => total + 1 / outcome.odds, 0);
    expect(Math.abs(sum - fairTotal * (1 + margin)), `${where(market)}: implied sum ${sum} vs ${fairTotal} × (1 + ${margin})`).toBeLessThanOrEqual(marketRounding(market));
  }

  // Ladders: markets of one type told apart by a total= or hcp= line, with over/under or home/away sides.
  const byType = new Map<number, MarketDto[]>();
  for (const market of listed) byType.set(market.id, [...(byType.get(market.id) ?? []), market]);
  for (const [typeId, group] of byType) {
    const totals = group.map((market) => ({ market, line: lineOf(market.specifier, 'total') }))
      .filter((entry): entry is { market: MarketDto; line: number } => entry.line !== null)
      .sort((a, b) => a.line - b.line);
    for (let index = 1; index < totals.length; index += 1) {
      const lower = totals[index - 1];
      const higher = totals[index];
      if (!lower || !higher) continue;
      const slack = marketRounding(lower.market) + marketRounding(higher.market);
      const label = `match ${match.id} type ${typeId} total ${lower.line} → ${higher.line}`;
      expect(implied(higher.market, 'over'), `${label}: Over falls`).toBeLessThan(implied(lower.market, 'over') - slack);
      expect(implied(higher.market, 'under'), `${label}: Under rises`).toBeGreaterThan(implied(lower.market, 'under') + slack);
      scan.ladders += 1;
    }
    const handicaps = group.map((market) => ({ market, line: lineOf(market.specifier, 'hcp') }))
      .filter((entry): entry is { market: MarketDto; line: number } => entry.line !== null)
      .sort((a, b) => a.line - b.line);
    for (let index = 1; index < handicaps.length; index += 1) {
      const lower = handicaps[index - 1];
      const higher = handicaps[index];
      if (!lower || !higher) continue;
      const label = `match ${match.id} type ${typeId} handicap ${lower.line} → ${higher.line}`;
      // A bigger head start for home: home covers more often, away less. Quarter lines lie so close
      // that both may share a rung of the price ladder: prices only move down to a rung (1/odds only
      // up, by less than the market's rounding), so home never falls and away never rises beyond it.
      expect(implied(higher.market, 'home'), `${label}: home rises`).toBeGreaterThan(implied(lower.market, 'home') - marketRounding(lower.market));
      expect(implied(higher.market, 'away'), `${label}: away falls`).toBeLessThan(implied(lower.market, 'away') + marketRounding(higher.market));
      scan.ladders += 1;
    }
  }

  // Goal sports: double chance, draw no bet and the Asian handicap against the 1x2 they derive from.
  const oneXTwo = listed.find((market) => market.id === 1);
  if (!oneXTwo) return;
  const fair = (market: MarketDto, key: string) => implied(market, key) / (1 + margin);
  const slack1x2 = marketRounding(oneXTwo) + floorSlack(oneXTwo, margin);
  const home = fair(oneXTwo, 'home');
  const draw = fair(oneXTwo, 'draw');
  const away = fair(oneXTwo, 'away');
  const doubleChance = listed.find((market) => market.id === 10);
  if (doubleChance) {
    const legs = { home_draw: ['home', 'draw'], home_away: ['home', 'away'], draw_away: ['draw', 'away'] } as const;
    for (const [key, [a, b]] of Object.entries(legs)) {
      expect(Math.abs(implied(doubleChance, key) - implied(oneXTwo, a) - implied(oneXTwo, b)), `match ${match.id} double chance ${key} = 1x2 ${a} + ${b}`)
        .toBeLessThanOrEqual(marketRounding(doubleChance) + slack1x2);
    }
    scan.doubleChance += 1;
  }
  const drawNoBet = listed.find((market) => market.id === 11);
  if (drawNoBet) {
    expect(Math.abs(fair(drawNoBet, 'home') - home / (home + away)), `match ${match.id} draw no bet = 1 / (1 + 2)`).toBeLessThanOrEqual(2 * (marketRounding(drawNoBet) + slack1x2));
  }
  // Asian lines: −0.5 wins on a home win, +0.5 on home or draw; a quarter line is half on each
  // neighbouring line, and the whole line 0 refunds a draw: q = win / (1 − push).
  const expectedCover: Record<string, number> = {
    'hcp=-0.5': home,
    'hcp=+0.5': home + draw,
    'hcp=-0.25': home / (1 - draw / 2),
    'hcp=+0.25': (home + draw / 2) / (1 - draw / 2),
  };
  for (const market of listed.filter((candidate) => candidate.id === 16)) {
    const expected = expectedCover[market.specifier];
    const sides = fair(market, 'home') + fair(market, 'away');
    expect(Math.abs(sides - 1), `match ${match.id} handicap ${market.specifier}: the two sides are one line`).toBeLessThanOrEqual(2 * marketRounding(market));
    if (expected === undefined) continue;
    expect(Math.abs(fair(market, 'home') - expected), `match ${match.id} handicap ${market.specifier} home vs 1x2`).toBeLessThanOrEqual(2 * (marketRounding(market) + slack1x2));
    scan.handicapChecks += 1;
  }
}

/** Every prematch (outrights included) and live match on the board, every listed market of each. */
async function checkAllPrices(context: TestContext): Promise<PriceScan> {
  const board = await listMatches(context, 'match_status=0,1&limit=500');
  expect(board.total).toBe(board.data.length);
  const scan: PriceScan = { matches: 0, markets: 0, bySport: new Map(), ladders: 0, doubleChance: 0, handicapChecks: 0 };
  for (const match of board.data) {
    checkMatchPrices(match, await marketsOf(context, match.id), scan);
    scan.matches += 1;
    const sport = scan.bySport.get(match.sport.key) ?? { prematch: 0, live: 0 };
    if (match.status === 0) sport.prematch += 1;
    else sport.live += 1;
    scan.bySport.set(match.sport.key, sport);
  }
  return scan;
}

function expectBroadScan(scan: PriceScan): void {
  const sports = [...scan.bySport.values()];
  expect(scan.bySport.size).toBeGreaterThanOrEqual(8);
  expect(sports.every((sport) => sport.prematch > 0)).toBe(true);
  expect(sports.reduce((sum, sport) => sum + sport.prematch, 0)).toBeGreaterThanOrEqual(UPCOMING);
  expect(sports.reduce((sum, sport) => sum + sport.live, 0)).toBeGreaterThanOrEqual(LIVE);
  expect(sports.filter((sport) => sport.live > 0).length).toBeGreaterThanOrEqual(4);
  expect(scan.ladders).toBeGreaterThan(500);
  expect(scan.doubleChance).toBeGreaterThan(30);
  expect(scan.handicapChecks).toBeGreaterThan(100);
}

/** Seconds of a "mm:ss" match clock. */
function seconds(clock: string | null): number {
  const [minutes, rest] = (clock ?? '').split(':').map(Number);
  return (minutes ?? Number.NaN) * 60 + (rest ?? Number.NaN);
}

/** The prices of a match's open markets, by market type, line and outcome. */
function prices(markets: MarketDto[]): Map<string, number> {
  return new Map(markets.filter((market) => market.status === 1)
    .flatMap((market) => market.outcomes.map((outcome) => [`${market.id}|${market.specifier}|${outcome.id}`, outcome.odds] as const)));
}

const goals = (match: SimMatch) => match.play.score.home + match.play.score.away;

describe('feed simulator at the default targets', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await buildDefault(SEED);
  });
  afterAll(async () => context.close());

  it('starts with at least 150 upcoming and 20 live matches of at least 8 sports', async () => {
    const sizes = await boardSizes(context);
    expect(sizes.upcoming).toBeGreaterThanOrEqual(UPCOMING);
    expect(sizes.live).toBeGreaterThanOrEqual(LIVE);
    const snapshot = simulatorOf(context).snapshot();
    expect(snapshot.filter((match) => match.status === 1).length).toBe(sizes.live);
    expect(new Set(snapshot.map((match) => match.sportKey)).size).toBeGreaterThanOrEqual(8);
  });

  it('prices every market of every prematch and live match consistently', async () => {
    expectBroadScan(await checkAllPrices(context));
  });

  it('is deterministic by seed', async () => {
    const twin = await buildDefault(SEED);
    const other = await buildDefault(SEED + 1);
    try {
      const worlds = [context, twin, other];
      for (const world of worlds) {
        await simulatorOf(world).step(60_000);
      }
      const [first, same, different] = await Promise.all(worlds.map(async (world) => ({
        snapshot: JSON.stringify(simulatorOf(world).snapshot()),
        board: JSON.stringify((await listMatches(world, 'match_status=0,1,4&limit=500')).data),
      })));
      expect(same?.snapshot).toBe(first?.snapshot);
      expect(same?.board).toBe(first?.board);
      expect(different?.snapshot).not.toBe(first?.snapshot);
      expect(different?.board).not.toBe(first?.board);
    } finally {
      await twin.close();
      await other.close();
    }
  });

  it('suspends a football match\'s markets at a goal and reopens them, in the database and in the published events', async () => {
    const simulator = simulatorOf(context);
    let goal: { before: SimMatch; after: SimMatch; open: MarketDto[]; events: Awaited<ReturnType<typeof recording>> } | null = null;
    for (let index = 0; index < 120 && !goal; index += 1) {
      // Football matches in play with their markets open, well before the end.
      const candidates = simulator.snapshot().filter((match) => match.sportKey === 'football' && match.status === 1
        && match.play.phase === 'playing' && match.suspendedUntil === null && (match.play.period === 1 || match.play.periodElapsedMs < 25 * 60_000));
      const open = new Map<number, MarketDto[]>();
      for (const match of candidates) open.set(match.id, await marketsOf(context, match.id));
      const events = await recording(context, () => simulator.step(1_000));
      const now = new Map(simulator.snapshot().map((match) => [match.id, match]));
      for (const before of candidates) {
        const after = now.get(before.id);
        if (after && after.status === 1 && goals(after) === goals(before) + 1) {
          goal = { before, after, open: open.get(before.id) ?? [], events };
          break;
        }
      }
    }
    if (!goal) throw new Error('no football goal in 120 steps');
    const { before, after } = goal;
    const id = after.id;
    const channel = CHANNELS.match(id);

    // Before the goal its markets were open.
    expect(goal.open.filter((market) => market.status === 1).length).toBeGreaterThan(10);
    const oneXTwoBefore = goal.open.find((market) => market.id === 1);
    expect(oneXTwoBefore?.status).toBe(1);

    // The goal step: every market suspended (-1), none open, in the database and on the match's channel.
    const suspended = await marketsOf(context, id);
    expect(suspended.length).toBeGreaterThan(10);
    expect(suspended.every((market) => market.status === -1)).toBe(true);
    const [match] = (await listMatches(context, `id=${id}`)).data;
    expect(match?.statistics?.total_score).toEqual(after.play.score);
    const onChannel = goal.events.filter((event) => event.channel === channel);
    const marketsEvents = onChannel.filter((event) => event.event === 'markets_changed');
    expect(marketsEvents.length).toBeGreaterThan(0);
    for (const event of marketsEvents) {
      const markets = event.message.markets as MarketDto[];
      expect(markets.length).toBeGreaterThan(10);
      expect(markets.every((market) => market.status === -1)).toBe(true);
    }
    const scoreEvent = onChannel.find((event) => event.event === 'match_changed');
    expect((scoreEvent?.message.match as MatchDto | undefined)?.statistics?.total_score).toEqual(after.play.score);
    expect(goal.events.some((event) => event.channel === CHANNELS.public('en') && event.event === 'markets_changed' && event.message.match_id === id)).toBe(true);

    // The bet stop lasts a few seconds of match time (SIM_SPEED scales it like play): in steps of
    // a tenth of a second (six match seconds) the markets stay suspended, in the database and on the
    // channel, for at least one step, then the match is re-priced and they reopen.
    let reopened: MarketDto[] | null = null;
    let reopenEvents: Awaited<ReturnType<typeof recording>> = [];
    let suspendedSteps = 0;
    for (let index = 0; index < 20 && !reopened; index += 1) {
      reopenEvents = await recording(context, () => simulator.step(100));
      const markets = await marketsOf(context, id);
      if (markets.some((market) => market.status === 1)) {
        reopened = markets;
        break;
      }
      suspendedSteps += 1;
      expect(markets.every((market) => market.status === -1)).toBe(true);
      for (const event of reopenEvents.filter((candidate) => candidate.channel === channel && candidate.event === 'markets_changed')) {
        expect((event.message.markets as MarketDto[]).some((market) => market.status === 1)).toBe(false);
      }
    }
    expect(suspendedSteps).toBeGreaterThan(0);
    if (!reopened) throw new Error(`match ${id} never reopened`);
    const state = simulator.snapshot().find((candidate) => candidate.id === id);
    expect(state?.status).toBe(1);
    expect(state?.suspendedUntil).toBeNull();
    expect(reopened.every((market) => market.status === 1)).toBe(true);
    const published = reopenEvents.filter((event) => event.channel === channel && event.event === 'markets_changed').at(-1);
    expect((published?.message.markets as MarketDto[] | undefined)?.map((market) => [market.id, market.specifier, market.status, market.outcomes]))
      .toEqual(reopened.map((market) => [market.id, market.specifier, market.status, market.outcomes]));
    // Re-priced for the new score: the next goal is the one after it, lines already passed are gone.
    const total = goals(state ?? after);
    expect(reopened.find((market) => market.id === 8)?.specifier).toBe(`goalnr=${total + 1}`);
    const totals = reopened.filter((market) => market.id === 18).map((market) => lineOf(market.specifier, 'total') ?? 0);
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((line) => line > total)).toBe(true);
    expect(reopened.find((market) => market.id === 1)?.outcomes).not.toEqual(oneXTwoBefore?.outcomes);
    // (Another goal inside the window extends the suspension: it reopens once the last one's window is over.)
    expect(total).toBeGreaterThan(goals(before));
  });

  it('moves live odds and statistics as the matches play', async () => {
    const simulator = simulatorOf(context);
    const live = (await listMatches(context, 'match_status=1&limit=500')).data;
    expect(live.length).toBeGreaterThanOrEqual(LIVE);
    const before = new Map<number, { markets: MarketDto[]; statistics: StatisticsDto | null }>();
    for (const match of live) before.set(match.id, { markets: await marketsOf(context, match.id), statistics: await statisticsOf(context, match.id) });
    const playBefore = new Map(simulator.snapshot().map((match) => [match.id, match]));
    // Twenty match minutes in one-second steps: every live match is re-priced at least once.
    const events = await recording(context, async () => {
      for (let index = 0; index < 20; index += 1) await simulator.step(1_000);
    });
    const playAfter = new Map(simulator.snapshot().map((match) => [match.id, match]));
    const stillLive = new Set((await listMatches(context, 'match_status=1&limit=500')).data.map((match) => match.id));
    let compared = 0;
    let clocked = 0;
    let statisticsChanged = 0;
    let bookings = 0;
    for (const match of live) {
      if (!stillLive.has(match.id)) continue;
      const then = before.get(match.id);
      const was = playBefore.get(match.id);
      const is = playAfter.get(match.id);
      if (!then || !was || !is) throw new Error(`match ${match.id} is not in the simulator`);
      const markets = await marketsOf(context, match.id);
      const statistics = await statisticsOf(context, match.id);
      compared += 1;

      // Odds: the match's open prices (the API before, then every markets_changed on its channel)
      // change while it plays; suspended snapshots (a goal, a point) do not count as open.
      const published = events.filter((event) => event.channel === CHANNELS.match(match.id) && event.event === 'markets_changed')
        .map((event) => event.message.markets as MarketDto[]);
      expect(published.length, `markets_changed for match ${match.id}`).toBeGreaterThan(0);
      const openPrices = [then.markets, ...published].map(prices).filter((entry) => entry.size > 0);
      expect(openPrices.length, `live match ${match.id} (${match.sport.key}) had open markets while it played`).toBeGreaterThan(1);
      // Moved: a price of the same line changed, or the lines themselves moved with the score.
      let moved = 0;
      for (let index = 1; index < openPrices.length; index += 1) {
        const [earlier, later] = [openPrices[index - 1], openPrices[index]];
        if (JSON.stringify([...earlier ?? []].sort()) !== JSON.stringify([...later ?? []].sort())) moved += 1;
      }
      expect(moved, `odds of live match ${match.id} (${match.sport.key}) moved`).toBeGreaterThan(0);
      // What was published last is what the API serves.
      expect(published.at(-1)?.map((market) => [market.id, market.specifier, market.status, market.outcomes]))
        .toEqual(markets.map((market) => [market.id, market.specifier, market.status, market.outcomes]));

      // Statistics: what the API serves is the engine's view of the match now, before and after.
      const engine = engineFor(match.sport.key);
      expect(then.statistics, `statistics of match ${match.id} before`).toEqual(engine.statistics(was.play));
      expect(statistics, `statistics of match ${match.id} after`).toEqual(engine.statistics(is.play));
      // A running clock always moves over twenty minutes (breaks are shorter) …
      if (statistics?.clock && then.statistics?.clock) {
        clocked += 1;
        expect(seconds(statistics.clock.match_time), `clock of match ${match.id} runs forward`).toBeGreaterThan(seconds(then.statistics.clock.match_time));
      }
      // … whatever happened on the field shows, and scores and bookings never go back.
      const visible = (play: SimMatch['play']) => JSON.stringify([play.phase, play.period, play.score, play.periods, play.points, play.corners, play.yellowCards, play.redCards]);
      if (visible(was.play) !== visible(is.play)) expect(statistics, `statistics of match ${match.id} (${match.sport.key})`).not.toEqual(then.statistics);
      if (JSON.stringify(statistics) !== JSON.stringify(then.statistics)) statisticsChanged += 1;
      const score = statistics?.total_score ?? { home: 0, away: 0 };
      const oldScore = then.statistics?.total_score ?? { home: 0, away: 0 };
      expect(score.home).toBeGreaterThanOrEqual(oldScore.home);
      expect(score.away).toBeGreaterThanOrEqual(oldScore.away);
      for (const key of ['corners', 'yellow_cards', 'red_cards'] as const) {
        const now = statistics?.[key];
        const earlier = then.statistics?.[key];
        if (!now || !earlier) continue;
        expect(now.home + now.away).toBeGreaterThanOrEqual(earlier.home + earlier.away);
        if (now.home + now.away > earlier.home + earlier.away) bookings += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(10);
    expect(clocked).toBeGreaterThan(0);
    expect(statisticsChanged).toBeGreaterThanOrEqual(compared / 2);
    expect(bookings).toBeGreaterThan(0);
  });

  it('finishes matches with status 4, replaces them and keeps 150 upcoming and 20 live at every step', async () => {
    const simulator = simulatorOf(context);
    const firstLive = (await listMatches(context, 'match_status=1&limit=500')).data.map((match) => match.id);
    const firstUpcoming = new Set((await listMatches(context, 'match_status=0&type=match&limit=500')).data.map((match) => match.id));
    const lastId = Math.max(...simulator.snapshot().map((match) => match.id));
    const finished = new Set<number>();
    const statusEvents: number[] = [];
    // Ten minutes of wall time at SIM_SPEED 60: ten hours of match time, every match in play at the start ends.
    for (let index = 0; index < 10; index += 1) {
      const events = await recording(context, () => simulator.step(60_000));
      for (const event of events) {
        const match = event.message.match as MatchDto | undefined;
        if (event.event === 'match_status_changed' && match?.status === 4 && event.channel === CHANNELS.match(match.id)) statusEvents.push(match.id);
      }
      const sizes = await boardSizes(context);
      expect(sizes.upcoming, `upcoming after step ${index + 1}`).toBeGreaterThanOrEqual(UPCOMING);
      expect(sizes.live, `live after step ${index + 1}`).toBeGreaterThanOrEqual(LIVE);
      const live = simulator.snapshot().filter((match) => match.status === 1).map((match) => match.id);
      expect(live.length).toBe(sizes.live);
      for (const id of firstLive) if (!live.includes(id)) finished.add(id);
    }
    // Every match in play at the start finished: status 4, off the live list, its status change published.
    expect([...finished].sort()).toEqual([...firstLive].sort());
    const nowLive = (await listMatches(context, 'match_status=1&limit=500')).data.map((match) => match.id);
    expect(nowLive.some((id) => firstLive.includes(id))).toBe(false);
    const ended = (await listMatches(context, `id=${firstLive.join(',')}&limit=500`)).data;
    expect(ended.map((match) => match.id).sort()).toEqual([...firstLive].sort());
    expect(ended.every((match) => match.status === 4)).toBe(true);
    for (const id of firstLive) expect(statusEvents).toContain(id);
    // Replaced: fixtures of the start kicked off, and new fixtures (new ids) refilled the upcoming list.
    expect(nowLive.filter((id) => firstUpcoming.has(id)).length).toBeGreaterThan(0);
    // Every match that finished during these steps was replaced by a new fixture (the board never shrank).
    const all = await listMatches(context, 'match_status=0,1,4&type=match&limit=500');
    expect(all.total).toBe(all.data.length);
    expect(all.data.filter((match) => match.id > lastId).length).toBeGreaterThanOrEqual(new Set(statusEvents).size);
    expect(all.data.some((match) => match.id > lastId && match.status === 0)).toBe(true);
  });

  it('still prices every market consistently after hours of play', async () => {
    const scan = await checkAllPrices(context);
    expectBroadScan(scan);
  });
});
