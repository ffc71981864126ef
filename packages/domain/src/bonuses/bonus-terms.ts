/**
 * What an operator's campaign asks of a bet and a player (spec promotions §3 "Combo boost", "Free
 * bet", "Event condition"; §5 "A combo boost may be for verified users only. A bonus type may be
 * restricted by country codes."). Odds in thousandths, money in minor units.
 */
import type { BetType } from '../betslip/slip-types';
import type { ComboBoostRange } from '../calculations/combo-boost';
import type { MatchStatus, SportType } from '../catalogue/statuses';

/**
 * One event condition (spec promotions §3 "sport_type, sport, category, tournament, event"): every
 * field given must match; a field left out matches anything.
 */
export interface EventCondition {
  sportType?: SportType;
  sportId?: number;
  categoryId?: number;
  tournamentId?: number;
  /** A match (or outright) id. */
  eventId?: number;
}

/** Where a selection sits in the catalogue, for event conditions. */
export interface SelectionEvent {
  sportType: SportType;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  eventId: number;
}

/** The match statuses a free bet may be placed on (spec promotions §3 free bet `match_status`). */
export const FREEBET_MATCH_STATUSES = ['prematch', 'live', 'both'] as const;
export type FreebetMatchStatus = (typeof FREEBET_MATCH_STATUSES)[number];

/** Conditions every campaign may set on the player. */
export interface PlayerConditions {
  /** ISO codes; empty: every country. */
  countryCodes: readonly string[];
  onlyVerified: boolean;
}

export interface ComboBoostTerms extends PlayerConditions {
  ranges: readonly ComboBoostRange[];
  /** Lowest price of every selection, thousandths. */
  minOdds: number;
  eventConditions: readonly EventCondition[];
}

export interface FreebetTerms extends PlayerConditions {
  /** Bounds of the bet's total odds, thousandths (null: unbounded). */
  minOdds: number | null;
  maxOdds: number | null;
  matchStatus: FreebetMatchStatus;
  selectionCountFrom: number;
  /** Null: no upper bound. */
  selectionCountTo: number | null;
  eventConditions: readonly EventCondition[];
}

/** A player as bonus conditions see them. */
export interface BonusPlayer {
  /** ISO country code, null when unknown. */
  country: string | null;
  /** Phone verified (the only verification the platform shows, spec core §3 "Phone verification"). */
  verified: boolean;
}

/** A bet as bonus conditions see it, at the prices it is placed (or offered) at. */
export interface BonusBet {
  betType: BetType;
  stake: number;
  currency: string;
  /** Total odds, thousandths. */
  totalOdds: number;
  selections: readonly { odds: number; matchStatus: MatchStatus; event: SelectionEvent }[];
}
