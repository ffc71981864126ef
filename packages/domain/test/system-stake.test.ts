import { describe, expect, it } from 'vitest';
import { allSystemTypes, betLineCount, floorToWholeLines, systemStakeSplit, normalizeBetType, slipReducer, stakePerLine, switchBets, systemLines, withStakePerLine, withWholeLines } from '../src';
import { bet, selection, ticketWith } from './fixtures';

// issue 18 point 8: a system bet's stake is entered per line; the bet carries (and is charged) the total.
const three = [selection('m1'), selection('m2', { odds: 3 }), selection('m3', { odds: 4 })];
const TYPES = allSystemTypes();
const system23 = { totalCount: 3, winCount: 2 };

describe('system stake per line', () => {
  it('counts lines and splits the total', () => {
    const system = bet('system', three, { systemType: system23, stake: 600 });
    expect(betLineCount(system)).toBe(3);
    expect(stakePerLine(system)).toBe(200);
    expect(withStakePerLine(system, 500).stake).toBe(1500);
    expect(withStakePerLine(system, 200)).toBe(system);
    expect(betLineCount(bet('combo', three, { stake: 600 }))).toBe(1);
    expect(betLineCount(bet('system', three, { systemType: null }))).toBe(1);
  });

  it('tells whether a total splits into whole lines (the API rule)', () => {
    expect(systemStakeSplit(1500, system23)).toEqual({ lines: 3, perLine: 500, whole: true });
    expect(systemStakeSplit(1000, system23)).toEqual({ lines: 3, perLine: 333, whole: false });
    expect(systemStakeSplit(7000, { totalCount: 8, winCount: 4 })).toEqual({ lines: 70, perLine: 100, whole: true });
    expect(systemStakeSplit(69, { totalCount: 8, winCount: 4 })).toEqual({ lines: 70, perLine: 0, whole: false });
    expect(systemStakeSplit(100, { totalCount: 2, winCount: 3 })).toEqual({ lines: 0, perLine: 0, whole: false });
  });

  it('floors a maximum stake to whole lines', () => {
    expect(floorToWholeLines(1000, 3)).toBe(999);
    expect(floorToWholeLines(999, 3)).toBe(999);
    expect(floorToWholeLines(69, 70)).toBe(0);
    expect(floorToWholeLines(1001, 1)).toBe(1001);
  });

  it('floors a total that is not a whole number of lines', () => {
    expect(withWholeLines(bet('system', three, { systemType: system23, stake: 1001 })).stake).toBe(999);
  });

  it('the stake entered is per line; a new system type keeps it and the total follows', () => {
    const four = [...three, selection('m4')];
    let ticket = ticketWith([bet('system', four, { systemType: { totalCount: 4, winCount: 2 } })], { systemTypes: TYPES });
    ticket = slipReducer(ticket, { type: 'stakeChanged', betIndex: 0, stake: 200, stakeSource: 'input' });
    expect(ticket.bets[0]?.stake).toBe(1200);
    ticket = slipReducer(ticket, { type: 'systemTypeChosen', systemType: { totalCount: 4, winCount: 3 } });
    expect(ticket.bets[0]?.stake).toBe(800);
    expect(slipReducer(ticket, { type: 'stakeChanged', betIndex: 0, stake: Number.MAX_SAFE_INTEGER, stakeSource: 'input' })).toBe(ticket);
  });

  it('a restored or converted total becomes a whole number of lines', () => {
    const ticket = slipReducer(ticketWith([]), { type: 'betsRestored', bets: [bet('system', three, { systemType: system23, stake: 1000 })], currency: null, rates: {} });
    expect(ticket.bets[0]?.stake).toBe(999);
  });

  it('switching keeps the number in the stake field; singles split the total', () => {
    const combo = ticketWith([bet('combo', three, { stake: 500 })], { systemTypes: TYPES });
    const [system] = switchBets(combo, 'system');
    expect(system?.stake).toBe(1500);
    const back = ticketWith([system!], { systemTypes: TYPES });
    expect(switchBets(back, 'combo')[0]?.stake).toBe(500);
    expect(switchBets(back, 'single').map((single) => single.stake)).toEqual([500, 500, 500]);
  });

  it('a system losing a selection keeps its stake per line, as a system or a combo', () => {
    const four = bet('system', [...three, selection('m4')], { systemType: { totalCount: 4, winCount: 2 }, stake: 1200 });
    expect(normalizeBetType({ ...four, selections: three }, TYPES)).toMatchObject({ systemType: system23, stake: 600 });
    const system = bet('system', three, { systemType: system23, stake: 600 });
    expect(normalizeBetType({ ...system, selections: three.slice(0, 2) }, TYPES)).toMatchObject({ betType: 'combo', stake: 200 });
    expect(normalizeBetType({ ...system, selections: three.slice(0, 1) }, TYPES)).toMatchObject({ betType: 'single', stake: 200 });
  });
});

describe('system lines of a placed bet', () => {
  it('lists each combination with its price, result and return at the stake per line', () => {
    const lines = systemLines(600, 2, [
      { odds: 2000, result: 'win' },
      { odds: 3000, result: 'lose' },
      { odds: 1535, result: 'win' },
    ]);
    expect(lines).toEqual([
      { legs: [0, 1], oddsThousandths: 6000, result: 'lose_entire', winAmount: 0 },
      { legs: [0, 2], oddsThousandths: 3070, result: 'win_entire', winAmount: 614 },
      { legs: [1, 2], oddsThousandths: 4600, result: 'lose_entire', winAmount: 0 },
    ]);
  });

  it('a line is open while a leg of it is open and none lost it', () => {
    const lines = systemLines(300, 2, [
      { odds: 2000, result: 'open' },
      { odds: 2000, result: 'win' },
      { odds: 2000, result: 'lose' },
    ]);
    expect(lines.map((line) => [line.result, line.winAmount])).toEqual([['open', null], ['lose_entire', 0], ['lose_entire', 0]]);
    expect(systemLines(300, 4, [{ odds: 2000, result: 'open' }])).toEqual([]);
  });
});
