import { describe, expect, it } from 'vitest';
import { betsToGo, pointsTowardsNext } from './hunting-view';

const stats = (available: number) => ({ avg_stake: 0, bets_count: 0, points: available, available_points: available, potential_points: 0, potential_freebet_amount: 0, initial_pool: null });

describe('hunting view', () => {
  it('shows the available points towards the next free bet, capped at one conversion', () => {
    expect(pointsTowardsNext({ farming_stats: stats(5), points_per_freebet: 15 })).toEqual({ value: 5, max: 15 });
    expect(pointsTowardsNext({ farming_stats: stats(40), points_per_freebet: 15 })).toEqual({ value: 15, max: 15 });
  });

  it('counts the bets to go to the selected range', () => {
    const ranges = [{ number_of_bets: 1, number_of_freebets: 1, issued_bonus_amount: 300, currency: 'EUR', reached: true }, { number_of_bets: 3, number_of_freebets: 2, issued_bonus_amount: 500, currency: 'EUR', reached: false }];
    expect(betsToGo({ progress_count: 1, amb_ranges: ranges, selected_range: 1 })).toBe(2);
    expect(betsToGo({ progress_count: 3, amb_ranges: ranges, selected_range: 1 })).toBe(0);
    expect(betsToGo({ progress_count: 0, amb_ranges: [], selected_range: 0 })).toBe(0);
  });
});
