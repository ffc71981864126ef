import type { StatisticsDto } from './statistics';

export interface Score {
  home: number;
  away: number;
}

export interface Statistics {
  clock: { matchTime: string | null; stoppageTime: string | null; remainingTime: string | null; stopped: boolean } | null;
  totalScore: Score | null;
  gameScore: Score | null;
  periodScore: { periodKey: string; periodName: string; number: number; type: string; homeScore: number; awayScore: number }[];
  currentServer: 'home' | 'away' | null;
  maxPeriodNumber: number | null;
  corners: Score | null;
  yellowCards: Score | null;
  redCards: Score | null;
}

export function toStatistics(dto: StatisticsDto): Statistics {
  return {
    clock: dto.clock && {
      matchTime: dto.clock.match_time,
      stoppageTime: dto.clock.stoppage_time,
      remainingTime: dto.clock.remaining_time,
      stopped: dto.clock.stopped,
    },
    totalScore: dto.total_score,
    gameScore: dto.game_score,
    periodScore: dto.period_score.map((period) => ({
      periodKey: period.period_key,
      periodName: period.period_name,
      number: period.number,
      type: period.type,
      homeScore: period.home_score,
      awayScore: period.away_score,
    })),
    currentServer: dto.current_server,
    maxPeriodNumber: dto.max_period_number,
    corners: dto.corners ?? null,
    yellowCards: dto.yellow_cards ?? null,
    redCards: dto.red_cards ?? null,
  };
}
