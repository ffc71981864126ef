import { toPlacedBet } from '@sportsbook/contracts/models';
import { describe, expect, it } from 'vitest';
import { betDto } from '../test/fixtures';
import { applyCashoutChanged, matchesFilters, mergeBetChanged } from './bet-list';

const all = { status: 'all', result: 'all' } as const;

describe('toPlacedBet', () => {
  it('maps the wire bet to the camelCase client model', () => {
    const bet = toPlacedBet(betDto({ system: { id: 'sys', win_count: 2, total_count: 3 }, bonus: { id: 'x', type: 'comboboost', odds: 3.8 }, is_vip: true }));
    expect(bet).toMatchObject({
      id: 'b1',
      ref: 'R1',
      stake: 1000,
      currency: 'EUR',
      subunits: 100,
      winAmount: null,
      toCashout: 800,
      potentialWinAmount: 3500,
      createdAt: '2026-11-21T16:00:00.000Z',
      system: { id: 'sys', winCount: 2, totalCount: 3 },
      bonus: { id: 'x', type: 'comboboost', odds: 3.8 },
      isVip: true,
      usedInJackpot: false,
    });
    expect(bet.selections[1]).toEqual({
      id: 's2',
      status: 'open',
      odds: 2,
      specifier: 'total=2.5',
      marketId: 18,
      marketName: 'Total',
      outcomeId: '12',
      outcomeName: 'Over 2.5',
      match: { id: 11, slug: 'c-d', sportKey: 'soccer', nameA: 'C', nameB: 'D', tournamentName: 'League', startTime: '2026-11-21T19:00:00.000Z', type: 'match', provider: 'betradar' },
    });
  });
});

describe('matchesFilters', () => {
  const settled = (result: Parameters<typeof betDto>[0]) => toPlacedBet(betDto({ status: 'done', ...result }));

  it('splits open and settled bets', () => {
    const open = toPlacedBet(betDto());
    expect(matchesFilters(open, { status: 'open', result: 'all' })).toBe(true);
    expect(matchesFilters(open, { status: 'settled', result: 'all' })).toBe(false);
    expect(matchesFilters(settled({ result: 'lose_entire' }), { status: 'open', result: 'all' })).toBe(false);
    expect(matchesFilters(settled({ result: 'lose_entire' }), { status: 'settled', result: 'all' })).toBe(true);
  });

  it('keeps the results of the result filter', () => {
    expect(matchesFilters(settled({ result: 'win_entire' }), { status: 'settled', result: 'win' })).toBe(true);
    expect(matchesFilters(settled({ result: 'win_entire' }), { status: 'settled', result: 'lose' })).toBe(false);
    expect(matchesFilters(settled({ result: 'refund_half_lose_other' }), { status: 'all', result: 'lose' })).toBe(true);
    expect(matchesFilters(settled({ result: 'refund_entire' }), { status: 'all', result: 'refund' })).toBe(true);
    expect(matchesFilters(toPlacedBet(betDto()), { status: 'all', result: 'win' })).toBe(false);
  });
});

describe('mergeBetChanged (bet_changed)', () => {
  const list = [toPlacedBet(betDto({ id: 'b2', created_at: '2026-11-21T17:00:00.000Z' })), toPlacedBet(betDto())];

  it('merges new data into a known bet and its selections', () => {
    const changed = betDto({ to_cashout: 950, selections: [{ ...betDto().selections[0]!, status: 'win' }, betDto().selections[1]!] });
    const next = mergeBetChanged(list, changed, all);
    expect(next).toHaveLength(2);
    expect(next[1]).toMatchObject({ id: 'b1', toCashout: 950 });
    expect(next[1]!.selections.map((selection) => selection.status)).toEqual(['win', 'open']);
    expect(next[0]).toBe(list[0]);
  });

  it('removes a VIP bet that becomes rejected', () => {
    const next = mergeBetChanged(list, betDto({ is_vip: true, status: 'rejected' }), all);
    expect(next.map((bet) => bet.id)).toEqual(['b2']);
  });

  it('keeps a rejected bet that is not VIP, with its new status', () => {
    const next = mergeBetChanged(list, betDto({ status: 'rejected', result: 'canceled' }), all);
    expect(next.find((bet) => bet.id === 'b1')?.status).toBe('rejected');
  });

  it('moves a settled bet out of the open list and into the settled one, newest first', () => {
    const settled = betDto({ id: 'b2', status: 'done', result: 'win_entire', win_amount: 3500, to_cashout: null, created_at: '2026-11-21T17:00:00.000Z' });
    expect(mergeBetChanged(list, settled, { status: 'open', result: 'all' }).map((bet) => bet.id)).toEqual(['b1']);
    const settledList = [toPlacedBet(betDto({ id: 'old', status: 'done', result: 'lose_entire', created_at: '2026-11-20T10:00:00.000Z' }))];
    expect(mergeBetChanged(settledList, settled, { status: 'settled', result: 'all' }).map((bet) => bet.id)).toEqual(['b2', 'old']);
  });

  it('returns the same list when an unknown bet does not belong to it', () => {
    const stranger = betDto({ id: 'zz', status: 'done', result: 'lose_entire' });
    expect(mergeBetChanged(list, stranger, { status: 'open', result: 'all' })).toBe(list);
  });
});

describe('applyCashoutChanged (bet_cashout_changed)', () => {
  const list = [toPlacedBet(betDto())];

  it('moves the offer of the bet', () => {
    expect(applyCashoutChanged(list, 'b1', 720)[0]!.toCashout).toBe(720);
    expect(applyCashoutChanged(list, 'b1', null)[0]!.toCashout).toBeNull();
  });

  it('leaves the list alone for another bet or the same offer', () => {
    expect(applyCashoutChanged(list, 'other', 1)).toBe(list);
    expect(applyCashoutChanged(list, 'b1', 800)).toBe(list);
  });
});
