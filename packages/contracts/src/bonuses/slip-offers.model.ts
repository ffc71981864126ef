import { isFreebetType, NO_AVAILABLE_BONUSES, oddsToThousandths, type AvailableBonuses, type SlipBonus } from '@sportsbook/domain';
import type { GenericBonusDto } from './bonus';

export type { GenericBonusDto, SlipOffersBody, SlipOffersResponse } from './bonus';

/**
 * One slip bet's offers (POST /bonuses/bet-slip, spec promotions §3 "Generic bonus") as the slip
 * holds them (domain AvailableBonuses, spec core §3 "availableBonuses"): the combo boost with the
 * multiplier of its selected range, every free bet with its amount (the stake it sets). Types the
 * slip does not take yet (hunting, lootbox, tournament) are left out.
 */
export function toAvailableBonuses(offers: readonly GenericBonusDto[]): AvailableBonuses {
  let comboboost: SlipBonus | null = null;
  const freebet: SlipBonus[] = [];
  for (const offer of offers) {
    const { id, amount, ranges, selected_range: selected } = offer.details;
    if (offer.type === 'comboboost') {
      const range = selected === null ? undefined : ranges?.[selected];
      if (range) comboboost = { bonusId: id, bonusType: 'comboboost', oddsThousandths: oddsToThousandths(range.bonus_odds) };
    } else if (isFreebetType(offer.type) && amount !== null) {
      freebet.push({ bonusId: id, bonusType: offer.type, freebetStake: amount });
    }
  }
  return { ...NO_AVAILABLE_BONUSES, comboboost, freebet };
}
