/**
 * The bet slip model (spec core §3 "Bets and ticket"): selections, slip bets, the ticket and its
 * states. Stakes are integer minor units; odds are decimal prices with 3 places (client model),
 * turned into thousandths for arithmetic.
 */
import type { AvailableBonuses, SlipBonus } from '../bonuses/bonus-types';
import type { SystemType } from '../calculations/system-bets';
import type { MatchStatus, MatchType, Provider } from '../catalogue/statuses';

/** spec core §3 "Bet types: single, combo, system, custom_bet". */
export const BET_TYPE = { single: 'single', combo: 'combo', system: 'system', customBet: 'custom_bet' } as const;
export type BetType = (typeof BET_TYPE)[keyof typeof BET_TYPE];
export const BET_TYPES: readonly BetType[] = Object.values(BET_TYPE);

/** Where a stake came from (spec core §3 "stakeSource (for example potential win, sharing)"). */
export const STAKE_SOURCE = { input: 'input', potentialWin: 'potential_win', sharing: 'sharing', recommended: 'recommended' } as const;
export type StakeSource = (typeof STAKE_SOURCE)[keyof typeof STAKE_SOURCE];

/** spec core §3 "Ticket states". SUCCESS is the only placed-like state the spec names. */
export const TICKET_STATE = {
  initial: 'INITIAL',
  oddsChanged: 'ODDS_CHANGED',
  processing: 'PROCESSING',
  success: 'SUCCESS',
  error: 'ERROR',
} as const;
export type TicketState = (typeof TICKET_STATE)[keyof typeof TICKET_STATE];
export const PLACED_TICKET_STATES: readonly TicketState[] = [TICKET_STATE.success];

export function isPlacedTicketState(state: TicketState): boolean {
  return PLACED_TICKET_STATES.includes(state);
}

/** spec core §3 "Odds-change acceptance modes: NONE, HIGHER, ANY". */
export const ODDS_ACCEPT_MODES = ['NONE', 'HIGHER', 'ANY'] as const;
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];

/** spec core §3 "Selection (slip)". */
export interface SlipSelection {
  id: string;
  type: MatchType;
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  marketId: number;
  marketName: string;
  marketGroup?: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  odds: number;
  acceptedOdds: number;
  initialOdds: number;
  active: boolean;
  provider: Provider;
  sportKey: string;
  nameA: string;
  nameB: string;
  categoryName: string;
  matchStatus: MatchStatus;
  isSuspended: boolean;
  isChanged: boolean;
  isNotAvailable: boolean;
}

/** spec core §3 "Bet (slip)". */
export interface SlipBet {
  stake: number;
  currency: string;
  subunits: number;
  betType: BetType;
  /** Price of a custom bet (bet builder), decimal; null for other types. */
  customOdds: number | null;
  selections: SlipSelection[];
  availableBonuses: AvailableBonuses;
  bonus: SlipBonus | null;
  bonusOdds: number | null;
  stakeSource: StakeSource;
  systemType: SystemType | null;
  betId: string | null;
  status: string | null;
  isVip: boolean;
  freebetStake: number | null;
  jackpots: string[];
  /** Total odds the server accepted, set once the bet is placed (spec core §4 "Ticket states"). */
  placedOdds?: number;
}

/** spec core §3 "Ticket: error {message, details, messagesByBet, payload, isWrongOddsError, code}". */
export interface TicketError {
  message: string;
  details: readonly string[];
  /** Per-bet messages keyed by selection id. */
  messagesByBet: Readonly<Record<string, string>>;
  payload: unknown;
  isWrongOddsError: boolean;
  code: number | string | null;
}

/** spec core §3 "upcomingBonuses (id, disabled, completedCount, suitableCount)". */
export interface UpcomingBonus {
  id: string;
  disabled: boolean;
  completedCount: number;
  suitableCount: number;
}

/** spec core §3 "Ticket". */
export interface Ticket {
  ticketState: TicketState;
  error: TicketError;
  bets: SlipBet[];
  upcomingBonuses: UpcomingBonus[];
  selectedOutcomeIds: string[];
  processingBets: SlipBet[];
  placedBets: SlipBet[];
  isRestoring: boolean;
  inProgress: boolean;
  systemTypes: SystemType[];
}

/** What a placed bet in the placement response gives back to its processing bet (spec core §4). */
export interface PlacedBetResult {
  betId: string;
  status: string;
  isVip: boolean;
  /** Odds accepted by the server, decimal. */
  odds: number;
}

/** Ticket error default: an empty message (spec core §8 "Ticket error default is an empty message"). */
export const NO_TICKET_ERROR: TicketError = {
  message: '',
  details: [],
  messagesByBet: {},
  payload: null,
  isWrongOddsError: false,
  code: null,
};
