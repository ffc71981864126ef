import type { StatisticsDto } from '@sportsbook/contracts';
import type { MarketSpec } from '../pricing/market-spec';
import type { Rng } from '../random';
import { setMarkets } from '../pricing/set-markets';
import type { SetRules } from '../pricing/set-model';
import { credit, ordinal, slices, zeroScore, type MatchEvent, type PlayState, type SportEngine, type Strength } from './types';
import { TENNIS_POINTS_PER_GAME, pointChanceFor, tennisGameOver, tennisGameScore } from './tennis-game';
import { finishOrBreak, startPeriodIfDue } from './phases';

export interface SetsConfig {
  bestOf: number;
  rules: SetRules;
  /** Mean match time per point (game, rally, round, map). */
  pointEveryMs: number;
  breakMs: number;
  /** How far a rating edge moves the point probability away from 0.5. */
  edge: number;
  unit: 'Set' | 'Map';
  tennis: boolean;
  serves: 'game' | 'two_points' | 'rally' | null;
}

/** Tennis, volleyball, table tennis and esports maps: point by point, priced exactly (ARCHITECTURE §7). */
export function setsEngine(config: SetsConfig): SportEngine {
  const needed = Math.ceil(config.bestOf / 2);
  const pointProbability = (strength: Strength) => Math.min(0.8, Math.max(0.2, 0.5 + (strength.home - strength.away) * config.edge));
  const setOver = (play: PlayState) => {
    const deciding = play.period === config.bestOf;
    const target = deciding ? config.rules.decidingPointsToWin : config.rules.pointsToWin;
    const { home, away } = play.points;
    const tiebreak = config.rules.tiebreakAt;
    if (tiebreak !== null && (home === tiebreak + 1 || away === tiebreak + 1) && Math.min(home, away) === tiebreak) return true;
    return (home >= target || away >= target) && (!config.rules.winByTwo || Math.abs(home - away) >= 2);
  };
  const label = (n: number) => `${ordinal(n)} ${config.unit.toLowerCase()}`;
  const tiebreak = (play: PlayState) => config.rules.tiebreakAt !== null && play.points.home === config.rules.tiebreakAt && play.points.away === config.rules.tiebreakAt;
  /**
   * Who won the point (game, rally, map) played in this slice, or null. Tennis is played point by
   * point inside each game (the web shows the game score): a game is won when its points say so,
   * the point chance chosen so that games are won as often as the prices assume.
   */
  const winnerOf = (play: PlayState, slice: number, p: number, rng: Rng, events: MatchEvent[]): 'home' | 'away' | null => {
    if (!config.tennis) {
      const team = rng.chance(slice / config.pointEveryMs) ? (rng.chance(p) ? 'home' : 'away') : null;
      if (team) events.push({ kind: 'point', team, server: play.server });
      return team;
    }
    if (!rng.chance((slice * TENNIS_POINTS_PER_GAME) / config.pointEveryMs)) return null;
    const game = (play.gamePoints ??= zeroScore());
    const pointWinner = rng.chance(pointChanceFor(p)) ? 'home' : 'away';
    credit(game, pointWinner);
    events.push({ kind: 'point', team: pointWinner, server: play.server });
    if (!tennisGameOver(game, tiebreak(play))) return null;
    const winner = game.home > game.away ? 'home' : 'away';
    play.gamePoints = zeroScore();
    return winner;
  };

  return {
    expectedDurationMs: config.pointEveryMs * config.rules.pointsToWin * 1.7 * (needed + 0.5) + config.breakMs * needed,
    advance(play, dtMs, strength, rng) {
      const events: MatchEvent[] = [];
      const p = pointProbability(strength);
      for (const slice of slices(dtMs, Math.min(1_000, config.pointEveryMs / 4))) {
        if (play.phase === 'ended') break;
        if (startPeriodIfDue(play, slice, config.breakMs, events)) {
          play.points = { home: 0, away: 0 };
          if (config.tennis) play.gamePoints = zeroScore();
          if (config.serves && play.server === null) play.server = rng.chance(0.5) ? 'home' : 'away';
          continue;
        }
        play.periodElapsedMs += slice;
        if (play.phase === 'break') continue;
        const team = winnerOf(play, slice, p, rng, events);
        if (team === null) continue;
        credit(play.points, team);
        const current = play.periods[play.period - 1];
        if (current) credit(current, team);
        const played = play.points.home + play.points.away;
        if (config.serves === 'rally') play.server = team;
        else if (config.serves === 'game' || (config.serves === 'two_points' && played % 2 === 0)) {
          play.server = play.server === 'home' ? 'away' : 'home';
        }
        if (!setOver(play)) continue;
        credit(play.score, play.points.home > play.points.away ? 'home' : 'away');
        events.push({ kind: 'score', team }, { kind: 'period_ended', period: play.period });
        finishOrBreak(play, play.score.home === needed || play.score.away === needed, events);
      }
      return events;
    },
    statistics(play): StatisticsDto {
      return {
        clock: null,
        total_score: play.phase === 'prematch' ? null : { ...play.score },
        // Tennis: the points of the current game as feeds send them (40 : 50 is advantage); else the set's points.
        game_score: play.phase !== 'playing' ? null : config.tennis ? tennisGameScore(play.gamePoints ?? zeroScore(), tiebreak(play)) : { ...play.points },
        period_score: play.periods.map((score, index) => ({
          period_key: `${config.unit.toLowerCase()}_${index + 1}`,
          period_name: label(index + 1),
          number: index + 1,
          type: config.unit.toLowerCase(),
          home_score: score.home,
          away_score: score.away,
        })),
        current_server: play.phase === 'playing' ? play.server : null,
        max_period_number: config.bestOf,
      };
    },
    stage(play) {
      if (play.phase === 'prematch') return null;
      if (play.phase === 'ended') return 'Ended';
      if (play.phase === 'break') return 'Pause';
      return label(play.period);
    },
    markets(play, strength): MarketSpec[] {
      const inSet = play.phase === 'playing' ? play.points : { home: 0, away: 0 };
      const games = play.periods.reduce((sum, score) => sum + score.home + score.away, 0);
      return setMarkets(pointProbability(strength), { sets: play.score, points: inSet }, {
        bestOf: config.bestOf,
        rules: config.rules,
        unit: config.unit,
        tennisGames: config.tennis ? { gamesSoFar: games } : null,
      });
    },
  };
}
