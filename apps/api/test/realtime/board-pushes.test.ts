import { CHANNELS, countersSchema, publicEventSchema, type CountersDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { ManualClock } from '../../src/feed/clock';
import { PUBLIC_LANGUAGES, SimulatedOutages } from '../../src/feed/feed-events';
import { BoardPushes } from '../../src/realtime/board-pushes';
import { InProcessPublisher } from '../../src/realtime/publisher';
import type { Publication } from '../../src/realtime/types';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';

interface Collected {
  channel: string;
  publication: Publication;
}

function collect(publisher: InProcessPublisher): Collected[] {
  const collected: Collected[] = [];
  publisher.subscribe((channel, publication) => collected.push({ channel, publication: structuredClone(publication) }));
  return collected;
}

const publicChannels = PUBLIC_LANGUAGES.map((language) => CHANNELS.public(language));

describe('every publication of a stepped simulator validates against the contracts (issue 4)', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const publisher = new InProcessPublisher();
  const collected = collect(publisher);

  beforeAll(async () => {
    database = await freshDatabase();
    app = await buildApp({
      database,
      publisher,
      jwtSecret: TEST_JWT_SECRET,
      clock: new ManualClock(START),
      // Frequent, short oddin outages so a few dozen steps show both transitions.
      simulator: { seed: 11, speed: 60, targets: { upcoming: 10, live: 4 }, outage: { chancePerStep: 0.25, minSteps: 2, maxSteps: 3 } },
    });
    await app.simulator?.start();
    for (let step = 0; step < 40; step += 1) await app.simulator?.step(1_000);
    await app.board.flush();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('parses each publication with publicEventSchema', () => {
    expect(collected.length).toBeGreaterThan(50);
    for (const { channel, publication } of collected) {
      const parsed = publicEventSchema.safeParse(publication);
      expect(parsed.error, `${channel} ${publication.event_name}`).toBeUndefined();
    }
    const names = new Set(collected.map(({ publication }) => publication.event_name));
    expect([...names].sort()).toEqual(['counters_changed', 'markets_changed', 'match_changed', 'match_status_changed', 'match_tracker', 'provider_status_changed']);
  });

  it('pushes counters on every public channel, equal to what POST /counters answers', async () => {
    const pushed = collected.filter(({ publication }) => publication.event_name === 'counters_changed');
    expect(new Set(pushed.map(({ channel }) => channel))).toEqual(new Set(publicChannels));
    const latest = pushed.at(-1)?.publication.message as { counters: CountersDto };
    const response = await app.inject({ method: 'POST', url: '/sportsbook/v1/counters', payload: {} });
    expect(countersSchema.parse(latest.counters)).toEqual(response.json<{ data: CountersDto }>().data);
    // Throttled and deduplicated: far fewer pushes than steps, and never the same figures twice in a row.
    const perChannel = pushed.filter(({ channel }) => channel === publicChannels[0]).map(({ publication }) => JSON.stringify(publication.message));
    expect(perChannel.length).toBeLessThan(40);
    for (let index = 1; index < perChannel.length; index += 1) expect(perChannel[index]).not.toEqual(perChannel[index - 1]);
  });

  it('pushes oddin going down and coming back as the full provider list', () => {
    const changes = collected
      .filter(({ channel, publication }) => channel === publicChannels[0] && publication.event_name === 'provider_status_changed')
      .map(({ publication }) => (publication.message as { provider_statuses: { provider: string; active: boolean }[] }).provider_statuses);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    const oddin = changes.map((statuses) => statuses.find((status) => status.provider === 'oddin')?.active);
    expect(oddin.slice(0, 2)).toEqual([false, true]);
    for (const statuses of changes) expect(statuses.map((status) => status.provider)).toEqual(['betradar', 'oddin', 'betconstruct']);
  });

  it('lets an operator take a provider down and up (app.board.setProvider)', async () => {
    const before = collected.length;
    await app.board.flush();
    const wasActive = app.board.isActive('betradar');
    expect(await app.board.setProvider('betradar', !wasActive)).toBe(true);
    expect(await app.board.setProvider('betradar', !wasActive)).toBe(false);
    expect(await app.board.setProvider('betradar', wasActive)).toBe(true);
    const added = collected.slice(before).filter(({ publication }) => publication.event_name === 'provider_status_changed');
    expect(added).toHaveLength(2 * publicChannels.length);
    for (const { publication } of added) expect(publicEventSchema.parse(publication).event_name).toBe('provider_status_changed');
  });
});

describe('BoardPushes throttle and SimulatedOutages determinism', () => {
  const counts = (live: number): CountersDto => ({
    live: { match_count: live, season_count: 0, simple_tournament_count: 0, stage_count: 0 },
    sports: {},
    categories: {},
    tournaments: {},
  });
  const statuses = [{ provider: 'betradar', active: true }, { provider: 'oddin', active: true }] as const;

  it('publishes counters at most once per interval and only when they differ', async () => {
    // On a fake clock: the throttle is about time, and a loaded CI machine once ran the real-time
    // version's 50 ms sleep past the 200 ms interval.
    vi.useFakeTimers();
    try {
      const publisher = new InProcessPublisher();
      const collected = collect(publisher);
      let live = 1;
      let queries = 0;
      const pushes = new BoardPushes({
        publisher,
        languages: ['en'],
        providerStatuses: [...statuses],
        countersIntervalMs: 200,
        now: () => Date.now(),
        counters: () => {
          queries += 1;
          return Promise.resolve(counts(live));
        },
      });
      for (let burst = 0; burst < 20; burst += 1) pushes.countersChanged();
      await vi.advanceTimersByTimeAsync(50);
      expect(collected).toHaveLength(1);
      pushes.countersChanged(); // same figures: recounted after the interval, not republished
      await vi.advanceTimersByTimeAsync(100);
      expect(queries).toBe(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(queries).toBe(2);
      expect(collected).toHaveLength(1);
      live = 2;
      pushes.countersChanged();
      await pushes.flush();
      expect(collected.map(({ publication }) => publication)).toEqual([
        { event_name: 'counters_changed', message: { counters: counts(1) } },
        { event_name: 'counters_changed', message: { counters: counts(2) } },
      ]);
      await pushes.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('replays the same outages for the same seed', async () => {
    const run = async (seed: number): Promise<string[]> => {
      const publisher = new InProcessPublisher();
      const pushes = new BoardPushes({ publisher, languages: ['en'], providerStatuses: [...statuses] });
      const outages = new SimulatedOutages(pushes, seed, { chancePerStep: 0.05, minSteps: 3, maxSteps: 9 });
      const timeline: string[] = [];
      for (let step = 0; step < 400; step += 1) {
        outages.step();
        timeline.push(pushes.isActive('oddin') ? '+' : '-');
      }
      await pushes.close();
      return timeline;
    };
    const [first, again, other] = await Promise.all([run(5), run(5), run(6)]);
    expect(first).toEqual(again);
    expect(first).not.toEqual(other);
    expect(first).toContain('-');
    expect(first).toContain('+');
  });
});
