/**
 * Cashout of a bet placed with a bonus (issue 20: "cashout of a bonus bet follows a stated rule").
 * What real books do:
 * - A free bet of any kind is never cashed out: its stake was not the player's money (or, for the
 *   risk-free bet, its insurance would pay on top of the cashout); the offer is refused with the
 *   reason code CASHOUT_BONUS_BET.
 * - A combo-boost bet may be cashed out at the value of the same bet without the boost (the
 *   offer is computed from the legs' placed prices, not the boosted odds): cashing out forfeits
 *   the boost.
 * - Any other bonus type (none can be placed yet) is refused like a free bet.
 */
export type BonusCashoutRule = 'offered_unboosted' | 'refused';

export function bonusCashoutRule(bonusType: string | null): BonusCashoutRule | null {
  if (bonusType === null) return null;
  return bonusType === 'comboboost' ? 'offered_unboosted' : 'refused';
}
