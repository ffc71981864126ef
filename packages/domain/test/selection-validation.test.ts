import { describe, expect, it } from 'vitest';
import { hasInvalidSelections, isCustomBetValid, isMaxStakeSupported, selectionConflicts, selectionLabelId, selectionRestriction } from '../src';
import { bet, selection } from './fixtures';

// spec core §5 "A bet has invalid selections if any selection is suspended, changed or unavailable".
describe('invalid selections', () => {
  it.each([
    [{}, false],
    [{ isSuspended: true }, true],
    [{ isChanged: true }, true],
    [{ isNotAvailable: true }, true],
  ])('%o → %s', (flags, invalid) => {
    expect(hasInvalidSelections(bet('combo', [selection('m1'), selection('m2', flags)]))).toBe(invalid);
  });

  it.each([
    [{ isNotAvailable: true }, 'sb.ticket.not-available.label'],
    [{ isNotAvailable: true, isSuspended: true }, 'sb.ticket.not-available.label'],
    [{ isSuspended: true }, 'sb.ticket.suspended.label'],
    [{}, null],
  ])('label of %o is %s', (flags, label) => {
    expect(selectionLabelId(selection('m1', flags))).toBe(label);
  });
});

// spec core §5 "A custom bet needs at least 2 non-suspended selections".
describe('custom bet minimum', () => {
  it.each([
    [[selection('m1'), selection('m1b')], true],
    [[selection('m1'), selection('m1b', { isSuspended: true })], false],
    [[selection('m1')], false],
  ])('%# → %s', (selections, valid) => {
    expect(isCustomBetValid(bet('custom_bet', selections))).toBe(valid);
  });
});

// spec core §5 "Selection restriction applies when …".
describe('selection restrictions', () => {
  const sameMatch = [selection('m1'), selection('m1', { id: 'm1x', outcomeId: '2' })];
  it.each([
    ['combo with two selections from one match', bet('combo', sameMatch), undefined, 'same_match'],
    ['system with two selections from one match', bet('system', [...sameMatch, selection('m2')]), undefined, 'same_match'],
    ['custom bet from one match is fine', bet('custom_bet', sameMatch), undefined, null],
    ['system with a provider that does not allow systems', bet('system', [selection('m1'), selection('m2'), selection('m3')]), ['oddin'], 'system_single_provider'],
    ['selections from more than one provider', bet('combo', [selection('m1'), selection('m2', { provider: 'oddin' })]), undefined, 'multiple_providers'],
    ['a clean combo', bet('combo', [selection('m1'), selection('m2')]), undefined, null],
  ] as const)('%s', (_name, tested, providers, restriction) => {
    expect(selectionRestriction(tested, providers)).toBe(restriction);
  });
});

// issue 18 point 7: the slip marks and names the selections at fault, rule by rule.
describe('selection conflicts', () => {
  const oddin = { provider: 'oddin' } as const;
  it('names every selection of each match holding two or more', () => {
    const selections = [selection('m1'), selection('m2'), selection('m1', { id: 'm1x' }), selection('m2', { id: 'm2x' }), selection('m3')];
    expect(selectionConflicts(bet('combo', selections))).toEqual([
      { restriction: 'same_match', selectionIds: ['m1', 'm1x'] },
      { restriction: 'same_match', selectionIds: ['m2', 'm2x'] },
    ]);
  });

  it('names the selections outside the main provider (most selections; the earliest on a tie)', () => {
    expect(selectionConflicts(bet('combo', [selection('m1', oddin), selection('m2'), selection('m3')]))).toEqual([{ restriction: 'multiple_providers', selectionIds: ['m1'] }]);
    expect(selectionConflicts(bet('combo', [selection('m1', oddin), selection('m2')]))).toEqual([{ restriction: 'multiple_providers', selectionIds: ['m2'] }]);
    expect(selectionConflicts(bet('combo', [selection('m1'), selection('m2', oddin), selection('m3', oddin), selection('m4', { provider: 'betconstruct' })]))).toEqual([
      { restriction: 'multiple_providers', selectionIds: ['m1', 'm4'] },
    ]);
  });

  it('names the selections of a provider without system bets, after the match conflicts', () => {
    const selections = [selection('m1', oddin), selection('m1', { ...oddin, id: 'm1x' }), selection('m2', oddin)];
    expect(selectionConflicts(bet('system', selections), ['betradar'])).toEqual([
      { restriction: 'same_match', selectionIds: ['m1', 'm1x'] },
      { restriction: 'system_single_provider', selectionIds: ['m1', 'm1x', 'm2'] },
    ]);
  });

  it('finds none for a clean combo, a single or a bet builder on one match', () => {
    expect(selectionConflicts(bet('combo', [selection('m1'), selection('m2')]))).toEqual([]);
    expect(selectionConflicts(bet('single', [selection('m1')]))).toEqual([]);
    expect(selectionConflicts(bet('custom_bet', [selection('m1'), selection('m1', { id: 'm1x' })]))).toEqual([]);
  });

  it('the restriction the API refuses with is the first conflict', () => {
    const tested = bet('combo', [selection('m1', oddin), selection('m1', { id: 'm1x' })]);
    expect(selectionConflicts(tested).map((conflict) => conflict.restriction)).toEqual(['same_match', 'multiple_providers']);
    expect(selectionRestriction(tested)).toBe('same_match');
  });
});

// spec core §5 "Max stake is supported only when all selections are from the first provider …".
describe('max stake support', () => {
  it.each([
    [['betradar'], false, true],
    [['betradar', 'oddin'], false, false],
    [['betradar', 'oddin'], true, true],
    [['betconstruct'], true, false],
  ] as const)('%j with second provider allowed %s → %s', (providers, allowSecond, supported) => {
    expect(isMaxStakeSupported(providers.map((provider) => ({ provider })), allowSecond)).toBe(supported);
  });
});
