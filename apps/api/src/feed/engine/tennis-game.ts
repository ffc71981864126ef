import type { Score } from './types';

/** Points played in a tennis game on average between even players: the point rate from a game rate. */
export const TENNIS_POINTS_PER_GAME = 6.5;
/** A tie-break is played to 7 points, won by two. */
const TIEBREAK_POINTS = 7;
/** The feed's point values of a game (0, 15, 30, 40) and advantage (above 40: spec core §9). */
const CALLS = [0, 15, 30, 40] as const;
const ADVANTAGE = 50;

/** Whether a game (or a tie-break) with these points is over: 4 points (7 in a tie-break) and two clear. */
export function tennisGameOver(points: Score, tiebreak: boolean): boolean {
  const target = tiebreak ? TIEBREAK_POINTS : 4;
  return Math.max(points.home, points.away) >= target && Math.abs(points.home - points.away) >= 2;
}

/**
 * The game score as a tennis feed sends it: 0 / 15 / 30 / 40, at deuce 40 : 40, advantage as 50
 * against 40 (the web shows above 40 as "A"); a tie-break counts its points as they are.
 */
export function tennisGameScore(points: Score, tiebreak: boolean): Score {
  if (tiebreak) return { ...points };
  if (points.home >= 3 && points.away >= 3) {
    const lead = points.home - points.away;
    return { home: lead > 0 ? ADVANTAGE : 40, away: lead < 0 ? ADVANTAGE : 40 };
  }
  return { home: CALLS[Math.min(points.home, 3)]!, away: CALLS[Math.min(points.away, 3)]! };
}

/** The chance of winning a game from 0–0 with point chance q (the standard closed form, deuce included). */
export function gameWinChance(q: number): number {
  const r = 1 - q;
  const deuce = (q * q) / (q * q + r * r);
  return q ** 4 * (1 + 4 * r + 10 * r * r) + 20 * q ** 3 * r ** 3 * deuce;
}

const pointChances = new Map<number, number>();

/**
 * The point chance that wins a game with chance `gameChance`: the simulator plays tennis point by
 * point, while its prices are made per game, so the point chance is the one that gives the game
 * chance the prices assume (bisection; gameWinChance rises with q). Cached per game chance.
 */
export function pointChanceFor(gameChance: number): number {
  const known = pointChances.get(gameChance);
  if (known !== undefined) return known;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 40; step += 1) {
    const mid = (low + high) / 2;
    if (gameWinChance(mid) < gameChance) low = mid;
    else high = mid;
  }
  const chance = (low + high) / 2;
  pointChances.set(gameChance, chance);
  return chance;
}
