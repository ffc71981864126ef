/**
 * The stake of a system bet is entered per line (issue 18 point 8), as real books take it: a
 * 2/3 system at 5.00 a line is 3 lines and costs 15.00. What a bet carries as `stake`, what the
 * API is sent, charges and settles (systemPayout: stake / lines per line), stays the total; the
 * slip's stake field shows and sets the stake per line, and the total is always a whole number of
 * lines, so the amount charged is exactly lines × the stake per line shown.
 *
 * Choices where the spec is silent:
 * - When the line count changes (another system type, a selection added or removed) the stake
 *   per line is kept and the total follows. When a system stops being one (switched to combo, or
 *   too few selections left) its stake becomes the stake per line: the number in the field stays.
 *   Switching to singles splits the total, as spec core §4 splits "the first bet's stake".
 * - A total that is not a whole number of lines (converted into another currency, rescaled by a
 *   potential-win stake) is floored to one.
 */
import { systemLineCount, type SystemType } from '../calculations/system-bets';
import { BET_TYPE, type SlipBet } from './slip-types';

/** Lines a bet stands for: C(total, win) for a system with its type, else 1. */
export function betLineCount(bet: Pick<SlipBet, 'betType' | 'systemType'>): number {
  return bet.betType === BET_TYPE.system && bet.systemType !== null ? systemLineCount(bet.systemType) : 1;
}

/** The stake per line in minor units (the whole stake of a bet that is not a system). */
export function stakePerLine(bet: Pick<SlipBet, 'betType' | 'systemType' | 'stake'>): number {
  return Math.floor(bet.stake / betLineCount(bet));
}

/** The bet with its total stake set from a stake per line. */
export function withStakePerLine<T extends Pick<SlipBet, 'betType' | 'systemType' | 'stake'>>(bet: T, perLine: number): T {
  const stake = perLine * betLineCount(bet);
  return stake === bet.stake ? bet : { ...bet, stake };
}

/** The bet with a whole number of lines as its stake (floored); the same object when it has one. */
export function withWholeLines<T extends Pick<SlipBet, 'betType' | 'systemType' | 'stake'>>(bet: T): T {
  return withStakePerLine(bet, stakePerLine(bet));
}

/**
 * The rule the API applies to a system bet sent to it (the slip always sends one that passes):
 * its total stake must split into whole lines, stake per line (minor units) × lines = total.
 * `lines` is C(totalCount, winCount); `perLine` the floored split.
 */
export function systemStakeSplit(stake: number, systemType: SystemType): { lines: number; perLine: number; whole: boolean } {
  const lines = systemLineCount(systemType);
  const perLine = lines > 0 ? Math.floor(stake / lines) : 0;
  return { lines, perLine, whole: lines > 0 && perLine * lines === stake };
}

/** The largest whole number of `lines` lines not above `stake` (a maximum stake offered for a system bet). */
export function floorToWholeLines(stake: number, lines: number): number {
  if (lines <= 1) return stake;
  return Math.floor(stake / lines) * lines;
}
