/**
 * Selection state on market update and accepting changes (spec core §4 "Selection state on
 * market update", "Ticket states", "A provider status change marks selections of inactive
 * providers as not available").
 *
 * Choices where the spec is silent:
 * - "A market not allowed" means any status other than allowed (1): a suspended, deactivated,
 *   settled or cancelled market cannot be backed either.
 * - A selection whose market is allowed again and whose outcome is active stops being suspended.
 * - The ticket moves to ODDS_CHANGED only when the update touched a slip selection and left some
 *   selection changed, suspended or unavailable; a custom bet's stake is never rescaled (its
 *   price comes from the server's custom-bet calculation, not from the product of odds).
 * - Rescaled stakes are rounded half up to a minor unit.
 */
import { isLiveStatus, MARKET_STATUS, MATCH_STATUS, type MarketStatus, type Provider } from '../catalogue/statuses';
import type { SystemType } from '../calculations/system-bets';
import { totalOddsThousandths } from '../calculations/total-odds';
import { oddsToThousandths } from '../odds/odds-thousandths';
import { normalizeBetType } from './bet-type-rules';
import { selectedIds } from './slip-selections';
import {
  BET_TYPE,
  STAKE_SOURCE,
  TICKET_STATE,
  isPlacedTicketState,
  type OddsAcceptMode,
  type SlipBet,
  type SlipSelection,
  type Ticket,
} from './slip-types';

/** The part of a market update the slip reads. */
export interface MarketUpdate {
  matchId: number;
  marketId: number;
  specifier: string;
  status: MarketStatus;
  outcomes: readonly { outcomeId: string; active: boolean; odds: number }[];
}

export function isSelectionOfMarket(selection: SlipSelection, market: MarketUpdate): boolean {
  return selection.matchId === market.matchId && selection.marketId === market.marketId && selection.specifier === market.specifier;
}

/** A selection after a market update; the same object when nothing changed. */
export function applyMarketToSelection(selection: SlipSelection, market: MarketUpdate, mode: OddsAcceptMode): SlipSelection {
  const outcome = market.outcomes.find((candidate) => candidate.outcomeId === selection.outcomeId);
  if (market.status !== MARKET_STATUS.allowed || outcome === undefined || !outcome.active) {
    return selection.isSuspended ? selection : { ...selection, isSuspended: true };
  }
  const resumed = selection.isSuspended ? { ...selection, isSuspended: false } : selection;
  const next = oddsToThousandths(outcome.odds);
  if (next === oddsToThousandths(selection.odds)) return resumed;
  const accepted = oddsToThousandths(selection.acceptedOdds);
  const followsPrice = mode === 'ANY' || (mode === 'HIGHER' && next > accepted);
  const acceptedOdds = followsPrice ? outcome.odds : selection.acceptedOdds;
  const isChanged = mode === 'NONE' ? next !== accepted : mode === 'HIGHER' ? next < oddsToThousandths(acceptedOdds) : false;
  return { ...resumed, odds: outcome.odds, acceptedOdds, isChanged };
}

/** Stake × old total odds / new total odds, rounded half up to a minor unit (stake source potential win). */
export function rescaleStake(stake: number, oldTotalThousandths: number, newTotalThousandths: number): number {
  if (newTotalThousandths <= 0) return stake;
  return Number((BigInt(stake) * BigInt(oldTotalThousandths) * 2n + BigInt(newTotalThousandths)) / (BigInt(newTotalThousandths) * 2n));
}

function betTotalOdds(bet: SlipBet): number {
  return totalOddsThousandths(bet.selections.map((selection) => selection.odds));
}

/**
 * A bet with its selections updated (each the same object when unchanged): the same bet when
 * nothing changed; a potential-win stake rescaled to the new total odds (not a custom bet's).
 */
export function withUpdatedSelections(bet: SlipBet, selections: SlipSelection[]): SlipBet {
  if (selections.every((selection, index) => selection === bet.selections[index])) return bet;
  const updated = { ...bet, selections };
  if (bet.stakeSource !== STAKE_SOURCE.potentialWin || bet.betType === BET_TYPE.customBet) return updated;
  return { ...updated, stake: rescaleStake(bet.stake, betTotalOdds(bet), betTotalOdds(updated)) };
}

function applyMarketToBet(bet: SlipBet, market: MarketUpdate, mode: OddsAcceptMode): SlipBet {
  return withUpdatedSelections(bet, bet.selections.map((selection) =>
    isSelectionOfMarket(selection, market) ? applyMarketToSelection(selection, market, mode) : selection,
  ));
}

/** True when a selection needs the player's attention before placing. */
export function needsAcceptance(selection: SlipSelection): boolean {
  return selection.isChanged || selection.isSuspended || selection.isNotAvailable;
}

/** The ticket after a market update (spec core §4: ODDS_CHANGED unless a placement is under way or finished). */
export function applyMarketUpdate(ticket: Ticket, market: MarketUpdate, mode: OddsAcceptMode): Ticket {
  const bets = ticket.bets.map((bet) => applyMarketToBet(bet, market, mode));
  if (bets.every((bet, index) => bet === ticket.bets[index])) return ticket;
  const placing = ticket.inProgress || ticket.ticketState === TICKET_STATE.processing || isPlacedTicketState(ticket.ticketState);
  const pending = bets.some((bet) => bet.selections.some(needsAcceptance));
  return { ...ticket, bets, ticketState: !placing && pending ? TICKET_STATE.oddsChanged : ticket.ticketState };
}

/** True when a custom bet can stay after accepting: every selection prematch or live. */
function isCustomBetPlayable(bet: SlipBet): boolean {
  return bet.selections.every((selection) => selection.matchStatus === MATCH_STATUS.prematch || isLiveStatus(selection.matchStatus));
}

/**
 * Accepting changes: suspended or unavailable selections dropped, odds accepted, empty bets
 * removed, custom bets with a selection neither prematch nor live removed; back to INITIAL.
 */
export function acceptOddsChanges(ticket: Ticket, systemTypes: readonly SystemType[] = ticket.systemTypes): Ticket {
  const bets = ticket.bets.flatMap((bet) => {
    const selections = bet.selections
      .filter((selection) => !selection.isSuspended && !selection.isNotAvailable)
      .map((selection) => ({ ...selection, acceptedOdds: selection.odds, isChanged: false }));
    if (selections.length === 0) return [];
    if (bet.betType === BET_TYPE.customBet && !isCustomBetPlayable(bet)) return [];
    return [normalizeBetType({ ...bet, selections }, systemTypes)];
  });
  return { ...ticket, bets, selectedOutcomeIds: selectedIds(bets), ticketState: TICKET_STATE.initial };
}

/** Marks selections of inactive providers as not available, and of active ones as available again. */
export function applyProviderStatuses(ticket: Ticket, activeByProvider: Readonly<Partial<Record<Provider, boolean>>>): Ticket {
  const bets = ticket.bets.map((bet) => ({
    ...bet,
    selections: bet.selections.map((selection) => {
      const isNotAvailable = activeByProvider[selection.provider] !== true;
      return selection.isNotAvailable === isNotAvailable ? selection : { ...selection, isNotAvailable };
    }),
  }));
  const placing = ticket.inProgress || isPlacedTicketState(ticket.ticketState);
  const pending = bets.some((bet) => bet.selections.some(needsAcceptance));
  return { ...ticket, bets, ticketState: !placing && pending ? TICKET_STATE.oddsChanged : ticket.ticketState };
}
