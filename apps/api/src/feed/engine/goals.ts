import type { StatisticsDto } from '@sportsbook/contracts';
import { goalMarkets, type GoalMarketOptions, type GoalModelInput } from '../pricing/goal-markets';
import type { MarketSpec } from '../pricing/market-spec';
import { credit, formatClock, ordinal, slices, type MatchEvent, type PlayState, type SportEngine, type Strength } from './types';
import { finishOrBreak, startPeriodIfDue } from './phases';

export interface GoalsConfig {
  periods: number;
  periodMs: number;
  breakMs: number;
  goalsPerMatch: number;
  periodName: 'half' | 'period';
  /** Hockey clocks count down; football clocks count up. */
  countdown: boolean;
  bookings: boolean;
  markets: GoalMarketOptions;
}

/** Football and ice hockey: Poisson goals on a running clock (ARCHITECTURE §7). */
export function goalsEngine(config: GoalsConfig): SportEngine {
  const regulationMs = config.periods * config.periodMs;
  const rates = (strength: Strength) => {
    // A small home advantage; shares stay inside [0.15, 0.85] so no match is a foregone conclusion.
    const share = Math.min(0.85, Math.max(0.15, 0.53 + (strength.home - strength.away) * 0.6));
    return { home: config.goalsPerMatch * share, away: config.goalsPerMatch * (1 - share) };
  };
  const remainingMs = (play: PlayState) =>
    play.phase === 'prematch' ? regulationMs
      : play.phase === 'ended' ? 0
        : Math.max(0, regulationMs - (play.period - 1) * config.periodMs - (play.phase === 'break' ? config.periodMs : play.periodElapsedMs));
  const periodLabel = (n: number) => `${ordinal(n)} ${config.periodName}`;
  const modelInput = (play: PlayState, strength: Strength): GoalModelInput => {
    const rate = rates(strength);
    const left = remainingMs(play) / regulationMs;
    const inFirst = play.phase === 'prematch' || (play.period === 1 && play.phase === 'playing');
    const firstLeft = play.phase === 'prematch' ? config.periodMs / regulationMs : Math.max(0, config.periodMs - play.periodElapsedMs) / regulationMs;
    return {
      score: play.score,
      remaining: { home: rate.home * left, away: rate.away * left },
      firstHalf: inFirst ? { remaining: { home: rate.home * firstLeft, away: rate.away * firstLeft }, score: play.periods[0] ?? { home: 0, away: 0 } } : null,
      nextGoalNumber: play.score.home + play.score.away + 1,
    };
  };

  return {
    expectedDurationMs: regulationMs + (config.periods - 1) * config.breakMs,
    advance(play, dtMs, strength, rng) {
      const events: MatchEvent[] = [];
      const rate = rates(strength);
      for (const slice of slices(dtMs, 5_000)) {
        if (play.phase === 'ended') break;
        if (startPeriodIfDue(play, slice, config.breakMs, events)) continue;
        play.periodElapsedMs += slice;
        if (play.phase === 'break') continue;
        for (const team of ['home', 'away'] as const) {
          if (rng.chance((rate[team] * slice) / regulationMs)) {
            credit(play.score, team);
            const current = play.periods[play.period - 1];
            if (current) credit(current, team);
            play.goals?.push(team);
            events.push({ kind: 'score', team });
          }
          if (config.bookings) {
            if (rng.chance((5 * slice) / regulationMs)) credit(play.corners, team);
            if (rng.chance((2 * slice) / regulationMs)) credit(play.yellowCards, team);
            if (rng.chance((0.1 * slice) / regulationMs)) credit(play.redCards, team);
          }
        }
        if (play.periodElapsedMs >= config.periodMs) {
          events.push({ kind: 'period_ended', period: play.period });
          finishOrBreak(play, play.period >= config.periods, events);
        }
      }
      return events;
    },
    statistics(play): StatisticsDto {
      const elapsed = play.phase === 'prematch' ? 0 : (play.period - 1) * config.periodMs + (play.phase === 'break' ? config.periodMs : play.periodElapsedMs);
      return {
        clock: play.phase === 'prematch' ? null : {
          match_time: formatClock(elapsed),
          stoppage_time: null,
          remaining_time: config.countdown ? formatClock(play.phase === 'playing' ? config.periodMs - play.periodElapsedMs : 0) : null,
          stopped: play.phase !== 'playing',
        },
        total_score: play.phase === 'prematch' ? null : { ...play.score },
        game_score: null,
        period_score: play.periods.map((score, index) => ({
          period_key: `period_${index + 1}`,
          period_name: periodLabel(index + 1),
          number: index + 1,
          type: 'regular_period',
          home_score: score.home,
          away_score: score.away,
        })),
        current_server: null,
        max_period_number: config.periods,
        ...(config.bookings ? { corners: { ...play.corners }, yellow_cards: { ...play.yellowCards }, red_cards: { ...play.redCards } } : {}),
      };
    },
    stage(play) {
      if (play.phase === 'prematch') return null;
      if (play.phase === 'ended') return 'Ended';
      if (play.phase === 'break') return config.periodName === 'half' ? 'Half-time' : 'Pause';
      return periodLabel(play.period);
    },
    markets(play, strength): MarketSpec[] {
      return goalMarkets(modelInput(play, strength), config.markets);
    },
    goalModel: modelInput,
  };
}
