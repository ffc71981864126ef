import type { TrackerEventKind, TrackerStatisticKey } from '@sportsbook/contracts';

/**
 * What the tracker draws for each sport (docs/match-centre.md): the play-by-play it adds between
 * the engine's own events (a rate per minute of play, both teams together), the statistics it
 * shows, in order, and whether it counts possession.
 */
export interface TrackerProfile {
  family: 'goals' | 'points' | 'sets';
  /** Filler events per minute of play, both teams together. */
  perMinute: Partial<Record<TrackerEventKind, number>>;
  statistics: readonly TrackerStatisticKey[];
  possession: boolean;
  /** Set sports: whether a point is a play of its own (false: a point is the whole map). */
  pointsShown: boolean;
  /** Tennis: aces and double faults, as shares of the points won and lost by the server. */
  serveFaults: { ace: number; doubleFault: number } | null;
  /** Points sports: the statistic a score of that value counts in. */
  scoreStatistic: Readonly<Record<number, TrackerStatisticKey>>;
}

const base = { perMinute: {}, possession: false, pointsShown: true, serveFaults: null, scoreStatistic: {} } as const;

const GOALS_PLAY = { attack: 2.2, dangerous_attack: 1.1, shot_off_target: 0.18, shot_on_target: 0.06 } as const;

export const TRACKER_PROFILES: Readonly<Record<string, TrackerProfile>> = {
  football: {
    ...base, family: 'goals', perMinute: GOALS_PLAY, possession: true,
    statistics: ['attacks', 'dangerous_attacks', 'shots_on_target', 'shots_off_target', 'corners', 'yellow_cards', 'red_cards'],
  },
  'ice-hockey': {
    ...base, family: 'goals', perMinute: { attack: 2.5, dangerous_attack: 1.2, shot_off_target: 0.5, shot_on_target: 0.45 }, possession: true,
    statistics: ['attacks', 'dangerous_attacks', 'shots_on_target', 'shots_off_target'],
  },
  basketball: { ...base, family: 'points', statistics: ['free_throws', 'two_pointers', 'three_pointers'], scoreStatistic: { 1: 'free_throws', 2: 'two_pointers', 3: 'three_pointers' } },
  cricket: { ...base, family: 'points', statistics: ['boundaries'], scoreStatistic: { 4: 'boundaries', 6: 'boundaries' } },
  tennis: { ...base, family: 'sets', statistics: ['points_won', 'aces', 'double_faults', 'sets_won'], serveFaults: { ace: 0.12, doubleFault: 0.06 } },
  volleyball: { ...base, family: 'sets', statistics: ['points_won', 'sets_won'] },
  'table-tennis': { ...base, family: 'sets', statistics: ['points_won', 'sets_won'] },
  cs2: { ...base, family: 'sets', perMinute: { kill: 4 }, statistics: ['points_won', 'kills', 'sets_won'] },
  dota2: { ...base, family: 'sets', perMinute: { kill: 1.5 }, pointsShown: false, statistics: ['kills', 'sets_won'] },
  lol: { ...base, family: 'sets', perMinute: { kill: 1 }, pointsShown: false, statistics: ['kills', 'sets_won'] },
};

export function trackerProfileFor(sportKey: string): TrackerProfile | null {
  return TRACKER_PROFILES[sportKey] ?? null;
}
