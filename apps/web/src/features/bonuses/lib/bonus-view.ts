import type { BonusDto, FreebetDto } from '@sportsbook/contracts/models';

/** The groups of the /promotions page, in order: combo boosts, then free bets of the four kinds. */
export const BONUS_GROUPS = ['comboboost', 'freebet'] as const;
export type BonusGroup = (typeof BONUS_GROUPS)[number];

export const groupOf = (bonus: Pick<BonusDto, 'type'>): BonusGroup => (bonus.type === 'comboboost' ? 'comboboost' : 'freebet');

/** The bonuses by group (each group keeps the server's order: newest first). */
export function groupBonuses(bonuses: readonly BonusDto[]): { group: BonusGroup; bonuses: BonusDto[] }[] {
  return BONUS_GROUPS.map((group) => ({ group, bonuses: bonuses.filter((bonus) => groupOf(bonus) === group) })).filter((entry) => entry.bonuses.length > 0);
}

/** A free bet's amount: the player's issued one, else (a visitor's campaign) the campaign's in this currency or its first. */
export function freebetAmount(bonus: FreebetDto, currency: string): { value: number; currency: string } | null {
  if (bonus.issued) return { value: bonus.issued.amount, currency: bonus.issued.currency };
  const value = bonus.amounts[currency];
  if (value !== undefined) return { value, currency };
  const [first] = Object.entries(bonus.amounts);
  return first ? { value: first[1], currency: first[0] } : null;
}

/** Uses left of the player's bonus (null for a visitor's campaign). */
export function usesLeft(bonus: BonusDto): number | null {
  return bonus.issued ? Math.max(0, bonus.uses_count - bonus.issued.times_used) : null;
}

/** When it ends: the player's bonus's expiry, else the campaign's end. */
export function endsAt(bonus: BonusDto): string | null {
  return bonus.issued?.expired_at ?? bonus.valid_to;
}

/**
 * The player's bonus waits for the player to activate it (`POST /bonuses/{id}/activate`): a free
 * bet issued while another was active (available), or one another activation replaced (overridden).
 */
export function needsActivation(bonus: BonusDto): boolean {
  const status = bonus.issued?.computed_status;
  return status === 'available' || status === 'overridden';
}

/** What POST /bonuses/mark-as-seen is sent for these bonuses: only the player's, only those not yet seen (spec promotions §4). */
export function unseenOf(bonuses: readonly BonusDto[]): { id: string; type: BonusDto['type'] }[] {
  return bonuses.filter((bonus) => bonus.issued?.seen === false).map((bonus) => ({ id: bonus.id, type: bonus.type }));
}
