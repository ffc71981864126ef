import { describe, expect, it } from 'vitest';
import { BASIS_POINTS, isJackpotHit, jackpotContribution, jackpotTermsProblem, MAX_HIT_ONE_IN, qualifiesForJackpot, type JackpotBet, type JackpotLevelTerms } from '../src/jackpots/jackpot-rules';

// issue 23 "Jackpots: … fed by a configured share of qualifying stakes … hits drawn per qualifying bet"
describe('jackpotContribution', () => {
  it.each([
    [1_000, 50, 5],
    [999, 50, 4], // floored: never more than the share
    [1, 50, 0],
    [12_345, BASIS_POINTS, 12_345],
    [10_000, 1, 1],
  ])('a stake of %i at %i bp gives %i', (stake, share, expected) => {
    expect(jackpotContribution(stake, share)).toBe(expected);
  });
});

describe('qualifiesForJackpot', () => {
  const terms = { currency: 'EUR', minStake: 100, minOddsThousandths: 1_500 };
  const bet: JackpotBet = { currency: 'EUR', stake: 100, oddsThousandths: 1_500, freeStake: false, accepted: true };
  it('takes a cash bet of the currency at the minimum stake and price', () => {
    expect(qualifiesForJackpot(bet, terms)).toBe(true);
    expect(qualifiesForJackpot({ ...bet, oddsThousandths: 1_000 }, { ...terms, minOddsThousandths: null })).toBe(true);
  });
  it.each([
    ['another currency', { currency: 'USD' }],
    ['a stake below the minimum', { stake: 99 }],
    ['a price below the minimum', { oddsThousandths: 1_499 }],
    ['a free bet', { freeStake: true }],
    ['a bet waiting for review', { accepted: false }],
  ])('refuses %s', (_name, change) => {
    expect(qualifiesForJackpot({ ...bet, ...change }, terms)).toBe(false);
  });
});

describe('isJackpotHit', () => {
  it('hits on 0 only', () => {
    expect(isJackpotHit(0, 1)).toBe(true);
    expect(isJackpotHit(0, 1_000)).toBe(true);
    expect(isJackpotHit(1, 1_000)).toBe(false);
    expect(isJackpotHit(999, 1_000)).toBe(false);
  });
  it('refuses a draw outside its range (a tampered or wrong record)', () => {
    expect(() => isJackpotHit(1_000, 1_000)).toThrow(RangeError);
    expect(() => isJackpotHit(-1, 10)).toThrow(RangeError);
    expect(() => isJackpotHit(0.5, 10)).toThrow(RangeError);
  });
  it('hits about once in oneIn over many seeded draws', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * 100);
    };
    const hits = Array.from({ length: 100_000 }, () => isJackpotHit(next(), 100)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(800);
    expect(hits).toBeLessThan(1_200);
  });
});

describe('jackpotTermsProblem', () => {
  const level = (overrides: Partial<JackpotLevelTerms> = {}): JackpotLevelTerms => ({ code: 'mini', name: 'Mini', contributionBasisPoints: 50, hitOneIn: 1_000, ...overrides });
  const good = { minStake: 100, minOddsThousandths: 1_200, levels: [level(), level({ code: 'grand', name: 'Grand', hitOneIn: 100_000 })] };
  it('accepts consistent terms', () => {
    expect(jackpotTermsProblem(good)).toBeNull();
    expect(jackpotTermsProblem({ ...good, minOddsThousandths: null })).toBeNull();
    expect(jackpotTermsProblem({ ...good, levels: [level({ contributionBasisPoints: BASIS_POINTS, hitOneIn: MAX_HIT_ONE_IN })] })).toBeNull();
  });
  it.each([
    ['min_stake', { minStake: 0 }],
    ['min_odds', { minOddsThousandths: 1_000 }],
    ['levels', { levels: [] }],
    ['levels.1.code', { levels: [level(), level()] }],
    ['levels.0.contribution_bp', { levels: [level({ contributionBasisPoints: 0 })] }],
    ['levels.0.hit_one_in', { levels: [level({ hitOneIn: 0 })] }],
    ['levels.0.hit_one_in', { levels: [level({ hitOneIn: MAX_HIT_ONE_IN + 1 })] }],
    ['levels.1.contribution_bp', { levels: [level({ contributionBasisPoints: 6_000 }), level({ code: 'b', contributionBasisPoints: 4_001 })] }],
  ])('names %s', (field, change) => {
    expect(jackpotTermsProblem({ ...good, ...change })?.field).toBe(field);
  });
});
