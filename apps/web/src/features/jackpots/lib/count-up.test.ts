import { describe, expect, it } from 'vitest';
import { countUpValue, JACKPOT_HITS_REFRESH_MS, JACKPOT_REFRESH_MS } from './count-up';

describe('countUpValue', () => {
  it('climbs evenly from the shown amount to the read one over the interval', () => {
    expect(countUpValue(1_000, 2_000, 0, 0, 15_000)).toBe(1_000);
    expect(countUpValue(1_000, 2_000, 0, 7_500, 15_000)).toBe(1_500);
    expect(countUpValue(1_000, 2_001, 0, 7_500, 15_000)).toBe(1_500);
    expect(countUpValue(1_000, 2_000, 0, 15_000, 15_000)).toBe(2_000);
    expect(countUpValue(1_000, 2_000, 0, 60_000, 15_000)).toBe(2_000);
    expect(countUpValue(1_000, 2_000, 10, 0, 15_000)).toBe(1_000);
  });
  it('shows a lower amount (a hit) or an unchanged one at once', () => {
    expect(countUpValue(5_000, 10, 0, 1, 15_000)).toBe(10);
    expect(countUpValue(5_000, 5_000, 0, 1, 15_000)).toBe(5_000);
    expect(countUpValue(0, 5_000, 0, 1, 0)).toBe(5_000);
  });
  it('uses the spec\'s intervals', () => {
    expect([JACKPOT_REFRESH_MS, JACKPOT_HITS_REFRESH_MS]).toEqual([15_000, 60_000]);
  });
});
