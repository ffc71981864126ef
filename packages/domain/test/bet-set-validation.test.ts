import { describe, expect, it } from 'vitest';
import { betSetProblem, canPlaceBets, isQuickBetRefusedForPayout, padRecommendedStakes, type BetLimits } from '../src';
import { bet, selection } from './fixtures';

const LIMITS: BetLimits = {
  selectionLimit: { value: 5 },
  oddsLimit: { value: 100, action: 'accept' },
  maxStakeLimit: { fiat: [{ currencyCode: 'EUR', amount: 10_000 }], crypto: [] },
  payoutLimit: null,
};

// spec core §5 "A bet set is invalid when …".
describe('betSetProblem', () => {
  it.each([
    ['no bets', [], 'no_bets'],
    ['a stake of 0', [bet('single', [selection('m1')], { stake: 0 })], 'non_positive_stake'],
    ['a negative stake', [bet('single', [selection('m1')], { stake: -1 })], 'non_positive_stake'],
    ['limit checks fail', [bet('combo', [selection('m1'), selection('m2')], { stake: 20_000 })], 'limits'],
    ['a multi-single fails its own check', [bet('single', [selection('m1')], { stake: 100 }), bet('single', [selection('m2')], { stake: 20_000 })], 'multi_single_limits'],
    ['valid multi-singles', [bet('single', [selection('m1')], { stake: 100 }), bet('single', [selection('m2')], { stake: 200 })], null],
    ['an accept-only warning', [bet('single', [selection('m1', { odds: 150 })], { stake: 100 })], null],
  ] as const)('%s → %s', (_name, bets, problem) => {
    expect(betSetProblem(bets, LIMITS)).toBe(problem);
  });
});

describe('refusals and recommended stakes', () => {
  // spec core §5: quick bet refused when potential win ≤ stake.
  it.each([
    [100, 100, true],
    [100, 99, true],
    [100, 101, false],
  ])('quick bet stake %s, potential win %s → refused %s', (stake, win, refused) => {
    expect(isQuickBetRefusedForPayout(stake, win)).toBe(refused);
  });

  it('refuses restricted (pve) players', () => {
    expect(canPlaceBets({ isPve: true })).toBe(false);
    expect(canPlaceBets({ isPve: false })).toBe(true);
  });

  // spec core §5, §9: recommended stakes exactly four, padded with zeros.
  it.each([
    [[], [0, 0, 0, 0]],
    [[5, 10], [5, 10, 0, 0]],
    [[1, 2, 3, 4], [1, 2, 3, 4]],
    [[1, 2, 3, 4, 5], [1, 2, 3, 4]],
  ])('%j → %j', (stakes, padded) => {
    expect(padRecommendedStakes(stakes)).toEqual(padded);
  });
});
