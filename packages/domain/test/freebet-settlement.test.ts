import { describe, expect, it } from 'vitest';
import { freebetSettlement, isFreebetStake, settleBet, type FreebetType, type SelectionResult, type Settlement } from '../src';

const STAKE = 1000; // 10.00
const ODDS = 2500; // 2.50
/** What a cash single of 10.00 at 2.50 pays for each leg result (settleBet). */
function cashSettlement(result: SelectionResult): Settlement {
  const settled = settleBet({ type: 'single', stake: STAKE, oddsThousandths: ODDS, legs: [{ odds: ODDS, result }] });
  if (settled === null) throw new Error('open');
  return settled;
}

// docs/bonuses.md "Free-bet payouts": every row of the table (10.00 at 2.50).
// columns: cash paid, free bet given back, new free bet refunding a lost risk-free stake
describe('free-bet payout table', () => {
  const table: [FreebetType, SelectionResult, Settlement['result'], number, boolean, number][] = [
    ['freebet', 'win', 'win_entire', 1500, false, 0],
    ['freebet', 'half_win', 'refund_half_win_other', 750, false, 0],
    ['freebet', 'half_lose', 'refund_half_lose_other', 0, false, 0],
    ['freebet', 'lose', 'lose_entire', 0, false, 0],
    ['freebet', 'refund', 'refund_entire', 0, true, 0],
    ['freebet', 'canceled', 'canceled', 0, true, 0],
    ['freebet_only_win', 'win', 'win_entire', 1500, false, 0],
    ['freebet_only_win', 'half_win', 'refund_half_win_other', 750, false, 0],
    ['freebet_only_win', 'half_lose', 'refund_half_lose_other', 0, false, 0],
    ['freebet_only_win', 'lose', 'lose_entire', 0, false, 0],
    ['freebet_only_win', 'refund', 'refund_entire', 0, false, 0],
    ['freebet_only_win', 'canceled', 'canceled', 0, false, 0],
    ['freebet_all_win', 'win', 'win_entire', 2500, false, 0],
    ['freebet_all_win', 'half_win', 'refund_half_win_other', 1750, false, 0],
    ['freebet_all_win', 'half_lose', 'refund_half_lose_other', 500, false, 0],
    ['freebet_all_win', 'lose', 'lose_entire', 0, false, 0],
    ['freebet_all_win', 'refund', 'refund_entire', 0, true, 0],
    ['freebet_all_win', 'canceled', 'canceled', 0, true, 0],
    ['freebet_no_risk', 'win', 'win_entire', 2500, false, 0],
    ['freebet_no_risk', 'half_win', 'refund_half_win_other', 1750, false, 0],
    ['freebet_no_risk', 'half_lose', 'refund_half_lose_other', 500, false, 500],
    ['freebet_no_risk', 'lose', 'lose_entire', 0, false, 1000],
    ['freebet_no_risk', 'refund', 'refund_entire', 1000, false, 0],
    ['freebet_no_risk', 'canceled', 'canceled', 1000, false, 0],
  ];
  it.each(table)('%s, leg %s (%s): cash %s, free bet back %s, refund %s', (type, leg, result, cash, returned, refund) => {
    const settlement = cashSettlement(leg);
    expect(settlement.result).toBe(result);
    expect(freebetSettlement(type, STAKE, settlement)).toEqual({ cash, freebetReturned: returned, freebetRefund: refund });
  });

  it('every kind but the risk-free bet stakes bonus money', () => {
    expect(isFreebetStake('freebet')).toBe(true);
    expect(isFreebetStake('freebet_only_win')).toBe(true);
    expect(isFreebetStake('freebet_all_win')).toBe(true);
    expect(isFreebetStake('freebet_no_risk')).toBe(false);
  });
});
