import type { BonusDto } from './bonus';

export type { BonusDto, BonusTermsDto, ComboBoostDto, FreebetDto, MarkAsSeenBody } from './bonus';
export { BONUS_NOT_ACTIVATABLE } from './bonus-codes.model';

/** The per-kind list a bonus belongs to (GET /bonuses/{kind}/{id}, its terms). */
export function bonusListKind(bonus: Pick<BonusDto, 'type'>): 'comboboosts' | 'freebets' {
  return bonus.type === 'comboboost' ? 'comboboosts' : 'freebets';
}
