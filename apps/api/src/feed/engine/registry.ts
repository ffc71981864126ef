import { FOOTBALL_MARKETS, HOCKEY_MARKETS } from '../pricing/goal-markets';
import { goalsEngine } from './goals';
import { pointsEngine } from './points';
import { setsEngine } from './sets';
import type { SportEngine } from './types';

const MINUTE = 60_000;

/** One engine per sport key, tuned to how the sport is played (durations in match time). */
export const SPORT_ENGINES: Readonly<Record<string, SportEngine>> = {
  football: goalsEngine({
    periods: 2, periodMs: 45 * MINUTE, breakMs: 15 * MINUTE, goalsPerMatch: 2.7, periodName: 'half',
    countdown: false, bookings: true, markets: FOOTBALL_MARKETS,
  }),
  'ice-hockey': goalsEngine({
    periods: 3, periodMs: 20 * MINUTE, breakMs: 15 * MINUTE, goalsPerMatch: 5.8, periodName: 'period',
    countdown: true, bookings: false, markets: HOCKEY_MARKETS,
  }),
  basketball: pointsEngine({
    periods: 4, periodMs: 12 * MINUTE, breakMs: 3 * MINUTE, overtimeMs: 5 * MINUTE, pointsPerTeam: 108, teamSd: 11,
    values: [{ points: 1, weight: 15 }, { points: 2, weight: 60 }, { points: 3, weight: 25 }],
    battingSides: false, periodName: 'quarter', clock: true,
    markets: { winnerName: 'Winner (incl. overtime)', handicapName: 'Handicap (incl. overtime)', totalName: 'Total (incl. overtime)', step: 2 },
  }),
  cricket: pointsEngine({
    periods: 2, periodMs: 80 * MINUTE, breakMs: 15 * MINUTE, overtimeMs: null, pointsPerTeam: 170, teamSd: 24,
    values: [{ points: 0, weight: 35 }, { points: 1, weight: 35 }, { points: 2, weight: 10 }, { points: 4, weight: 12 }, { points: 6, weight: 8 }],
    battingSides: true, periodName: 'innings', clock: false,
    markets: { winnerName: 'Winner (incl. super over)', handicapName: null, totalName: 'Total runs', step: 6 },
  }),
  tennis: setsEngine({
    bestOf: 3, rules: { pointsToWin: 6, decidingPointsToWin: 6, winByTwo: true, tiebreakAt: 6 },
    pointEveryMs: 4 * MINUTE, breakMs: 2 * MINUTE, edge: 0.3, unit: 'Set', tennis: true, serves: 'game',
  }),
  volleyball: setsEngine({
    bestOf: 5, rules: { pointsToWin: 25, decidingPointsToWin: 15, winByTwo: true, tiebreakAt: null },
    pointEveryMs: 30_000, breakMs: 3 * MINUTE, edge: 0.12, unit: 'Set', tennis: false, serves: 'rally',
  }),
  'table-tennis': setsEngine({
    bestOf: 5, rules: { pointsToWin: 11, decidingPointsToWin: 11, winByTwo: true, tiebreakAt: null },
    pointEveryMs: 15_000, breakMs: MINUTE, edge: 0.12, unit: 'Set', tennis: false, serves: 'two_points',
  }),
  cs2: setsEngine({
    bestOf: 3, rules: { pointsToWin: 13, decidingPointsToWin: 13, winByTwo: true, tiebreakAt: null },
    pointEveryMs: 110_000, breakMs: 5 * MINUTE, edge: 0.15, unit: 'Map', tennis: false, serves: null,
  }),
  dota2: setsEngine({
    bestOf: 3, rules: { pointsToWin: 1, decidingPointsToWin: 1, winByTwo: false, tiebreakAt: null },
    pointEveryMs: 38 * MINUTE, breakMs: 8 * MINUTE, edge: 0.35, unit: 'Map', tennis: false, serves: null,
  }),
  lol: setsEngine({
    bestOf: 3, rules: { pointsToWin: 1, decidingPointsToWin: 1, winByTwo: false, tiebreakAt: null },
    pointEveryMs: 32 * MINUTE, breakMs: 8 * MINUTE, edge: 0.35, unit: 'Map', tennis: false, serves: null,
  }),
};

export function engineFor(sportKey: string): SportEngine {
  const engine = SPORT_ENGINES[sportKey];
  if (!engine) throw new Error(`No simulation engine for sport ${sportKey}`);
  return engine;
}
