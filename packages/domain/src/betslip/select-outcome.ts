/**
 * What selecting an outcome does (spec core §4 "Selecting an outcome"; §2 "Ticket panel": the
 * custom-bet modal opens when the first slip bet is a custom bet and the user selects an outcome).
 *
 * Order of the rules: in progress → ignored; quick bet enabled, live match, not custom → quick
 * bet; otherwise quick bet is switched off and: first slip bet custom → custom modal; a custom-type
 * bet → put on the slip with its custom odds; already selected → removed; else added.
 */
import { isLiveStatus } from '../catalogue/statuses';
import { BET_TYPE, type SlipSelection, type Ticket } from './slip-types';

export const OUTCOME_SELECTION = {
  ignored: 'ignored',
  quickBet: 'quick_bet',
  customModal: 'custom_modal',
  customBetPut: 'custom_bet_put',
  removed: 'removed',
  added: 'added',
} as const;
export type OutcomeSelectionKind = (typeof OUTCOME_SELECTION)[keyof typeof OUTCOME_SELECTION];

export interface OutcomeSelectionDecision {
  kind: OutcomeSelectionKind;
  /** True when an enabled quick bet must be switched off because this selection does not use it. */
  turnQuickBetOff: boolean;
}

export interface OutcomeSelectionInput {
  ticket: Pick<Ticket, 'inProgress' | 'bets' | 'selectedOutcomeIds'>;
  selection: Pick<SlipSelection, 'id' | 'matchStatus'>;
  /** True when the selection is a custom-type (bet builder) bet. */
  isCustom: boolean;
  quickBetEnabled: boolean;
}

export function decideOutcomeSelection({ ticket, selection, isCustom, quickBetEnabled }: OutcomeSelectionInput): OutcomeSelectionDecision {
  if (ticket.inProgress) return { kind: OUTCOME_SELECTION.ignored, turnQuickBetOff: false };
  if (quickBetEnabled && isLiveStatus(selection.matchStatus) && !isCustom) {
    return { kind: OUTCOME_SELECTION.quickBet, turnQuickBetOff: false };
  }
  const turnQuickBetOff = quickBetEnabled;
  if (ticket.bets[0]?.betType === BET_TYPE.customBet) return { kind: OUTCOME_SELECTION.customModal, turnQuickBetOff };
  if (isCustom) return { kind: OUTCOME_SELECTION.customBetPut, turnQuickBetOff };
  const selected = ticket.selectedOutcomeIds.includes(selection.id);
  return { kind: selected ? OUTCOME_SELECTION.removed : OUTCOME_SELECTION.added, turnQuickBetOff };
}
