/**
 * The bet slip state machine: `slipReducer(ticket, action) → ticket` (spec core §4 "Bet type",
 * "Ticket states", "Selection state on market update"). Every transition delegates to a rule
 * module; the reducer only routes and keeps `selectedOutcomeIds` in step with the bets.
 * A refused action returns the very same ticket object.
 */
import { applyOfferedBonuses, chooseBonus, removeBonus } from '../bonuses/bonus-selection';
import { sortSystemTypes } from '../calculations/system-bets';
import { betTypeSwitchRefusal, switchBets } from './bet-type-rules';
import { acceptOddsChanges, applyMarketUpdate, applyProviderStatuses } from './market-update';
import { applyRefusedSelections } from './placement-refusal';
import type { SlipAction } from './slip-actions';
import { betsAfterCurrencyChange, convertRestoredBets } from './slip-currency';
import { createSingleBet } from './slip-factories';
import { addSelection, removeSelection, selectedIds } from './slip-selections';
import { BET_TYPE, type SlipBet, type Ticket } from './slip-types';
import { betLineCount, stakePerLine, withStakePerLine, withWholeLines } from './system-stake';
import { completePlacement, failPlacement, resetTicketState, startPlacement, stateAfterSelectionChange } from './ticket-state';

function withBets(ticket: Ticket, bets: SlipBet[]): Ticket {
  return { ...ticket, bets, selectedOutcomeIds: selectedIds(bets), ticketState: stateAfterSelectionChange(bets) };
}

function updateBet(ticket: Ticket, index: number, update: (bet: SlipBet) => SlipBet): Ticket {
  const bet = ticket.bets[index];
  if (bet === undefined) return ticket;
  return { ...ticket, bets: ticket.bets.map((candidate, i) => (i === index ? update(candidate) : candidate)) };
}

/**
 * The ticket after `action`. Every system bet's stake is a whole number of its lines afterwards
 * (system-stake: what is charged is lines × the stake per line shown).
 */
export function slipReducer(ticket: Ticket, action: SlipAction): Ticket {
  const next = route(ticket, action);
  if (next === ticket) return ticket;
  const bets = next.bets.map((bet) => withWholeLines(bet));
  return bets.every((bet, index) => bet === next.bets[index]) ? next : { ...next, bets };
}

function route(ticket: Ticket, action: SlipAction): Ticket {
  switch (action.type) {
    case 'selectionAdded':
      if (ticket.selectedOutcomeIds.includes(action.selection.id)) return ticket;
      return withBets(ticket, addSelection(ticket.bets, action.selection, { ...action, systemTypes: ticket.systemTypes }));
    case 'selectionRemoved':
      if (!ticket.selectedOutcomeIds.includes(action.selectionId)) return ticket;
      return withBets(ticket, removeSelection(ticket.bets, action.selectionId, ticket.systemTypes));
    case 'customBetPut': {
      const [first, ...rest] = action.selections;
      if (first === undefined) return ticket;
      const bet = createSingleBet(first, action.currency);
      return withBets(ticket, [{ ...bet, betType: BET_TYPE.customBet, selections: [first, ...rest], customOdds: action.customOdds }]);
    }
    case 'betTypeSwitched':
      if (betTypeSwitchRefusal(ticket, action.betType, action.multiSingleAvailableByProvider) !== null) return ticket;
      return withBets(ticket, switchBets(ticket, action.betType, action.systemType));
    case 'systemTypeChosen':
      if (ticket.bets[0]?.betType !== BET_TYPE.system || ticket.bets[0].selections.length !== action.systemType.totalCount) return ticket;
      return updateBet(ticket, 0, (bet) => withStakePerLine({ ...bet, systemType: action.systemType }, stakePerLine(bet)));
    case 'systemTypesLoaded':
      return { ...ticket, systemTypes: sortSystemTypes(action.systemTypes) };
    case 'stakeChanged': {
      // A system bet's stake is entered per line (system-stake).
      const target = ticket.bets[action.betIndex];
      const lines = target === undefined ? 1 : betLineCount(target);
      if (!Number.isSafeInteger(action.stake * lines) || action.stake < 0) return ticket;
      return updateBet(ticket, action.betIndex, (bet) => ({ ...withStakePerLine(bet, action.stake), stakeSource: action.stakeSource }));
    }
    case 'marketUpdated':
      return applyMarketUpdate(ticket, action.market, action.oddsAcceptMode);
    case 'oddsChangesAccepted':
      return acceptOddsChanges(ticket);
    case 'providerStatusesChanged':
      return applyProviderStatuses(ticket, action.activeByProvider);
    case 'placementStarted':
      return ticket.inProgress ? ticket : startPlacement(ticket);
    case 'placementSucceeded':
      return completePlacement(ticket, action.placed);
    case 'placementFailed': {
      // The server's word on the selections first (against the bets sent), then ERROR.
      const bets = action.refused ? applyRefusedSelections(ticket.bets, ticket.processingBets, action.refused.selections, action.refused.oddsAcceptMode) : ticket.bets;
      return failPlacement(bets === ticket.bets ? ticket : { ...ticket, bets }, action.error);
    }
    case 'ticketReset':
      return resetTicketState(ticket);
    case 'currencyChanged':
      return { ...ticket, bets: betsAfterCurrencyChange(ticket.bets, action.currency) };
    case 'betsRestored': {
      const restored = action.currency === null ? action.bets : convertRestoredBets(action.bets, action.currency, action.rates);
      return { ...withBets(ticket, restored.filter((bet) => bet.selections.length > 0)), isRestoring: false };
    }
    case 'activeCurrencyKnown': {
      const active = action.currency.currency;
      if (ticket.bets.every((bet) => bet.currency === active)) return ticket;
      return { ...ticket, bets: convertRestoredBets(ticket.bets, action.currency, action.rates) };
    }
    case 'bonusesOffered':
      return updateBet(ticket, action.betIndex, (bet) => applyOfferedBonuses(bet, action.available));
    case 'bonusChosen':
      return updateBet(ticket, action.betIndex, (bet) => chooseBonus(bet, action.bonus));
    case 'bonusRemoved':
      return updateBet(ticket, action.betIndex, removeBonus);
    case 'slipCleared':
      return withBets(ticket, []);
  }
}
