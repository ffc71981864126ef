import { TRACKER_TIMELINE_LENGTH } from '@sportsbook/contracts';
import { describe, expect, it } from 'vitest';
import { MATCH_STATUS } from '@sportsbook/domain';
import { engineFor } from '../../src/feed/engine/registry';
import { initialPlay } from '../../src/feed/engine/types';
import { Rng } from '../../src/feed/random';
import type { SimMatch } from '../../src/feed/sim-match';
import { advanceTracked, beforeStep, trackStep, trackerOfState } from '../../src/feed/tracker/track-step';
import { trackerEventsOf, trackerRng } from '../../src/feed/tracker/tracker-events';
import { trackerProfileFor, TRACKER_PROFILES } from '../../src/feed/tracker/tracker-profiles';
import { initialTracker, recordEvents, toTrackerDto, type TrackerEventDraft } from '../../src/feed/tracker/tracker-state';
import { SPORT_ENGINES } from '../../src/feed/engine/registry';

const MINUTE = 60_000;

function simMatch(sportKey: string, id = 11): SimMatch {
  return {
    id, sportKey, startTime: 0, status: MATCH_STATUS.live, strength: { home: 0.6, away: 0.45 }, play: initialPlay(),
    suspendedUntil: null, nextPriceAt: 0, finishedAt: null,
  };
}

/** Plays a whole match in one-minute steps, as the simulator does, tracking every step. */
function playMatch(sportKey: string, seed: number) {
  const match = simMatch(sportKey);
  const engine = engineFor(sportKey);
  const rng = new Rng(seed);
  const published: NonNullable<ReturnType<typeof trackStep>>[] = [];
  for (let step = 0; step < 2_000 && match.play.phase !== 'ended'; step += 1) {
    const before = beforeStep(match.play);
    const events = engine.advance(match.play, MINUTE, match.strength, rng);
    const tracker = trackStep(match, before, events, MINUTE, seed);
    if (tracker) published.push(tracker);
  }
  return { match, published };
}

const stat = (tracker: ReturnType<typeof toTrackerDto>, key: string) => tracker.statistics.find((entry) => entry.key === key);

describe('tracker events of the simulator (issue 25)', () => {
  it('football: goals, corners and cards agree with the score and counters the engine moved; attacks and shots add up', () => {
    const { match, published } = playMatch('football', 5);
    expect(match.play.phase).toBe('ended');
    const profile = trackerProfileFor('football')!;
    const tracker = toTrackerDto(match.id, 'football', match.tracker!, profile);
    expect(match.tracker!.statistics.goals ?? { home: 0, away: 0 }).toEqual(match.play.score);
    expect(stat(tracker, 'corners')).toEqual({ key: 'corners', ...match.play.corners });
    expect(stat(tracker, 'yellow_cards')).toEqual({ key: 'yellow_cards', ...match.play.yellowCards });
    expect(stat(tracker, 'red_cards')).toEqual({ key: 'red_cards', ...match.play.redCards });
    // About 2.2 attacks a minute over 90 minutes, the stronger home side having more of them.
    const attacks = stat(tracker, 'attacks')!;
    expect(attacks.home + attacks.away).toBeGreaterThan(120);
    expect(attacks.home + attacks.away).toBeLessThan(280);
    expect(attacks.home).toBeGreaterThan(attacks.away);
    // Every goal was a shot on target too.
    const shots = stat(tracker, 'shots_on_target')!;
    expect(shots.home).toBeGreaterThanOrEqual(match.play.score.home);
    expect(shots.away).toBeGreaterThanOrEqual(match.play.score.away);
    expect(tracker.possession!.home + tracker.possession!.away).toBe(100);
    expect(tracker.possession!.home).toBeGreaterThan(0);
    // The timeline keeps the newest events, newest first, ids increasing; the last is the final whistle.
    expect(tracker.events).toHaveLength(TRACKER_TIMELINE_LENGTH);
    expect(tracker.events[0]!.kind).toBe('finished');
    const ids = tracker.events.map((event) => event.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(published.length).toBeGreaterThan(60);
  });

  it('is deterministic: the same seed replays the same play-by-play; another seed does not', () => {
    const first = playMatch('football', 9).match.tracker;
    expect(playMatch('football', 9).match.tracker).toEqual(first);
    expect(playMatch('football', 10).match.tracker).not.toEqual(first);
  });

  it('does not move the simulator: the engine plays the same match with or without the tracker', () => {
    const tracked = playMatch('football', 21).match.play;
    const plain = simMatch('football');
    const rng = new Rng(21);
    while (plain.play.phase !== 'ended') engineFor('football').advance(plain.play, MINUTE, plain.strength, rng);
    expect(tracked).toEqual(plain.play);
  });

  it('plays a long advance in one-minute pieces exactly as the engine plays it at once, each event with the clock of its piece', () => {
    for (const sportKey of Object.keys(SPORT_ENGINES)) {
      const engine = engineFor(sportKey);
      for (const ms of [1, 45_500.5, 3_725_300]) {
        const whole = simMatch(sportKey);
        const wholeEvents = engine.advance(whole.play, ms, whole.strength, new Rng(8));
        const pieces = simMatch(sportKey);
        const { events } = advanceTracked(pieces, engine, ms, new Rng(8), 8);
        expect(pieces.play, `${sportKey} ${ms}`).toEqual(whole.play);
        expect(events, `${sportKey} ${ms}`).toEqual(wholeEvents);
      }
    }
    const football = simMatch('football');
    advanceTracked(football, engineFor('football'), 30 * MINUTE, new Rng(8), 8);
    const times = new Set(football.tracker!.events.map((event) => event.match_time));
    expect(times.size).toBeGreaterThan(3);
  });

  it('a goal is a dangerous attack and a goal by the scorer, at the clock of the step', () => {
    const profile = trackerProfileFor('football')!;
    const play = initialPlay();
    play.phase = 'playing';
    play.period = 1;
    const drafts = trackerEventsOf({
      profile, before: beforeStep(play), play, events: [{ kind: 'score', team: 'away' }], dtMs: 0, matchTime: '12:30',
      strength: { home: 0.5, away: 0.5 }, rng: new Rng(1),
    });
    expect(drafts).toEqual([
      { kind: 'dangerous_attack', team: 'away', period: 1, match_time: '12:30', points: null },
      { kind: 'goal', team: 'away', period: 1, match_time: '12:30', points: null },
    ]);
  });

  it('tennis: every point is a point, an ace or a double fault; points won add up to the points played', () => {
    const { match } = playMatch('tennis', 3);
    const tracker = toTrackerDto(match.id, 'tennis', match.tracker!, trackerProfileFor('tennis')!);
    const points = stat(tracker, 'points_won')!;
    const sets = stat(tracker, 'sets_won')!;
    expect({ home: sets.home, away: sets.away }).toEqual(match.play.score);
    // At least four points a game.
    const games = match.play.periods.reduce((sum, set) => sum + set.home + set.away, 0);
    expect(points.home + points.away).toBeGreaterThanOrEqual(4 * games);
    expect(stat(tracker, 'aces')!.home + stat(tracker, 'aces')!.away).toBeGreaterThan(0);
    expect(stat(tracker, 'double_faults')!.home + stat(tracker, 'double_faults')!.away).toBeGreaterThan(0);
    expect(tracker.possession).toBeNull();
  });

  it('basketball: the scores by value add up to the final score', () => {
    const { match } = playMatch('basketball', 4);
    const tracker = toTrackerDto(match.id, 'basketball', match.tracker!, trackerProfileFor('basketball')!);
    const total = (team: 'home' | 'away') => stat(tracker, 'free_throws')![team] + 2 * stat(tracker, 'two_pointers')![team] + 3 * stat(tracker, 'three_pointers')![team];
    expect({ home: total('home'), away: total('away') }).toEqual(match.play.score);
  });

  it('e-sports: kills between the rounds, maps won as the score says', () => {
    const { match } = playMatch('cs2', 6);
    const tracker = toTrackerDto(match.id, 'cs2', match.tracker!, trackerProfileFor('cs2')!);
    expect(stat(tracker, 'kills')!.home + stat(tracker, 'kills')!.away).toBeGreaterThan(50);
    expect({ home: stat(tracker, 'sets_won')!.home, away: stat(tracker, 'sets_won')!.away }).toEqual(match.play.score);
  });

  it('every sport the simulator plays has a tracker profile', () => {
    expect(Object.keys(TRACKER_PROFILES).sort()).toEqual(Object.keys(SPORT_ENGINES).sort());
  });

  it('gives each step and match a stream of its own', () => {
    expect(trackerRng(1, 2, 3).next()).toBe(trackerRng(1, 2, 3).next());
    expect(trackerRng(1, 2, 3).next()).not.toBe(trackerRng(1, 2, 4).next());
    expect(trackerRng(1, 2, 3).next()).not.toBe(trackerRng(1, 3, 3).next());
  });
});

describe('the tracker statistics reducer', () => {
  const profile = trackerProfileFor('tennis')!;
  const event = (kind: TrackerEventDraft['kind'], team: 'home' | 'away' | null): TrackerEventDraft => ({ kind, team, period: 1, match_time: null, points: null });

  it('counts each event in its statistics; a double fault is the server\'s and gives the point to the receiver', () => {
    const state = recordEvents(initialTracker(), [event('point', 'home'), event('ace', 'away'), event('double_fault', 'home'), event('period_started', null)], profile);
    expect(state.statistics).toEqual({ points_won: { home: 1, away: 2 }, aces: { home: 0, away: 1 }, double_faults: { home: 1, away: 0 } });
    expect(state.nextId).toBe(5);
    expect(state.events.map((entry) => entry.id)).toEqual([4, 3, 2, 1]);
  });

  it('leaves the state as it was when there is nothing to add, and keeps only the latest events', () => {
    const start = initialTracker();
    expect(recordEvents(start, [], profile)).toBe(start);
    const many = Array.from({ length: TRACKER_TIMELINE_LENGTH + 5 }, () => event('point', 'away'));
    const state = recordEvents(start, many, profile);
    expect(state.events).toHaveLength(TRACKER_TIMELINE_LENGTH);
    expect(state.events[0]!.id).toBe(TRACKER_TIMELINE_LENGTH + 5);
    expect(state.statistics.points_won).toEqual({ home: 0, away: TRACKER_TIMELINE_LENGTH + 5 });
    expect(start.events).toEqual([]);
  });

  it('reads a saved state: every statistic of the sport, zero before anything happened; nothing before kick-off or for a state it does not know', () => {
    expect(trackerOfState(3, { sportKey: 'football', play: {}, tracker: initialTracker() })).toEqual({
      match_id: 3, sport: 'football', possession: { home: 50, away: 50 }, events: [],
      statistics: trackerProfileFor('football')!.statistics.map((key) => ({ key, home: 0, away: 0 })),
    });
    expect(trackerOfState(3, null)).toBeNull();
    expect(trackerOfState(3, { sportKey: 'football', play: {} })).toBeNull();
    expect(trackerOfState(3, { sportKey: 'curling' })).toBeNull();
  });
});
