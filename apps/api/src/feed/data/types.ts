import type { Provider, SportType } from '@sportsbook/domain';

export type ModelKind = 'goals' | 'points' | 'sets';

export interface LeagueDefinition {
  name: string;
  country: { name: string; code: string | null };
  /** Lower is shown first (spec core §3 priorities). */
  priority: number;
  teams: readonly string[];
  /** Top leagues also offer a season-winner outright. */
  outright?: boolean;
}

export interface SportDefinition {
  key: string;
  name: string;
  type: SportType;
  provider: Provider;
  priority: number;
  model: ModelKind;
  leagues: readonly LeagueDefinition[];
}
