import { CHANNELS, type MarketDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import type { BetsContext } from './placement-helper';
import { buildSettlement, control, prematchMatches, recording } from './settlement-helper';

describe('feed control disabled (the default)', () => {
  let context: BetsContext;
  beforeAll(async () => {
    context = await buildSettlement(false);
  });
  afterAll(async () => context.close());

  it('is off unless FEED_CONTROL_ENABLED is set', () => {
    expect(loadEnv({}).FEED_CONTROL_ENABLED).toBe(false);
    expect(loadEnv({ FEED_CONTROL_ENABLED: 'true' }).FEED_CONTROL_ENABLED).toBe(true);
  });

  it('refuses every endpoint with 404', async () => {
    const [match] = await prematchMatches(context.database, 'football');
    for (const action of ['finish', 'odds', 'suspend', 'advance'] as const) {
      const body = action === 'odds' ? { market_id: 1, specifier: '', outcome_id: 'home', odds: 2 } : action === 'advance' ? { seconds: 60 } : undefined;
      expect((await control(context.app, match ?? 1, action, body)).status).toBe(404);
    }
  });
});

describe('feed control enabled', () => {
  let context: BetsContext;
  let football: number[];
  beforeAll(async () => {
    context = await buildSettlement(true);
    football = await prematchMatches(context.database, 'football');
  });
  afterAll(async () => context.close());

  const markets = async (matchId: number) => (await context.app.inject({ method: 'GET', url: `/sportsbook/v1/matches/${matchId}/markets` })).json<{ data: MarketDto[] }>().data;

  it('sets an outcome\'s odds: markets_changed is published and the markets call shows it', async () => {
    const match = football[0] ?? 0;
    await markets(match); // warm the response cache: the change must invalidate it
    const { result, published } = await recording(context, () => control(context.app, match, 'odds', { market_id: 1, specifier: '', outcome_id: 'draw', odds: 7.2 }));
    expect(result).toEqual({ status: 200, body: { data: { match_id: match, action: 'odds_set' } } });
    const change = published.find((entry) => entry.channel === CHANNELS.match(match) && entry.event === 'markets_changed');
    const oneXTwo = (change?.message as { markets: MarketDto[] }).markets.find((market) => market.id === 1);
    expect(oneXTwo?.outcomes.find((outcome) => outcome.id === 'draw')?.odds).toBe(7.2);
    expect((await markets(match)).find((market) => market.id === 1)?.outcomes.find((outcome) => outcome.id === 'draw')?.odds).toBe(7.2);
  });

  it('refuses unknown outcomes and matches not in play, and validates the body', async () => {
    const match = football[0] ?? 0;
    expect((await control(context.app, match, 'odds', { market_id: 1, specifier: '', outcome_id: 'nobody', odds: 2 })).status).toBe(404);
    expect((await control(context.app, 99_999_999, 'odds', { market_id: 1, specifier: '', outcome_id: 'home', odds: 2 })).status).toBe(404);
    expect((await control(context.app, match, 'odds', { market_id: 1, outcome_id: 'home', odds: 0.5 })).status).toBe(400);
    expect((await control(context.app, 99_999_999, 'suspend')).status).toBe(404);
    expect((await control(context.app, 99_999_999, 'finish')).status).toBe(404);
  });

  it('suspends the open markets and publishes markets_changed', async () => {
    const match = football[1] ?? 0;
    const { result, published } = await recording(context, () => control(context.app, match, 'suspend', { seconds: 30 }));
    expect(result.status).toBe(200);
    expect(published.some((entry) => entry.channel === CHANNELS.match(match) && entry.event === 'markets_changed')).toBe(true);
    expect((await markets(match)).every((market) => market.status !== 1)).toBe(true);
  });

  it('advances a match through half-time into the second half (issue 18 point 11: the clock says HT)', async () => {
    const match = football[3] ?? 0;
    type Published = { match: { status: number; stage: string | null; statistics: { clock: { match_time: string; stopped: boolean } } } };
    const lastChange = (published: { channel: string; event: string; message: unknown }[]) =>
      published.filter((entry) => entry.channel === CHANNELS.match(match) && entry.event === 'match_changed').at(-1)?.message as Published | undefined;
    // Kick-off and 45 minutes: the first half is over, the clock stopped at 45:00 over the break.
    const half = await recording(context, () => control(context.app, match, 'advance', { seconds: 45 * 60 + 1 }));
    expect(half.result).toEqual({ status: 200, body: { data: { match_id: match, action: 'advanced' } } });
    const atHalfTime = lastChange(half.published)?.match;
    expect(atHalfTime?.status).toBe(1);
    expect(atHalfTime?.stage).toBe('Half-time');
    expect(atHalfTime?.statistics.clock).toMatchObject({ match_time: '45:00', stopped: true });
    // After the 15-minute break the second half runs from 45:00.
    const second = await recording(context, () => control(context.app, match, 'advance', { seconds: 15 * 60 + 30 }));
    const running = lastChange(second.published)?.match;
    expect(running?.stage).toBe('2nd half');
    expect(running?.statistics.clock.stopped).toBe(false);
    expect(running?.statistics.clock.match_time).toMatch(/^45:\d\d$/);
    expect((await control(context.app, 99_999_999, 'advance', { seconds: 60 })).status).toBe(404);
    expect((await control(context.app, match, 'advance', { seconds: 0 })).status).toBe(400);
  });

  it('finishes a match with the given score: match_status_changed, then finished', async () => {
    const match = football[2] ?? 0;
    const { result, published } = await recording(context, () => control(context.app, match, 'finish', { score: { home: 2, away: 3 } }));
    expect(result).toEqual({ status: 200, body: { data: { match_id: match, action: 'finished' } } });
    const status = published.find((entry) => entry.channel === CHANNELS.match(match) && entry.event === 'match_status_changed')?.message as { match: { status: number; statistics: { total_score: unknown } } };
    expect(status.match.status).toBe(4);
    expect(status.match.statistics.total_score).toEqual({ home: 2, away: 3 });
  });
});
