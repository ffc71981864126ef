import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SWITCH_REFUSAL,
  betTypeSwitchRefusal,
  normalizeBetType,
  splitStake,
  switchBets,
  systemTypeForCount,
  systemTypesFor,
  allSystemTypes,
} from '../src';
import { bet, selection, ticketWith } from './fixtures';

const TYPES = allSystemTypes();
const ALL_MULTI = { betradar: true, oddin: true, betconstruct: true };
const three = [selection('m1'), selection('m2'), selection('m3')];

// spec core §4 "Bet type".
describe('normalizeBetType', () => {
  it('a bet with one selection becomes single', () => {
    expect(normalizeBetType(bet('combo', [selection('m1')]), TYPES).betType).toBe('single');
    expect(normalizeBetType(bet('system', [selection('m1')], { systemType: { totalCount: 3, winCount: 2 } }), TYPES)).toMatchObject({ betType: 'single', systemType: null });
  });

  it('adding a selection to a single makes it combo', () => {
    expect(normalizeBetType(bet('single', [selection('m1'), selection('m2')]), TYPES).betType).toBe('combo');
  });

  it('a system whose count no longer matches takes a system type with the new count, keeping winCount', () => {
    const system = bet('system', [...three, selection('m4')].slice(0, 3), { systemType: { totalCount: 4, winCount: 2 } });
    expect(normalizeBetType(system, TYPES)).toMatchObject({ betType: 'system', systemType: { totalCount: 3, winCount: 2 } });
  });

  it('falls back to the first system type of the new count when winCount is not offered', () => {
    const system = bet('system', [...three, selection('m4')], { systemType: { totalCount: 5, winCount: 4 } });
    expect(normalizeBetType(system, TYPES).systemType).toEqual({ totalCount: 4, winCount: 2 });
  });

  it('a system left without a system type for its count becomes combo', () => {
    const system = bet('system', three.slice(0, 2), { systemType: { totalCount: 3, winCount: 2 } });
    expect(normalizeBetType(system, TYPES)).toMatchObject({ betType: 'combo', systemType: null });
  });

  it('a custom bet keeps its type', () => {
    const custom = bet('custom_bet', [selection('m1')]);
    expect(normalizeBetType(custom, TYPES)).toBe(custom);
  });

  it('leaves a matching system and a combo alone', () => {
    const system = bet('system', three, { systemType: { totalCount: 3, winCount: 2 } });
    expect(normalizeBetType(system, TYPES)).toBe(system);
    const combo = bet('combo', three);
    expect(normalizeBetType(combo, TYPES)).toBe(combo);
  });

  it('finds system types by count', () => {
    expect(systemTypeForCount(TYPES, 5, 3)).toEqual({ totalCount: 5, winCount: 3 });
    expect(systemTypeForCount(TYPES, 5)).toEqual({ totalCount: 5, winCount: 2 });
    expect(systemTypeForCount(TYPES, 2)).toBeNull();
  });
});

// spec core §4: "Switching type is refused when …".
describe('betTypeSwitchRefusal', () => {
  it.each([
    ['the slip is empty', ticketWith([]), 'combo', ALL_MULTI, SWITCH_REFUSAL.emptySlip],
    ['the target equals the current type', ticketWith([bet('combo', three)]), 'combo', ALL_MULTI, SWITCH_REFUSAL.sameType],
    ['there is one single selection', ticketWith([bet('single', [selection('m1')])]), 'combo', ALL_MULTI, SWITCH_REFUSAL.singleSelection],
    ['single with several selections and multi-singles unavailable', ticketWith([bet('combo', three)]), 'single', { betradar: false }, SWITCH_REFUSAL.multiSingleUnavailable],
    ['single while one provider lacks multi-singles', ticketWith([bet('combo', [selection('m1'), selection('m2', { provider: 'oddin' })])]), 'single', { betradar: true }, SWITCH_REFUSAL.multiSingleUnavailable],
    ['system without a system type for the count', ticketWith([bet('combo', three.slice(0, 2))]), 'system', ALL_MULTI, SWITCH_REFUSAL.noSystemType],
    ['the bet is custom', ticketWith([bet('custom_bet', three)]), 'combo', ALL_MULTI, SWITCH_REFUSAL.customBet],
    ['the target is custom', ticketWith([bet('combo', three)]), 'custom_bet', ALL_MULTI, SWITCH_REFUSAL.customBet],
    // issue 18 point 7: a combo or system that would break a restriction of spec core §5 is not offered.
    ['a combo of singles from two providers', ticketWith([bet('single', [selection('m1')]), bet('single', [selection('m2', { provider: 'oddin' })])]), 'combo', ALL_MULTI, SWITCH_REFUSAL.conflictingSelections],
    ['a system with two selections of one match', ticketWith([bet('combo', [...three, selection('m1', { id: 'm1x', outcomeId: '2' })])]), 'system', ALL_MULTI, SWITCH_REFUSAL.conflictingSelections],
  ] as const)('refuses when %s', (_name, ticket, target, availability, reason) => {
    expect(betTypeSwitchRefusal(ticket, target, availability)).toBe(reason);
  });

  it.each([
    ['combo → system', ticketWith([bet('combo', three)]), 'system'],
    ['combo → single with multi-singles', ticketWith([bet('combo', three)]), 'single'],
    ['system → combo', ticketWith([bet('system', three, { systemType: { totalCount: 3, winCount: 2 } })]), 'combo'],
  ] as const)('allows %s', (_name, ticket, target) => {
    expect(betTypeSwitchRefusal(ticket, target, ALL_MULTI)).toBeNull();
  });
});

describe('switchBets', () => {
  it('switching to single splits the first bet stake across selections', () => {
    const bets = switchBets(ticketWith([bet('combo', three, { stake: 1000 })]), 'single');
    expect(bets.map((b) => [b.betType, b.selections.length, b.stake])).toEqual([
      ['single', 1, 334],
      ['single', 1, 333],
      ['single', 1, 333],
    ]);
  });

  it('switching to combo merges multi-singles keeping the first stake', () => {
    const bets = switchBets(ticketWith([bet('single', [selection('m1')], { stake: 500 }), bet('single', [selection('m2')], { stake: 700 })]), 'combo');
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ betType: 'combo', stake: 500 });
    expect(bets[0]?.selections).toHaveLength(2);
  });

  it('switching to system takes the requested system type or the first for the count', () => {
    const ticket = ticketWith([bet('combo', [...three, selection('m4')])]);
    expect(switchBets(ticket, 'system')[0]?.systemType).toEqual({ totalCount: 4, winCount: 2 });
    expect(switchBets(ticket, 'system', { totalCount: 4, winCount: 3 })[0]?.systemType).toEqual({ totalCount: 4, winCount: 3 });
    expect(switchBets(ticket, 'system', { totalCount: 5, winCount: 3 })[0]?.systemType).toEqual({ totalCount: 4, winCount: 2 });
  });

  it('returns an empty slip unchanged', () => {
    expect(switchBets(ticketWith([]), 'combo')).toEqual([]);
  });

  it('splitStake preserves the total (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 20 }), (stake, parts) => {
        const shares = splitStake(stake, parts);
        expect(shares).toHaveLength(parts);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(stake);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThan(parts);
      }),
    );
  });

  it('offers system types for the count only', () => {
    expect(systemTypesFor(3)).toEqual([{ totalCount: 3, winCount: 2 }]);
  });
});
