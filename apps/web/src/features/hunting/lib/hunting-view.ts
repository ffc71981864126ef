import type { AmbDto, HuntingDto } from '@sportsbook/contracts/models';

/** Points towards the next free bet: the available points within one conversion (a pool spent keeps them all). */
export function pointsTowardsNext(hunting: Pick<HuntingDto, 'farming_stats' | 'points_per_freebet'>): { value: number; max: number } {
  const max = hunting.points_per_freebet;
  return { value: Math.min(hunting.farming_stats.available_points, max), max };
}

/** Bets still to go to the range the player works towards (0 once every range is reached). */
export function betsToGo(amb: Pick<AmbDto, 'progress_count' | 'amb_ranges' | 'selected_range'>): number {
  const range = amb.amb_ranges[amb.selected_range];
  return range ? Math.max(0, range.number_of_bets - amb.progress_count) : 0;
}
