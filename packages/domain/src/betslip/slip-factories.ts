/**
 * Builders of empty tickets and new slip bets, so every caller starts from the same defaults.
 */
import { NO_AVAILABLE_BONUSES } from '../bonuses/bonus-types';
import { allSystemTypes } from '../calculations/system-bets';
import { BET_TYPE, NO_TICKET_ERROR, STAKE_SOURCE, TICKET_STATE, type SlipBet, type SlipSelection, type Ticket } from './slip-types';

export function createTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticketState: TICKET_STATE.initial,
    error: NO_TICKET_ERROR,
    bets: [],
    upcomingBonuses: [],
    selectedOutcomeIds: [],
    processingBets: [],
    placedBets: [],
    isRestoring: false,
    inProgress: false,
    systemTypes: allSystemTypes(),
    ...overrides,
  };
}

export interface BetCurrency {
  currency: string;
  subunits: number;
}

/** A new single bet on one selection with a zero stake. */
export function createSingleBet(selection: SlipSelection, currency: BetCurrency): SlipBet {
  return {
    stake: 0,
    currency: currency.currency,
    subunits: currency.subunits,
    betType: BET_TYPE.single,
    customOdds: null,
    selections: [selection],
    availableBonuses: NO_AVAILABLE_BONUSES,
    bonus: null,
    bonusOdds: null,
    stakeSource: STAKE_SOURCE.input,
    systemType: null,
    betId: null,
    status: null,
    isVip: false,
    freebetStake: null,
    jackpots: [],
  };
}
