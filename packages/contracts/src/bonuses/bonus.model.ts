import type { BonusDto } from './bonus';

export type { BonusDto, BonusTermsDto, ComboBoostDto, FreebetDto } from './bonus';

/** The per-kind list a bonus belongs to (GET /bonuses/{kind}/{id}, its terms). */
export function bonusListKind(bonus: Pick<BonusDto, 'type'>): 'comboboosts' | 'freebets' {
  return bonus.type === 'comboboost' ? 'comboboosts' : 'freebets';
}
