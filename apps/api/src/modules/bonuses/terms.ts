import type { ComboBoostTerms, EventCondition, FreebetTerms, IssuedBonusState, PlayerConditions } from '@sportsbook/domain';
import type { bonusCampaigns, issuedBonuses, StoredEventCondition } from '../../db/schema';

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type IssuedRow = typeof issuedBonuses.$inferSelect;

/** A stored event condition as the domain matches it (ids only). */
export function eventConditionOf(stored: StoredEventCondition): EventCondition {
  return {
    ...(stored.sport_type ? { sportType: stored.sport_type } : {}),
    ...(stored.sport ? { sportId: stored.sport.id } : {}),
    ...(stored.category ? { categoryId: stored.category.id } : {}),
    ...(stored.tournament ? { tournamentId: stored.tournament.id } : {}),
    ...(stored.event ? { eventId: stored.event.id } : {}),
  };
}

export function playerConditionsOf(campaign: CampaignRow): PlayerConditions {
  return { countryCodes: campaign.countryCodes, onlyVerified: campaign.onlyVerified };
}

export function comboBoostTermsOf(campaign: CampaignRow): ComboBoostTerms {
  return {
    ...playerConditionsOf(campaign),
    ranges: (campaign.ranges ?? []).map((range) => ({ minCount: range.min_count, maxCount: range.max_count, bonusOddsThousandths: range.bonus_odds })),
    minOdds: campaign.minOdds ?? 1001,
    eventConditions: campaign.eventConditions.map(eventConditionOf),
  };
}

export function freebetTermsOf(campaign: CampaignRow): FreebetTerms {
  return {
    ...playerConditionsOf(campaign),
    minOdds: campaign.minOdds,
    maxOdds: campaign.maxOdds,
    matchStatus: campaign.matchStatus ?? 'both',
    selectionCountFrom: campaign.selectionCountFrom ?? 1,
    selectionCountTo: campaign.selectionCountTo,
    eventConditions: campaign.eventConditions.map(eventConditionOf),
  };
}

/** The issued bonus as domain userBonusStatus reads it. */
export function issuedStateOf(campaign: CampaignRow, issued: IssuedRow, playerEligible: boolean): IssuedBonusState {
  return {
    campaignStatus: campaign.status,
    validFrom: campaign.validFrom,
    expiresAt: issued.expiresAt,
    timesUsed: issued.timesUsed,
    usesCount: issued.usesCount,
    isActive: issued.isActive,
    activatedAt: issued.activatedAt,
    playerEligible,
  };
}
