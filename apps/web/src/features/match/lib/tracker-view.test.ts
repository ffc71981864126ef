import type { TrackerEventDto } from '@sportsbook/contracts/models';
import { describe, expect, it } from 'vitest';
import { FIELD, homeShare, latestAnnounced, markerPosition, periodUnitOf, surfaceOf } from './tracker-view';

const event = (id: number, kind: TrackerEventDto['kind'], team: TrackerEventDto['team']): TrackerEventDto => ({ id, kind, team, period: 1, match_time: '10:00', points: null });

describe('the tracker view', () => {
  it('puts a side\'s plays deeper in the other half the more dangerous they are, the away side mirrored', () => {
    const attack = markerPosition(event(1, 'attack', 'home'));
    const danger = markerPosition(event(1, 'dangerous_attack', 'home'));
    const goal = markerPosition(event(1, 'goal', 'home'));
    expect(attack.x).toBeGreaterThan(FIELD.width / 2);
    expect(danger.x).toBeGreaterThan(attack.x);
    expect(goal.x).toBeGreaterThan(danger.x);
    expect(markerPosition(event(1, 'goal', 'away'))).toEqual({ x: FIELD.width - goal.x, y: goal.y });
    expect(markerPosition(event(2, 'period_ended', null))).toEqual({ x: 50, y: 30 });
    expect(markerPosition(undefined)).toEqual({ x: 50, y: 30 });
    const corner = markerPosition(event(3, 'corner', 'away'));
    expect([2, FIELD.height - 2]).toContain(corner.y);
    for (let id = 0; id < 50; id += 1) {
      const { y } = markerPosition(event(id, 'attack', 'away'));
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(FIELD.height);
    }
  });

  it('announces the latest goal, card, corner or period, never an ordinary attack', () => {
    const events = [event(5, 'attack', 'home'), event(4, 'dangerous_attack', 'away'), event(3, 'corner', 'away'), event(2, 'goal', 'home')];
    expect(latestAnnounced(events)?.id).toBe(3);
    expect(latestAnnounced(events.slice(0, 2))).toBeUndefined();
  });

  it('splits the bars by home\'s share and draws a pitch for goal sports only', () => {
    expect(homeShare(3, 1)).toBe(75);
    expect(homeShare(0, 0)).toBe(50);
    expect(homeShare(0, 4)).toBe(0);
    expect(surfaceOf('football')).toBe('pitch');
    expect(surfaceOf('tennis')).toBe('court');
    expect([periodUnitOf('football'), periodUnitOf('basketball'), periodUnitOf('tennis'), periodUnitOf('lol'), periodUnitOf('curling')]).toEqual(['half', 'quarter', 'set', 'map', 'period']);
  });
});
