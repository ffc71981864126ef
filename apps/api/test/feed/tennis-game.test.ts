import { describe, expect, it } from 'vitest';
import { engineFor } from '../../src/feed/engine/registry';
import { gameWinChance, pointChanceFor, tennisGameOver, tennisGameScore } from '../../src/feed/engine/tennis-game';
import { initialPlay } from '../../src/feed/engine/types';
import { Rng } from '../../src/feed/random';

describe('a tennis game', () => {
  it('is called 0, 15, 30, 40; deuce is 40 : 40 and advantage is sent as 50 (above 40)', () => {
    expect(tennisGameScore({ home: 0, away: 0 }, false)).toEqual({ home: 0, away: 0 });
    expect(tennisGameScore({ home: 2, away: 1 }, false)).toEqual({ home: 30, away: 15 });
    expect(tennisGameScore({ home: 3, away: 2 }, false)).toEqual({ home: 40, away: 30 });
    expect(tennisGameScore({ home: 3, away: 3 }, false)).toEqual({ home: 40, away: 40 });
    expect(tennisGameScore({ home: 5, away: 4 }, false)).toEqual({ home: 50, away: 40 });
    expect(tennisGameScore({ home: 6, away: 7 }, false)).toEqual({ home: 40, away: 50 });
    expect(tennisGameScore({ home: 6, away: 5 }, true)).toEqual({ home: 6, away: 5 });
  });

  it('is won with four points and two clear, a tie-break with seven and two clear', () => {
    expect(tennisGameOver({ home: 4, away: 2 }, false)).toBe(true);
    expect(tennisGameOver({ home: 4, away: 3 }, false)).toBe(false);
    expect(tennisGameOver({ home: 5, away: 7 }, false)).toBe(true);
    expect(tennisGameOver({ home: 6, away: 5 }, true)).toBe(false);
    expect(tennisGameOver({ home: 7, away: 5 }, true)).toBe(true);
    expect(tennisGameOver({ home: 8, away: 7 }, true)).toBe(false);
  });

  it('takes the point chance that wins games as often as the prices assume', () => {
    expect(gameWinChance(0.5)).toBeCloseTo(0.5, 10);
    for (const game of [0.2, 0.35, 0.5, 0.65, 0.8]) expect(gameWinChance(pointChanceFor(game))).toBeCloseTo(game, 8);
    expect(pointChanceFor(0.65)).toBeLessThan(0.65);
  });
});

describe('the tennis engine', () => {
  it('plays point by point: the game score is always a tennis call, and the sets come out as before', () => {
    const engine = engineFor('tennis');
    const play = initialPlay();
    const rng = new Rng(7);
    const calls = new Set([0, 15, 30, 40, 50]);
    const seen = new Set<string>();
    for (let minute = 0; minute < 6 * 60 && play.phase !== 'ended'; minute += 1) {
      engine.advance(play, 60_000, { home: 0.55, away: 0.45 }, rng);
      const stats = engine.statistics(play);
      if (play.phase !== 'playing') continue;
      const game = stats.game_score!;
      const inTiebreak = play.points.home === 6 && play.points.away === 6;
      if (!inTiebreak) {
        expect(calls.has(game.home) && calls.has(game.away), `${game.home}:${game.away}`).toBe(true);
        expect(game.home === 50 && game.away === 50).toBe(false);
      }
      seen.add(`${game.home}:${game.away}`);
    }
    expect(play.phase).toBe('ended');
    expect(Math.max(play.score.home, play.score.away)).toBe(2);
    // Points were played inside games, not only whole games.
    expect([...seen].some((score) => score !== '0:0')).toBe(true);
    for (const set of play.periods) expect(Math.max(set.home, set.away)).toBeGreaterThanOrEqual(6);
  });
});
