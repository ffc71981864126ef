/**
 * Adding and removing slip selections (spec core §4 "Bet type").
 *
 * Choices where the spec is silent:
 * - Adding a selection already on the slip changes nothing (toggling is select-outcome's job).
 * - When the slip holds several singles and the new selection's provider does not allow
 *   multi-singles, every selection joins one combo that keeps the first bet's stake.
 */
import type { SystemType } from '../calculations/system-bets';
import { normalizeBetType, type MultiSingleAvailability } from './bet-type-rules';
import { createSingleBet, type BetCurrency } from './slip-factories';
import { BET_TYPE, type SlipBet, type SlipSelection } from './slip-types';

export interface AddSelectionContext {
  currency: BetCurrency;
  multiSingleAvailableByProvider: MultiSingleAvailability;
  systemTypes: readonly SystemType[];
}

/** Ids of every selection on the slip (spec core §3 "selectedOutcomeIds"). */
export function selectedIds(bets: readonly SlipBet[]): string[] {
  return bets.flatMap((bet) => bet.selections.map((selection) => selection.id));
}

/**
 * Adds a selection: a new single when the slip is empty, or when multi-single is allowed for the
 * provider and the first bet is single; otherwise the selection joins the first bet.
 */
export function addSelection(bets: readonly SlipBet[], selection: SlipSelection, context: AddSelectionContext): SlipBet[] {
  if (selectedIds(bets).includes(selection.id)) return [...bets];
  const [first] = bets;
  if (first === undefined) return [createSingleBet(selection, context.currency)];
  const multiSingle = context.multiSingleAvailableByProvider[selection.provider] === true;
  if (first.betType === BET_TYPE.single && multiSingle) return [...bets, createSingleBet(selection, first)];
  const joined: SlipBet = { ...first, selections: [...bets.flatMap((bet) => bet.selections), selection] };
  const rest = first.betType === BET_TYPE.single ? [] : bets.slice(1);
  return [normalizeBetType(joined, context.systemTypes), ...rest];
}

/** Removes a selection, retyping its bet and dropping bets left empty. */
export function removeSelection(bets: readonly SlipBet[], selectionId: string, systemTypes: readonly SystemType[]): SlipBet[] {
  return bets.flatMap((bet) => {
    if (!bet.selections.some((selection) => selection.id === selectionId)) return [bet];
    const selections = bet.selections.filter((selection) => selection.id !== selectionId);
    return selections.length === 0 ? [] : [normalizeBetType({ ...bet, selections }, systemTypes)];
  });
}
