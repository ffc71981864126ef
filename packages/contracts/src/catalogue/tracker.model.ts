/**
 * The live match tracker (issue 25, docs/match-centre.md): the simulator's own play-by-play of a
 * match in play and the running statistics it adds up to. Plain types and constants, no zod, so
 * the web app can import them without the schemas.
 */
export const TRACKER_EVENT_KINDS = [
  // Goal sports (football, ice hockey)
  'attack', 'dangerous_attack', 'shot_on_target', 'shot_off_target', 'corner', 'yellow_card', 'red_card', 'goal',
  // Points sports (basketball, cricket): a score worth `points`
  'score',
  // Set sports (tennis, volleyball, table tennis, e-sports): a point or round, a serve, a set or map won
  'point', 'ace', 'double_fault', 'kill', 'set_won',
  // Every sport
  'period_started', 'period_ended', 'finished',
] as const;
export type TrackerEventKind = (typeof TRACKER_EVENT_KINDS)[number];

export const TRACKER_STATISTIC_KEYS = [
  'attacks', 'dangerous_attacks', 'shots_on_target', 'shots_off_target', 'corners', 'yellow_cards', 'red_cards', 'goals',
  'free_throws', 'two_pointers', 'three_pointers', 'boundaries', 'points_won', 'aces', 'double_faults', 'kills', 'sets_won',
] as const;
export type TrackerStatisticKey = (typeof TRACKER_STATISTIC_KEYS)[number];

export interface TrackerEventDto {
  /** Increasing per match: the client tells a new event from one it has shown. */
  id: number;
  kind: TrackerEventKind;
  team: 'home' | 'away' | null;
  period: number;
  /** The match clock when it happened (mm:ss), for sports with a clock. */
  match_time: string | null;
  /** A score's value (basketball 1 / 2 / 3, cricket runs); null otherwise. */
  points: number | null;
}

export interface TrackerStatisticDto {
  key: TrackerStatisticKey;
  home: number;
  away: number;
}

export interface MatchTrackerDto {
  match_id: number;
  sport: string;
  /** Ball possession in per cent (goal sports), null for the others. */
  possession: { home: number; away: number } | null;
  statistics: TrackerStatisticDto[];
  /** The most recent events, newest first (at most TRACKER_TIMELINE_LENGTH). */
  events: TrackerEventDto[];
}

export const TRACKER_TIMELINE_LENGTH = 20;
