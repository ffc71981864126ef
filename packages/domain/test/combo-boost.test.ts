import { describe, expect, it } from 'vitest';
import { activeComboBoostRangeIndex, comboBoostedOdds, type ComboBoostRange } from '../src';

const RANGES: ComboBoostRange[] = [
  { minCount: 3, maxCount: 4, bonusOddsThousandths: 1050 },
  { minCount: 5, maxCount: 9, bonusOddsThousandths: 1100 },
];

// promotions §3–4: combo boost odds come from the range holding the selection count.
describe('combo boost', () => {
  it.each([
    [2, -1],
    [3, 0],
    [4, 0],
    [5, 1],
    [9, 1],
    [10, -1],
  ])('%s selections → range %s', (count, index) => {
    expect(activeComboBoostRangeIndex(RANGES, count)).toBe(index);
  });

  it.each([
    [2, 10_000, 10_000],
    [3, 10_000, 10_500],
    [5, 10_000, 11_000],
    [3, 3333, 3490],
  ])('%s selections at %s → %s', (count, total, boosted) => {
    expect(comboBoostedOdds(total, RANGES, count)).toBe(boosted);
  });
});
