import { describe, expect, it } from 'vitest';
import {
  ambActiveRange,
  ambProgress,
  ambTermsProblem,
  countsForAmb,
  farmingStats,
  farmSettledBets,
  freebetBoost,
  huntingConversion,
  huntingPoints,
  huntingTermsProblem,
  isVoidResult,
  meetsHuntingTerms,
  poolLeft,
  possibleProgressCount,
  potentialHuntingPoints,
  promotionUserStatus,
  type AmbTerms,
  type HuntingTerms,
  type PromotionBet,
  type SettledBetResult,
} from '../src';

const TERMS: HuntingTerms = {
  currency: 'EUR',
  minStake: 100,
  minOddsThousandths: 1_500,
  maxOddsThousandths: 10_000,
  eventConditions: [],
  farmOncePerEvent: false,
  stakePerPoint: 100,
  pointsPerFreebet: 50,
  freebetAmount: 500,
  initialPool: null,
};
const WINDOW = { from: 1_000, to: 10_000 };
const event = (eventId: number, tournamentId = 7) => ({ sportType: 'regular' as const, sportId: 1, categoryId: 2, tournamentId, eventId });

function bet(id: number, changes: Partial<PromotionBet> = {}): PromotionBet {
  return { id, currency: 'EUR', stake: 1_000, oddsThousandths: 2_000, freeStake: false, placedAt: 2_000, events: [event(id)], ...changes };
}
const settled = (id: number, result: SettledBetResult = 'lose_entire', changes: Partial<PromotionBet> = {}) => ({ ...bet(id, changes), result });

describe('hunting terms (400 naming the field)', () => {
  it('accepts a consistent campaign', () => {
    expect(huntingTermsProblem(TERMS)).toBeNull();
    expect(huntingTermsProblem({ ...TERMS, minOddsThousandths: null, maxOddsThousandths: null, initialPool: 500 })).toBeNull();
  });

  it.each([
    ['min_stake', { minStake: 0 }],
    ['stake_per_point', { stakePerPoint: 1.5 }],
    ['points_per_freebet', { pointsPerFreebet: 0 }],
    ['freebet_amount', { freebetAmount: 1_000_000_000_001 }],
    ['min_odds', { minOddsThousandths: 1_000 }],
    ['max_odds', { maxOddsThousandths: 900 }],
    ['max_odds', { minOddsThousandths: 3_000, maxOddsThousandths: 2_000 }],
    ['initial_pool', { initialPool: 499 }],
    ['initial_pool', { initialPool: 500.5 }],
    ['initial_pool', { initialPool: 1_000_000_000_001 }],
  ])('names %s', (field, change) => {
    expect(huntingTermsProblem({ ...TERMS, ...change })?.field).toBe(field);
  });
});

describe('qualifying bets and points', () => {
  it('takes a cash stake in the currency, at the minimum stake, within the odds and the window', () => {
    expect(meetsHuntingTerms(bet(1), TERMS, WINDOW)).toBe(true);
    expect(meetsHuntingTerms(bet(1, { stake: 100, oddsThousandths: 1_500 }), TERMS, WINDOW)).toBe(true);
    expect(meetsHuntingTerms(bet(1, { oddsThousandths: 10_000, placedAt: 1_000 }), TERMS, WINDOW)).toBe(true);
    expect(meetsHuntingTerms(bet(1), { ...TERMS, minOddsThousandths: null, maxOddsThousandths: null }, { from: 0, to: null })).toBe(true);
  });

  it.each([
    ['a free bet', { freeStake: true }],
    ['another currency', { currency: 'USD' }],
    ['a stake below the minimum', { stake: 99 }],
    ['odds below the minimum', { oddsThousandths: 1_499 }],
    ['odds above the maximum', { oddsThousandths: 10_001 }],
    ['placed before the window', { placedAt: 999 }],
    ['placed at its end', { placedAt: 10_000 }],
    ['placed before the activation (bet id)', { id: 5 }],
    ['an event outside the conditions', { events: [event(1, 8)] }],
  ])('leaves out %s', (_name, change) => {
    expect(meetsHuntingTerms(bet(6, { events: [event(6)], ...change }), { ...TERMS, eventConditions: [{ tournamentId: 7 }] }, { ...WINDOW, afterBetId: 5 })).toBe(false);
  });

  it('earns one point per stake_per_point, floored', () => {
    expect(huntingPoints(1_000, 100)).toBe(10);
    expect(huntingPoints(199, 100)).toBe(1);
    expect(huntingPoints(99, 100)).toBe(0);
  });

  it('knows the void results', () => {
    expect(['canceled', 'refund_entire'].every((result) => isVoidResult(result as SettledBetResult))).toBe(true);
    expect(['win_entire', 'lose_entire', 'refund_half_win_other', 'refund_half_lose_other'].some((result) => isVoidResult(result as SettledBetResult))).toBe(false);
  });
});

describe('farmSettledBets', () => {
  it('farms won, lost and half results on the whole stake; skips voids and bets that do not qualify', () => {
    const { farms } = farmSettledBets([
      settled(1, 'win_entire'),
      settled(2, 'lose_entire', { stake: 250 }),
      settled(3, 'refund_half_lose_other'),
      settled(4, 'canceled'),
      settled(5, 'refund_entire'),
      settled(6, 'win_entire', { freeStake: true }),
    ], TERMS, WINDOW, new Set());
    expect(farms).toEqual([
      { betId: 1, stake: 1_000, points: 10, eventIds: [1] },
      { betId: 2, stake: 250, points: 2, eventIds: [2] },
      { betId: 3, stake: 1_000, points: 10, eventIds: [3] },
    ]);
  });

  it('once per event: a bet on an event farmed before (or earlier in the list) earns nothing; a combo marks all its events', () => {
    const once = { ...TERMS, farmOncePerEvent: true };
    const { farms, farmedEventIds } = farmSettledBets([
      settled(1, 'lose_entire', { events: [event(10)] }),
      settled(2, 'lose_entire', { events: [event(10)] }),
      settled(3, 'win_entire', { events: [event(20), event(21), event(21)] }),
      settled(4, 'win_entire', { events: [event(21), event(30)] }),
      settled(5, 'win_entire', { events: [event(40)] }),
      settled(6, 'canceled', { events: [event(50)] }),
    ], once, WINDOW, new Set([40]));
    expect(farms.map((farm) => [farm.betId, farm.eventIds])).toEqual([[1, [10]], [3, [20, 21]]]);
    expect([...farmedEventIds].sort((a, b) => a - b)).toEqual([10, 20, 21, 40]);
    // Without the rule every bet on the same event farms, and nothing is marked.
    const free = farmSettledBets([settled(1, 'lose_entire', { events: [event(10)] }), settled(2, 'lose_entire', { events: [event(10)] })], TERMS, WINDOW, new Set());
    expect(free.farms).toHaveLength(2);
    expect(free.farmedEventIds.size).toBe(0);
  });

  it('potential points: the open bets as if none were void, once per event applied', () => {
    expect(potentialHuntingPoints([bet(1), bet(2, { stake: 550 }), bet(3, { currency: 'USD' })], TERMS, WINDOW, new Set())).toBe(15);
    expect(potentialHuntingPoints([bet(1, { events: [event(9)] }), bet(2, { events: [event(9)] })], { ...TERMS, farmOncePerEvent: true }, WINDOW, new Set())).toBe(10);
    expect(potentialHuntingPoints([bet(1, { events: [event(9)] })], { ...TERMS, farmOncePerEvent: true }, WINDOW, new Set([9]))).toBe(0);
  });
});

describe('conversion, boost and farming_stats', () => {
  it('the pool left', () => {
    expect(poolLeft(null, 5_000)).toBeNull();
    expect(poolLeft(2_000, 500)).toBe(1_500);
    expect(poolLeft(2_000, 2_500)).toBe(0);
  });

  it('converts every whole points_per_freebet into a free bet, within the pool', () => {
    expect(huntingConversion(49, TERMS, null)).toEqual({ freebets: 0, points: 0, amount: 0 });
    expect(huntingConversion(120, TERMS, null)).toEqual({ freebets: 2, points: 100, amount: 1_000 });
    expect(huntingConversion(120, TERMS, 700)).toEqual({ freebets: 1, points: 50, amount: 500 });
    expect(huntingConversion(-5, TERMS, null)).toEqual({ freebets: 0, points: 0, amount: 0 });
  });

  it('boosts a free bet by what the points left over are worth, within the pool', () => {
    // 25 points at 500 per 50 points: 250 more on a 500 free bet, × 1.5.
    expect(freebetBoost(25, 500, TERMS, null)).toEqual({ added: 250, points: 25, multiplierThousandths: 1_500 });
    expect(freebetBoost(25, 500, TERMS, 100)).toEqual({ added: 100, points: 25, multiplierThousandths: 1_200 });
    expect(freebetBoost(1, 300, { pointsPerFreebet: 3, freebetAmount: 1 }, null)).toBeNull();
    expect(freebetBoost(0, 500, TERMS, null)).toBeNull();
    expect(freebetBoost(25, 500, TERMS, 0)).toBeNull();
    expect(freebetBoost(25, 0, TERMS, null)).toBeNull();
    expect(freebetBoost(10, 300, TERMS, null)).toEqual({ added: 100, points: 10, multiplierThousandths: 1_333 });
  });

  it('computes farming_stats from what the server stored', () => {
    expect(farmingStats({ betsCount: 0, stakeSum: 0, points: 0, spentPoints: 0, openPoints: 0 }, TERMS, null))
      .toEqual({ avg_stake: 0, bets_count: 0, points: 0, available_points: 0, potential_points: 0, potential_freebet_amount: 0, initial_pool: null });
    expect(farmingStats({ betsCount: 3, stakeSum: 1_000, points: 130, spentPoints: 100, openPoints: 25 }, { ...TERMS, initialPool: 5_000 }, 4_000))
      .toEqual({ avg_stake: 333, bets_count: 3, points: 130, available_points: 30, potential_points: 25, potential_freebet_amount: 500, initial_pool: 5_000 });
    expect(farmingStats({ betsCount: 1, stakeSum: 100, points: 10, spentPoints: 20, openPoints: 0 }, TERMS, 0).available_points).toBe(0);
  });
});

describe('free-bet progress (amb)', () => {
  const AMB: AmbTerms = {
    currency: 'EUR',
    minStake: 500,
    minOddsThousandths: 1_500,
    eventConditions: [],
    ranges: [
      { numberOfBets: 3, numberOfFreebets: 1, issuedBonusAmount: 500 },
      { numberOfBets: 5, numberOfFreebets: 2, issuedBonusAmount: 1_000 },
    ],
  };

  it('accepts consistent ranges and names the field of a bad one', () => {
    expect(ambTermsProblem(AMB)).toBeNull();
    expect(ambTermsProblem({ ...AMB, minOddsThousandths: null })).toBeNull();
    const cases: [string, Partial<AmbTerms>][] = [
      ['min_stake', { minStake: 0 }],
      ['min_odds', { minOddsThousandths: 1_000 }],
      ['amb_ranges', { ranges: [] }],
      ['amb_ranges.1.number_of_bets', { ranges: [{ numberOfBets: 3, numberOfFreebets: 1, issuedBonusAmount: 5 }, { numberOfBets: 3, numberOfFreebets: 1, issuedBonusAmount: 5 }] }],
      ['amb_ranges.0.number_of_bets', { ranges: [{ numberOfBets: 10_001, numberOfFreebets: 1, issuedBonusAmount: 5 }] }],
      ['amb_ranges.0.number_of_bets', { ranges: [{ numberOfBets: 1.5, numberOfFreebets: 1, issuedBonusAmount: 5 }] }],
      ['amb_ranges.0.number_of_freebets', { ranges: [{ numberOfBets: 1, numberOfFreebets: 0, issuedBonusAmount: 5 }] }],
      ['amb_ranges.0.number_of_freebets', { ranges: [{ numberOfBets: 1, numberOfFreebets: 101, issuedBonusAmount: 5 }] }],
      ['amb_ranges.0.issued_bonus_amount', { ranges: [{ numberOfBets: 1, numberOfFreebets: 1, issuedBonusAmount: 0 }] }],
    ];
    for (const [field, change] of cases) expect(ambTermsProblem({ ...AMB, ...change })?.field).toBe(field);
  });

  it('possible_progress_count is the last range\'s bets', () => {
    expect(possibleProgressCount(AMB.ranges)).toBe(5);
    expect(possibleProgressCount([])).toBe(0);
  });

  it('counts a cash, not void bet in the currency at min_stake and min_odds, inside the window and the events', () => {
    expect(countsForAmb(settled(1, 'lose_entire', { stake: 500, oddsThousandths: 1_500 }), AMB, WINDOW)).toBe(true);
    expect(countsForAmb(settled(1, 'lose_entire'), { ...AMB, minOddsThousandths: null, eventConditions: [{ eventId: 1 }] }, WINDOW)).toBe(true);
    expect(countsForAmb(settled(1, 'canceled'), AMB, WINDOW)).toBe(false);
    expect(countsForAmb(settled(1, 'win_entire', { freeStake: true }), AMB, WINDOW)).toBe(false);
    expect(countsForAmb(settled(1, 'win_entire', { currency: 'USD' }), AMB, WINDOW)).toBe(false);
    expect(countsForAmb(settled(1, 'win_entire', { stake: 499 }), AMB, WINDOW)).toBe(false);
    expect(countsForAmb(settled(1, 'win_entire', { oddsThousandths: 1_499 }), AMB, WINDOW)).toBe(false);
    expect(countsForAmb(settled(1, 'win_entire', { placedAt: 10 }), AMB, WINDOW)).toBe(false);
    expect(countsForAmb(settled(1, 'win_entire'), { ...AMB, eventConditions: [{ eventId: 2 }] }, WINDOW)).toBe(false);
  });

  it('moves the progress, capped, and reaches each range once', () => {
    expect(ambProgress(0, 2, AMB.ranges)).toEqual({ progressCount: 2, reached: [] });
    expect(ambProgress(2, 1, AMB.ranges)).toEqual({ progressCount: 3, reached: [0] });
    expect(ambProgress(3, 1, AMB.ranges)).toEqual({ progressCount: 4, reached: [] });
    expect(ambProgress(0, 9, AMB.ranges)).toEqual({ progressCount: 5, reached: [0, 1] });
    expect(ambProgress(5, 3, AMB.ranges)).toEqual({ progressCount: 5, reached: [] });
    expect(ambProgress(1, -4, AMB.ranges)).toEqual({ progressCount: 1, reached: [] });
  });

  it('the active range is the first not reached, else the last', () => {
    expect(ambActiveRange(0, AMB.ranges)).toBe(0);
    expect(ambActiveRange(3, AMB.ranges)).toBe(1);
    expect(ambActiveRange(5, AMB.ranges)).toBe(1);
  });
});

describe('promotionUserStatus', () => {
  const base = { campaignStatus: 'active' as const, validFrom: 1_000, validTo: 5_000, now: 2_000, takingPart: false, over: false };
  it.each([
    ['deactivated', { campaignStatus: 'ended' as const }],
    ['expired', { now: 5_000 }],
    ['not_available', { campaignStatus: 'paused' as const }],
    ['not_available', { now: 999 }],
    ['bonus_over', { over: true, takingPart: true }],
    ['active', { takingPart: true }],
    ['available', {}],
    ['available', { validFrom: null, validTo: null }],
  ])('%s', (status, change) => {
    expect(promotionUserStatus({ ...base, ...change })).toBe(status);
  });
});
