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

/** The providers whose selections may be part of a system bet (see selectionConflicts). */
export const SYSTEM_PROVIDERS: readonly Provider[] = ['betradar', 'oddin', 'betconstruct'];

/** One broken restriction and the selections that break it (ids, in slip order). */
export interface SelectionConflict {
  restriction: SelectionRestriction;
  selectionIds: string[];
}

/** The provider most selections come from; on a tie the earliest of them. */
function mainProvider(selections: readonly Pick<SlipSelection, 'provider'>[]): Provider | undefined {
  const counts = new Map<Provider, number>();
  for (const { provider } of selections) counts.set(provider, (counts.get(provider) ?? 0) + 1);
  let main: Provider | undefined;
  let most = 0;
  for (const [provider, count] of counts) {
    if (count > most) [main, most] = [provider, count];
  }
  return main;
}

/**
 * Every restriction a bet breaks, with the selections at fault (spec core §5 "Selection
 * restriction applies when a combo or system bet has two selections from the same match, a system
 * bet has a selection from one provider, or selections come from more than one provider"), in
 * that order. The slip marks and names these selections and offers only the bet types without
 * conflicts; the API refuses a placement with the first (selectionRestriction), so both agree.
 *
 * Choices where the spec is silent:
 * - same match: one conflict per match holding two or more of the selections (all of them named).
 * - a system bet with a selection from one provider: read as a provider that does not allow system
 *   bets, given by `systemProviders` (the spec names the rule, not the list); those are named.
 * - more than one provider: the selections not from the main provider (the one most selections
 *   come from, the earliest on a tie) are named.
 * Custom bets have their own rules (the API's bet-builder checks) and single bets have one
 * selection: only combos and systems can conflict on a match.
 */
export function selectionConflicts(
  bet: Pick<SlipBet, 'betType' | 'selections'>,
  systemProviders: readonly Provider[] = SYSTEM_PROVIDERS,
): SelectionConflict[] {
  const conflicts: SelectionConflict[] = [];
  const { selections } = bet;
  if (bet.betType === BET_TYPE.combo || bet.betType === BET_TYPE.system) {
    const byMatch = new Map<number, string[]>();
    for (const selection of selections) byMatch.set(selection.matchId, [...(byMatch.get(selection.matchId) ?? []), selection.id]);
    for (const ids of byMatch.values()) if (ids.length > 1) conflicts.push({ restriction: SELECTION_RESTRICTION.sameMatch, selectionIds: ids });
  }
  if (bet.betType === BET_TYPE.system) {
    const ids = selections.filter((s) => !systemProviders.includes(s.provider)).map((s) => s.id);
    if (ids.length > 0) conflicts.push({ restriction: SELECTION_RESTRICTION.systemSingleProvider, selectionIds: ids });
  }
  const main = mainProvider(selections);
  const others = selections.filter((s) => s.provider !== main).map((s) => s.id);
  if (others.length > 0) conflicts.push({ restriction: SELECTION_RESTRICTION.multipleProviders, selectionIds: others });
  return conflicts;
}

/** The first restriction a bet breaks (selectionConflicts), or null: what the API refuses a placement with. */
export function selectionRestriction(
  bet: Pick<SlipBet, 'betType' | 'selections'>,
  systemProviders: readonly Provider[] = SYSTEM_PROVIDERS,
): SelectionRestriction | null {
  return selectionConflicts(bet, systemProviders)[0]?.restriction ?? null;
}

/**
 * Max stake is supported only when all selections are from the first provider, or also from the
 * second when the flag allows it (spec core §5). Provider order is that of PROVIDERS.
 */
export function isMaxStakeSupported(selections: readonly Pick<SlipSelection, 'provider'>[], allowSecondProvider: boolean): boolean {
  const allowed: Provider[] = allowSecondProvider ? ['betradar', 'oddin'] : ['betradar'];
  return selections.every((s) => allowed.includes(s.provider));
}
