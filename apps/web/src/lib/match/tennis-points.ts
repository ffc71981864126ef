import type { Match } from '@sportsbook/contracts/models';
import { tennisPointLabel } from '@sportsbook/domain';

/**
 * The points of the game in play of a live tennis match, as the scoreboard shows them ("15",
 * "40", "A" for advantage: spec core §9), or null (not tennis, not live, between games' sets).
 */
export function tennisGamePoints(match: Pick<Match, 'sport' | 'isLive' | 'statistics'>): { home: string; away: string } | null {
  const game = match.statistics?.gameScore;
  if (match.sport.key !== 'tennis' || !match.isLive || !game) return null;
  return { home: tennisPointLabel(game.home), away: tennisPointLabel(game.away) };
}
