/**
 * Selection-level validation (spec core §5): invalid selections with their label ids, the custom
 * bet minimum, selection restrictions, and max-stake support by provider.
 */
import type { Provider } from '../catalogue/statuses';
import { BET_TYPE, type SlipBet, type SlipSelection } from '../betslip/slip-types';

export const SELECTION_LABEL = {
  notAvailable: 'sb.ticket.not-available.label',
  suspended: 'sb.ticket.suspended.label',
} as const;

/** A bet has invalid selections if any selection is suspended, changed or unavailable. */
export function hasInvalidSelections(bet: Pick<SlipBet, 'selections'>): boolean {
  return bet.selections.some((s) => s.isSuspended || s.isChanged || s.isNotAvailable);
}

/** The label shown on a selection: unavailable wins over suspended; null for none. */
export function selectionLabelId(selection: Pick<SlipSelection, 'isSuspended' | 'isNotAvailable'>): string | null {
  if (selection.isNotAvailable) return SELECTION_LABEL.notAvailable;
  if (selection.isSuspended) return SELECTION_LABEL.suspended;
  return null;
}

export const CUSTOM_BET_MIN_SELECTIONS = 2;

/** A custom bet needs at least 2 non-suspended selections. */
export function isCustomBetValid(bet: Pick<SlipBet, 'selections'>): boolean {
  return bet.selections.filter((s) => !s.isSuspended).length >= CUSTOM_BET_MIN_SELECTIONS;
}

export const SELECTION_RESTRICTION = {
  sameMatch: 'same_match',
  systemSingleProvider: 'system_single_provider',
  multipleProviders: 'multiple_providers',
} as const;
export type SelectionRestriction = (typeof SELECTION_RESTRICTION)[keyof typeof SELECTION_RESTRICTION];

/**
 * The restriction a bet breaks, or null (spec core §5): two selections from one match in a combo
 * or system; a system bet with a selection from one provider; selections from more than one provider.
 * "A system bet has a selection from one provider" is read as: the provider does not allow system
 * bets, given by `systemProviders` (the spec names the rule but not the provider list).
 */
export function selectionRestriction(
  bet: Pick<SlipBet, 'betType' | 'selections'>,
  systemProviders: readonly Provider[] = ['betradar', 'oddin', 'betconstruct'],
): SelectionRestriction | null {
  const multi = bet.betType === BET_TYPE.combo || bet.betType === BET_TYPE.system;
  const matchIds = bet.selections.map((s) => s.matchId);
  if (multi && new Set(matchIds).size < matchIds.length) return SELECTION_RESTRICTION.sameMatch;
  if (bet.betType === BET_TYPE.system && bet.selections.some((s) => !systemProviders.includes(s.provider))) {
    return SELECTION_RESTRICTION.systemSingleProvider;
  }
  if (new Set(bet.selections.map((s) => s.provider)).size > 1) return SELECTION_RESTRICTION.multipleProviders;
  return null;
}

/**
 * Max stake is supported only when all selections are from the first provider, or also from the
 * second when the flag allows it (spec core §5). Provider order is that of PROVIDERS.
 */
export function isMaxStakeSupported(selections: readonly Pick<SlipSelection, 'provider'>[], allowSecondProvider: boolean): boolean {
  const allowed: Provider[] = allowSecondProvider ? ['betradar', 'oddin'] : ['betradar'];
  return selections.every((s) => allowed.includes(s.provider));
}
