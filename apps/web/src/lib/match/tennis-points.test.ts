import { describe, expect, it } from 'vitest';
import { tennisGamePoints } from './tennis-points';

const tennis = (gameScore: { home: number; away: number } | null, isLive = true, key = 'tennis') =>
  tennisGamePoints({ sport: { key } as never, isLive, statistics: { gameScore } as never });

describe('tennisGamePoints', () => {
  it('shows the game in play, advantage as A', () => {
    expect(tennis({ home: 15, away: 40 })).toEqual({ home: '15', away: '40' });
    expect(tennis({ home: 50, away: 40 })).toEqual({ home: 'A', away: '40' });
    expect(tennis({ home: 0, away: 0 })).toEqual({ home: '0', away: '0' });
  });

  it('shows nothing for another sport, a match not live, or no game in play', () => {
    expect(tennis({ home: 15, away: 0 }, true, 'volleyball')).toBeNull();
    expect(tennis({ home: 15, away: 0 }, false)).toBeNull();
    expect(tennis(null)).toBeNull();
  });
});
