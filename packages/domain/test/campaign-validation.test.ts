import { describe, expect, it } from 'vitest';
import { bonusCashoutRule, boundsCross, comboBoostRangesProblem, isInThePast } from '../src';

// issue 20: a range set that overlaps, odds limits that cross, an expiry in the past → 400 naming the field.
describe('campaign terms', () => {
  it.each([
    [[], 'ranges'],
    [[{ minCount: 1, maxCount: 3, bonusOddsThousandths: 1100 }], 'ranges.0.min_count'],
    [[{ minCount: 4, maxCount: 3, bonusOddsThousandths: 1100 }], 'ranges.0.max_count'],
    [[{ minCount: 3, maxCount: 4, bonusOddsThousandths: 1000 }], 'ranges.0.bonus_odds'],
    [[{ minCount: 3, maxCount: 5, bonusOddsThousandths: 1100 }, { minCount: 5, maxCount: 7, bonusOddsThousandths: 1200 }], 'ranges.1'],
    [[{ minCount: 6, maxCount: 9, bonusOddsThousandths: 1100 }, { minCount: 2, maxCount: 6, bonusOddsThousandths: 1200 }], 'ranges.1'],
  ])('ranges %j → field %s', (ranges, field) => {
    expect(comboBoostRangesProblem(ranges)?.field).toBe(field);
  });

  it('ranges that touch but do not overlap are fine', () => {
    expect(comboBoostRangesProblem([{ minCount: 2, maxCount: 3, bonusOddsThousandths: 1050 }, { minCount: 4, maxCount: 4, bonusOddsThousandths: 1100 }])).toBeNull();
  });

  it.each([
    [1500, 1200, true],
    [1500, 1500, false],
    [null, 1200, false],
    [1500, null, false],
  ])('bounds %s..%s cross: %s', (lower, upper, expected) => {
    expect(boundsCross(lower, upper)).toBe(expected);
  });

  it('an expiry at or before now is in the past', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(isInThePast(now, now)).toBe(true);
    expect(isInThePast(new Date('2030-01-01T00:00:01Z'), now)).toBe(false);
    expect(isInThePast(null, now)).toBe(false);
  });
});

// docs/bonuses.md "Cashout of a bonus bet".
describe('cashout of a bonus bet', () => {
  it.each([
    [null, null],
    ['comboboost', 'offered_unboosted'],
    ['freebet', 'refused'],
    ['freebet_no_risk', 'refused'],
    ['lootbox', 'refused'],
  ])('%s → %s', (type, rule) => {
    expect(bonusCashoutRule(type)).toBe(rule);
  });
});
