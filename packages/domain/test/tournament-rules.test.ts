import { describe, expect, it } from 'vitest';
import {
  addFarmed,
  compareEntries,
  MAX_PAID_POSITIONS,
  paidPositions,
  payoutTransition,
  prizeForPosition,
  prizePool,
  qualifiesForTournament,
  rankEntries,
  tournamentTermsProblem,
  type LeaderboardEntry,
  type SettledTournamentBet,
  type TournamentTerms,
} from '../src/tournaments';

// issue 23 "Tournaments: a leaderboard per tournament over its period, ranked by farmed amount … prizes are paid by position"
const terms: TournamentTerms = {
  startsAt: new Date('2025-03-01T00:00:00Z'),
  endsAt: new Date('2025-03-08T00:00:00Z'),
  minStakes: { EUR: 100 },
  minOddsThousandths: 1_500,
  eventConditions: [{ sportType: 'regular' }],
};
const football = { sportType: 'regular' as const, sportId: 1, categoryId: 2, tournamentId: 3, eventId: 4 };
const bet: SettledTournamentBet = { currency: 'EUR', stake: 100, oddsThousandths: 1_500, freeStake: false, placedAt: new Date('2025-03-01T00:00:00Z'), result: 'lose_entire', events: [football] };

describe('qualifiesForTournament', () => {
  it('counts a cash bet of a ranked currency at the minimum stake and price, placed in the period, won or lost', () => {
    expect(qualifiesForTournament(bet, terms)).toBe(true);
    for (const result of ['win_entire', 'refund_half_win_other', 'refund_half_lose_other']) expect(qualifiesForTournament({ ...bet, result }, terms)).toBe(true);
    expect(qualifiesForTournament({ ...bet, oddsThousandths: 1_001, events: [{ ...football, sportType: 'cyber' }] }, { ...terms, minOddsThousandths: null, eventConditions: [] })).toBe(true);
    expect(qualifiesForTournament({ ...bet, placedAt: new Date('2025-03-07T23:59:59.999Z') }, terms)).toBe(true);
  });
  it.each([
    ['another currency', { currency: 'USD' }],
    ['a stake below the minimum', { stake: 99 }],
    ['a free bet', { freeStake: true }],
    ['a bet placed before the start', { placedAt: new Date('2025-02-28T23:59:59.999Z') }],
    ['a bet placed at the end', { placedAt: new Date('2025-03-08T00:00:00Z') }],
    ['a price below the minimum', { oddsThousandths: 1_499 }],
    ['a refunded bet', { result: 'refund_entire' }],
    ['a canceled bet', { result: 'canceled' }],
    ['a leg outside the event conditions', { events: [football, { ...football, sportType: 'cyber' as const }] }],
  ])('leaves out %s', (_name, change) => {
    expect(qualifiesForTournament({ ...bet, ...change }, terms)).toBe(false);
  });
});

describe('ranking', () => {
  const entry = (userId: number, farmedAmount: number, reachedAt: number, lastBetId: number): LeaderboardEntry => ({ userId, farmedAmount, reachedAt, lastBetId });
  it('ranks by farmed amount, then who reached it first, then the lower bet id', () => {
    const ranked = rankEntries([entry(1, 500, 10, 7), entry(2, 900, 50, 9), entry(3, 500, 5, 8), entry(4, 500, 5, 3)]);
    expect(ranked.map((row) => [row.userId, row.position])).toEqual([[2, 1], [4, 2], [3, 3], [1, 4]]);
  });
  it('orders the same whatever the input order (deterministic)', () => {
    const list = [entry(1, 100, 1, 1), entry(2, 100, 1, 2), entry(3, 200, 9, 3)];
    expect(rankEntries([...list].reverse())).toEqual(rankEntries(list));
    expect(compareEntries(entry(1, 100, 1, 1), entry(1, 100, 1, 1))).toBe(0);
  });
  it('adds a counted bet: more farmed, reached at the bet\'s settlement', () => {
    expect(addFarmed(entry(5, 100, 1, 1), { stake: 250, settledAt: 30, betId: 12 })).toEqual(entry(5, 350, 30, 12));
  });
});

describe('prizes', () => {
  const bands = [{ from: 1, to: 1, amount: 10_000 }, { from: 2, to: 3, amount: 5_000 }, { from: 4, to: 10, amount: 1_000 }];
  it('pays each position its band\'s amount, nothing past the table', () => {
    expect([1, 2, 3, 4, 10, 11].map((position) => prizeForPosition(bands, position))).toEqual([10_000, 5_000, 5_000, 1_000, 1_000, 0]);
    expect(prizePool(bands)).toBe(10_000 + 2 * 5_000 + 7 * 1_000);
    expect(paidPositions(bands)).toBe(10);
    expect(paidPositions([])).toBe(0);
  });
});

describe('tournamentTermsProblem', () => {
  const good = { startsAt: terms.startsAt, endsAt: terms.endsAt, minStakes: { EUR: 100, USD: 100 }, minOddsThousandths: 1_500, prizes: { EUR: [{ from: 1, to: 3, amount: 500 }], USD: [{ from: 1, to: 1, amount: 900 }, { from: 2, to: 2, amount: 900 }] } };
  it('accepts a consistent definition', () => {
    expect(tournamentTermsProblem(good)).toBeNull();
    expect(tournamentTermsProblem({ ...good, minOddsThousandths: null })).toBeNull();
  });
  it.each([
    ['ends_at', { endsAt: terms.startsAt }],
    ['min_odds', { minOddsThousandths: 1_000 }],
    ['min_stake', { minStakes: {}, prizes: {} }],
    ['min_stake.EUR', { minStakes: { EUR: 0, USD: 100 } }],
    ['prizes.USD', { prizes: { EUR: good.prizes.EUR } }],
    ['prizes.GBP', { prizes: { ...good.prizes, GBP: good.prizes.EUR } }],
    ['prizes.EUR.0', { prizes: { ...good.prizes, EUR: [] } }],
    ['prizes.EUR.0.from', { prizes: { ...good.prizes, EUR: [{ from: 2, to: 3, amount: 5 }] } }],
    ['prizes.EUR.1.from', { prizes: { ...good.prizes, EUR: [{ from: 1, to: 3, amount: 5 }, { from: 3, to: 4, amount: 5 }] } }],
    ['prizes.EUR.0.to', { prizes: { ...good.prizes, EUR: [{ from: 1, to: 0, amount: 5 }] } }],
    ['prizes.EUR.0.to', { prizes: { ...good.prizes, EUR: [{ from: 1, to: MAX_PAID_POSITIONS + 1, amount: 5 }] } }],
    ['prizes.EUR.0.amount', { prizes: { ...good.prizes, EUR: [{ from: 1, to: 1, amount: 0 }] } }],
    ['prizes.EUR.1.amount', { prizes: { ...good.prizes, EUR: [{ from: 1, to: 1, amount: 5 }, { from: 2, to: 2, amount: 6 }] } }],
  ])('names %s', (field, change) => {
    expect(tournamentTermsProblem({ ...good, ...change })?.field).toBe(field);
  });
});

describe('payoutTransition', () => {
  it('moves initial → approved or declined, approved → paid, and nothing else', () => {
    expect(payoutTransition('initial', 'approve')).toBe('approved');
    expect(payoutTransition('initial', 'decline')).toBe('declined');
    expect(payoutTransition('approved', 'pay')).toBe('paid');
    expect(payoutTransition('initial', 'pay')).toBeNull();
    expect(payoutTransition('approved', 'approve')).toBeNull();
    expect(payoutTransition('declined', 'approve')).toBeNull();
    expect(payoutTransition('paid', 'pay')).toBeNull();
  });
});
