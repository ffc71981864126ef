import type { StatisticsDto } from '@sportsbook/contracts';
import type { GoalModelInput } from '../pricing/goal-markets';
import type { MarketSpec } from '../pricing/market-spec';
import type { Rng } from '../random';

export interface Score {
  home: number;
  away: number;
}

/**
 * Everything the simulator knows about a match in play; plain JSON so the leader can persist it
 * (feed_match_states) and a new leader carries on.
 */
export interface PlayState {
  phase: 'prematch' | 'playing' | 'break' | 'ended';
  /** 1-based number of the current (or last) period, set, map or innings. */
  period: number;
  /** Match time spent in the current period, or in the current break. */
  periodElapsedMs: number;
  score: Score;
  periods: Score[];
  /** Points (games, rounds) inside the current set, for set-based sports. */
  points: Score;
  /** Tennis: points inside the current game (or tie-break); absent in older states. */
  gamePoints?: Score;
  server: 'home' | 'away' | null;
  corners: Score;
  yellowCards: Score;
  redCards: Score;
  /** Goal sports: who scored each goal, in order (settles "goal N" markets); absent in older states. */
  goals?: ('home' | 'away')[];
}

/** Team ratings in [0, 1]; each engine turns them into goal rates, point shares … */
export interface Strength {
  home: number;
  away: number;
}

export type MatchEvent =
  /** A goal, a score worth `points` (points sports), or a set or map won (set sports). */
  | { kind: 'score'; team: 'home' | 'away'; points?: number }
  /** Set sports: a point (a tennis point inside a game, a rally, a round) and who served it. */
  | { kind: 'point'; team: 'home' | 'away'; server: 'home' | 'away' | null }
  | { kind: 'period_started'; period: number }
  | { kind: 'period_ended'; period: number }
  | { kind: 'finished' };

export interface SportEngine {
  /** Plays dtMs of match time; returns what happened, in order. */
  advance(play: PlayState, dtMs: number, strength: Strength, rng: Rng): MatchEvent[];
  statistics(play: PlayState): StatisticsDto;
  stage(play: PlayState): string | null;
  markets(play: PlayState, strength: Strength): MarketSpec[];
  /** Goal sports only: the Poisson model the markets are priced from (the bet builder reuses it). */
  goalModel?(play: PlayState, strength: Strength): GoalModelInput;
  /** Match time a whole match takes, breaks included (schedules and seeds use it). */
  expectedDurationMs: number;
}

export function zeroScore(): Score {
  return { home: 0, away: 0 };
}

export function initialPlay(): PlayState {
  return {
    phase: 'prematch',
    period: 0,
    periodElapsedMs: 0,
    score: zeroScore(),
    periods: [],
    points: zeroScore(),
    server: null,
    corners: zeroScore(),
    yellowCards: zeroScore(),
    redCards: zeroScore(),
    goals: [],
  };
}

/** Mm:ss of a duration, as clocks show it. */
export function formatClock(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** Splits a time step so rare events (goals) are drawn at fine enough resolution. */
export function* slices(dtMs: number, sliceMs: number): Generator<number> {
  let left = dtMs;
  while (left > 0) {
    const slice = Math.min(left, sliceMs);
    left -= slice;
    yield slice;
  }
}

export function credit(score: Score, team: 'home' | 'away', amount = 1): void {
  score[team] += amount;
}
