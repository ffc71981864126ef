import type { StatisticsDto } from '@sportsbook/contracts';
import type { MarketSpec } from '../pricing/market-spec';
import { pointMarkets, type PointMarketOptions } from '../pricing/point-markets';
import type { Rng } from '../random';
import { credit, formatClock, ordinal, slices, type MatchEvent, type PlayState, type SportEngine, type Strength } from './types';
import { finishOrBreak, startPeriodIfDue } from './phases';

export interface PointsConfig {
  periods: number;
  periodMs: number;
  breakMs: number;
  overtimeMs: number | null;
  pointsPerTeam: number;
  /** Standard deviation of one team's full-match score. */
  teamSd: number;
  /** Points per scoring chance and their weights (basketball 1/2/3, cricket runs per ball). */
  values: readonly { points: number; weight: number }[];
  /** Cricket: only one side bats in each innings (home bats first). */
  battingSides: boolean;
  periodName: string;
  clock: boolean;
  markets: PointMarketOptions;
}

/** Basketball and cricket: scoring chances on a clock, priced with normal margins (ARCHITECTURE §7). */
export function pointsEngine(config: PointsConfig): SportEngine {
  const meanValue = config.values.reduce((sum, value) => sum + value.points * value.weight, 0) / config.values.reduce((sum, value) => sum + value.weight, 0);
  const expected = (strength: Strength) => {
    const edge = (strength.home - strength.away) * 0.12;
    return { home: config.pointsPerTeam * (1.015 + edge), away: config.pointsPerTeam * (1 - edge) };
  };
  const scores = (play: PlayState, team: 'home' | 'away') => !config.battingSides || (team === 'home' ? play.period <= 1 : play.period === 2);
  /** Share of the team's scoring time still to play. */
  const left = (play: PlayState, team: 'home' | 'away'): number => {
    if (play.phase === 'prematch') return 1;
    if (play.phase === 'ended' || play.period > config.periods) return 0;
    const inPeriod = play.phase === 'break' ? 1 : play.periodElapsedMs / config.periodMs;
    if (config.battingSides) {
      const mine = team === 'home' ? 1 : 2;
      return play.period < mine ? 1 : play.period > mine ? 0 : 1 - inPeriod;
    }
    return Math.max(0, (config.periods - (play.period - 1) - inPeriod) / config.periods);
  };
  const periodMs = (play: PlayState) => (play.period > config.periods ? (config.overtimeMs ?? config.periodMs) : config.periodMs);
  const label = (n: number) => (n > config.periods ? 'Overtime' : `${ordinal(n)} ${config.periodName}`);
  const pick = (rng: Rng) => {
    let roll = rng.next() * config.values.reduce((sum, value) => sum + value.weight, 0);
    for (const value of config.values) {
      roll -= value.weight;
      if (roll < 0) return value.points;
    }
    return config.values[0]?.points ?? 1;
  };

  return {
    expectedDurationMs: config.periods * config.periodMs + (config.periods - 1) * config.breakMs,
    advance(play, dtMs, strength, rng) {
      const events: MatchEvent[] = [];
      const mean = expected(strength);
      for (const slice of slices(dtMs, 1_000)) {
        if (play.phase === 'ended') break;
        if (startPeriodIfDue(play, slice, config.breakMs, events)) continue;
        play.periodElapsedMs += slice;
        if (play.phase === 'break') continue;
        for (const team of ['home', 'away'] as const) {
          if (!scores(play, team)) continue;
          // Chances arrive so that the expected total matches the team's mean score.
          const chanceRate = (mean[team] / meanValue / (config.battingSides ? config.periodMs : config.periods * config.periodMs)) * slice;
          if (rng.chance(chanceRate)) {
            const points = pick(rng);
            if (points === 0) continue;
            credit(play.score, team, points);
            const current = play.periods[play.period - 1];
            if (current) credit(current, team, points);
            events.push({ kind: 'score', team, points });
          }
        }
        if (play.periodElapsedMs >= periodMs(play)) {
          events.push({ kind: 'period_ended', period: play.period });
          const regulationOver = play.period >= config.periods;
          finishOrBreak(play, regulationOver && (play.score.home !== play.score.away || config.overtimeMs === null), events);
        }
      }
      return events;
    },
    statistics(play): StatisticsDto {
      const clockMs = play.phase === 'playing' ? periodMs(play) - play.periodElapsedMs : 0;
      return {
        clock: !config.clock || play.phase === 'prematch' ? null : {
          match_time: formatClock(Math.min(play.period - 1, config.periods) * config.periodMs + (play.phase === 'break' ? 0 : play.periodElapsedMs)),
          stoppage_time: null,
          remaining_time: formatClock(clockMs),
          stopped: play.phase !== 'playing',
        },
        total_score: play.phase === 'prematch' ? null : { ...play.score },
        game_score: null,
        period_score: play.periods.map((score, index) => ({
          period_key: `period_${index + 1}`,
          period_name: label(index + 1),
          number: index + 1,
          type: index + 1 > config.periods ? 'overtime' : 'regular_period',
          home_score: score.home,
          away_score: score.away,
        })),
        current_server: null,
        max_period_number: config.periods,
      };
    },
    stage(play) {
      if (play.phase === 'prematch') return null;
      if (play.phase === 'ended') return play.period > config.periods ? 'Ended after overtime' : 'Ended';
      if (play.phase === 'break') return 'Pause';
      return label(play.period);
    },
    markets(play, strength): MarketSpec[] {
      const mean = expected(strength);
      const leftHome = left(play, 'home');
      const leftAway = left(play, 'away');
      const home = play.score.home + mean.home * leftHome;
      const away = play.score.away + mean.away * leftAway;
      const variance = config.teamSd ** 2 * (leftHome + leftAway);
      return pointMarkets(
        { margin: { mean: home - away, sd: Math.sqrt(variance) }, total: { mean: home + away, sd: Math.sqrt(variance) } },
        config.markets,
      );
    },
  };
}
