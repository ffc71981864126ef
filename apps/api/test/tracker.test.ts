import { CHANNELS, matchesResponseSchema, matchTrackerEventSchema, matchTrackerResponseSchema, type MatchDto, type MatchTrackerDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, getJson, type TestContext } from './helper';

// GET /matches/{id}/tracker and the match_tracker publication (issue 25, docs/match-centre.md).
let context: TestContext;
let live: MatchDto;
let upcoming: MatchDto;

const tracker = (id: number | string) => getJson<{ data?: MatchTrackerDto | null; error?: { code: string; message: string } }>(context.app, `/sportsbook/v1/matches/${id}/tracker`);
const listed = async (query: string) => matchesResponseSchema.parse((await getJson(context.app, `/sportsbook/v1/matches?limit=100&type=match${query}`)).body).data;

beforeAll(async () => {
  context = await build({ targets: { upcoming: 12, live: 8 } });
  const [football] = await listed('&match_status=1&sport_key=football');
  const [later] = await listed('&match_status=0');
  if (!football || !later) throw new Error('seed 7 has no live football match or no upcoming match');
  live = football;
  upcoming = later;
});
afterAll(async () => {
  await context.close();
});

describe('GET /matches/{id}/tracker', () => {
  it('serves the live match\'s recent events and running statistics, agreeing with its score and counters', async () => {
    const answer = await tracker(live.id);
    expect(answer.status).toBe(200);
    const data = matchTrackerResponseSchema.parse(answer.body).data!;
    expect(data.match_id).toBe(live.id);
    expect(data.sport).toBe('football');
    expect(data.statistics.map((entry) => entry.key)).toEqual(['attacks', 'dangerous_attacks', 'shots_on_target', 'shots_off_target', 'corners', 'yellow_cards', 'red_cards']);
    const { body } = await getJson<{ data: { corners: { home: number; away: number } } }>(context.app, `/sportsbook/v1/matches/${live.id}/statistics`);
    const corners = data.statistics.find((entry) => entry.key === 'corners')!;
    expect({ home: corners.home, away: corners.away }).toEqual(body.data.corners);
    expect(data.events.length).toBeGreaterThan(0);
    expect(data.possession!.home + data.possession!.away).toBe(100);
  });

  it('moves as the match is played, and publishes each change on the match channel only', async () => {
    const before = matchTrackerResponseSchema.parse((await tracker(live.id)).body).data!;
    const seen: { channel: string; data: unknown }[] = [];
    const stop = context.publisher.subscribe((channel, publication) => {
      if (publication.event_name === 'match_tracker') seen.push({ channel, data: publication });
    });
    try {
      // Three minutes of match time (speed 60): about six attacks.
      for (let step = 0; step < 3; step += 1) await context.app.simulator!.step(1_000);
    } finally {
      stop();
    }
    const after = matchTrackerResponseSchema.parse((await tracker(live.id)).body).data!;
    expect(after.events[0]!.id).toBeGreaterThan(before.events[0]!.id);
    const published = seen.filter(({ data }) => matchTrackerEventSchema.parse(data).message.tracker.match_id === live.id);
    expect(published.length).toBeGreaterThan(0);
    expect(published.every(({ channel }) => channel === CHANNELS.match(live.id))).toBe(true);
    expect(matchTrackerEventSchema.parse(published.at(-1)!.data).message.tracker).toEqual(after);
  });

  it('answers data null for a match not in play, 404 for an unknown match and 400 naming the id for a bad one', async () => {
    const waiting = await tracker(upcoming.id);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual({ data: null });
    const unknown = await tracker(987_654);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Match 987654 not found');
    for (const bad of ['-3', 'abc', '99999999999']) {
      const answer = await tracker(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toMatch(/"id"/);
    }
  });
});
