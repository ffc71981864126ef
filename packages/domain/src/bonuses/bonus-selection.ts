/**
 * The bonus chosen on a slip bet (promotions §4 "Bonuses", core §4 "Ticket states" free-bet stake).
 *
 * Choices where the spec is silent:
 * - A bonus is "in the new offers" when a bonus with the same id is offered in its slot.
 * - A chosen free bet still offered takes the new offer (amount may have changed) and its stake.
 * - A free bet that disappears is replaced like any bonus, and the stake resets to 0.
 * - The lootbox marker odds constant is not shown in the spec: 1.000, a neutral multiplier.
 */
import { isFreebetType } from '../calculations/freebet-payout';
import type { SlipBet } from '../betslip/slip-types';
import type { AvailableBonuses, BonusType, SlipBonus } from './bonus-types';

/** Replacement order when a chosen bonus is absent from new offers (promotions §4). */
export const BONUS_REPLACEMENT_ORDER = ['hunting', 'tournament', 'comboboost'] as const satisfies readonly (keyof AvailableBonuses)[];

/** Odds sent in the lootbox bonus marker, in thousandths (value not shown in the spec). */
export const LOOTBOX_MARKER_ODDS_THOUSANDTHS = 1000;

export function isFreebetBonus(bonus: SlipBonus | null): boolean {
  return bonus !== null && isFreebetType(bonus.bonusType);
}

/** Every bonus in the offers, free bets included. */
export function offeredBonuses(available: AvailableBonuses): SlipBonus[] {
  const singles = [available.comboboost, available.hunting, available.lootbox, available.tournament];
  return [...singles.filter((bonus): bonus is SlipBonus => bonus !== null), ...available.freebet];
}

/** The offer with the same id as the chosen bonus, or undefined. */
export function findOffered(bonus: SlipBonus, available: AvailableBonuses): SlipBonus | undefined {
  return offeredBonuses(available).find((offer) => offer.bonusId === bonus.bonusId && offer.bonusType === bonus.bonusType);
}

/** The first of hunting, tournament, combo boost present in the offers, or null. */
export function replacementBonus(available: AvailableBonuses): SlipBonus | null {
  for (const slot of BONUS_REPLACEMENT_ORDER) {
    const bonus = available[slot];
    if (bonus !== null) return bonus;
  }
  return null;
}

/** Setting a free bet: the stake becomes the free-bet stake (core §4). */
export function chooseBonus(bet: SlipBet, bonus: SlipBonus): SlipBet {
  const base = isFreebetBonus(bet.bonus) ? removeBonus(bet) : bet;
  if (!isFreebetType(bonus.bonusType)) return { ...base, bonus };
  const freebetStake = bonus.freebetStake ?? 0;
  return { ...base, bonus, freebetStake, stake: freebetStake };
}

/** Removing a bonus; removing a free bet resets the stake to 0 (core §4). */
export function removeBonus(bet: SlipBet): SlipBet {
  if (bet.bonus === null) return bet;
  return isFreebetBonus(bet.bonus) ? { ...bet, bonus: null, freebetStake: null, stake: 0 } : { ...bet, bonus: null };
}

/** New offers for a bet: the chosen bonus kept, refreshed or replaced (promotions §4). */
export function applyOfferedBonuses(bet: SlipBet, available: AvailableBonuses): SlipBet {
  const offered = { ...bet, availableBonuses: available };
  if (bet.bonus === null) return offered;
  const current = findOffered(bet.bonus, available);
  if (current !== undefined) return isFreebetType(current.bonusType) ? chooseBonus(offered, current) : { ...offered, bonus: current };
  const cleared = removeBonus(offered);
  const replacement = replacementBonus(available);
  return replacement === null ? cleared : { ...cleared, bonus: replacement };
}

export interface BonusMarker {
  id: string;
  type: BonusType;
  /** Present only for combo boost (active range) and lootbox (fixed constant). */
  oddsThousandths?: number;
}

/** The bonus marker sent with a bet (promotions §4: odds only for combo boost and lootbox). */
export function bonusMarker(bonus: SlipBonus | null): BonusMarker | null {
  if (bonus === null) return null;
  const marker: BonusMarker = { id: bonus.bonusId, type: bonus.bonusType };
  if (bonus.bonusType === 'comboboost' && bonus.oddsThousandths !== undefined) return { ...marker, oddsThousandths: bonus.oddsThousandths };
  if (bonus.bonusType === 'lootbox') return { ...marker, oddsThousandths: LOOTBOX_MARKER_ODDS_THOUSANDTHS };
  return marker;
}
