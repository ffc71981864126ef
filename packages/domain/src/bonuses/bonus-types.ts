/**
 * Bonus type keys and statuses (promotions §4 "Bonuses").
 */
export const BONUS_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
  'jackpot',
] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export function isBonusType(value: string): value is BonusType {
  return (BONUS_TYPES as readonly string[]).includes(value);
}

/** User bonus statuses (promotions §4 "Bonus states"). */
export const BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const BONUS_TIMINGS = ['Past', 'Valid', 'Upcoming'] as const;
export type BonusTiming = (typeof BONUS_TIMINGS)[number];

export const BONUS_PAYOUT_STATES = ['initial', 'approved', 'declined', 'paid'] as const;
export type BonusPayoutState = (typeof BONUS_PAYOUT_STATES)[number];

export const LOOTBOX_STATES = ['active', 'created', 'disabled', 'finished', 'paused'] as const;
export type LootboxState = (typeof LOOTBOX_STATES)[number];

/** A bonus offered to, or chosen for, one slip bet. */
export interface SlipBonus {
  bonusId: string;
  bonusType: BonusType;
  /** Free-bet amount in minor units (free-bet kinds only). */
  freebetStake?: number;
  /** Combo boost: multiplier of the active range in thousandths. */
  oddsThousandths?: number;
}

/** Bonuses offered to a slip bet (spec core §3 "availableBonuses (comboboost, freebet list, hunting, lootbox, tournament)"). */
export interface AvailableBonuses {
  comboboost: SlipBonus | null;
  freebet: SlipBonus[];
  hunting: SlipBonus | null;
  lootbox: SlipBonus | null;
  tournament: SlipBonus | null;
}

export const NO_AVAILABLE_BONUSES: AvailableBonuses = {
  comboboost: null,
  freebet: [],
  hunting: null,
  lootbox: null,
  tournament: null,
};
