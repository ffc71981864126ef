import type { BonusDto, BonusTermsDto, ComboBoostDto, FreebetDto } from '@sportsbook/contracts';
import { isFreebetType, playerProblem, thousandthsToOdds, userBonusStatus, type BonusPlayer, type FreebetType } from '@sportsbook/domain';
import { playerConditionsOf, issuedStateOf, type CampaignRow, type IssuedRow } from './terms';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const odds = (thousandths: number | null) => (thousandths === null ? null : thousandthsToOdds(thousandths));

/** A public campaign's id as visitors see it (`c3`), apart from the ids of issued bonuses. */
export const publicId = (campaignId: number) => `c${campaignId}`;

/** The player may hold it (country, verification); a visitor is not checked. */
export function isPlayerEligible(campaign: CampaignRow, player: BonusPlayer | null): boolean {
  return player === null || playerProblem(playerConditionsOf(campaign), player) === null;
}

function campaignFields(campaign: CampaignRow, id: string) {
  return {
    id,
    campaign_id: campaign.id,
    name: campaign.name,
    uses_count: campaign.usesCount,
    country_codes: campaign.countryCodes,
    event_conditions: campaign.eventConditions,
    only_verified: campaign.onlyVerified,
    valid_to: iso(campaign.validTo),
    trigger_key: campaign.triggerKey,
    status: campaign.status,
    banners: campaign.banners,
  };
}

/**
 * The bonus as the player's lists show it (spec promotions §3): the campaign's terms, and the
 * issued block with the user status the server computes; `issued` null for a visitor's public
 * campaign. A free bet's `issued.boost_multiplier` is its hunting boost's (new amount / old, from
 * `boostMultiplierThousandths`), null when it was never boosted.
 */
export function bonusDto(campaign: CampaignRow, issued: IssuedRow | null, player: BonusPlayer | null, now: Date, boostMultiplierThousandths: number | null = null): BonusDto {
  const id = issued === null ? publicId(campaign.id) : String(issued.id);
  const common = issued === null ? null : {
    seen: issued.seen,
    times_used: issued.timesUsed,
    activated_at: iso(issued.activatedAt),
    expired_at: iso(issued.expiresAt),
    computed_status: userBonusStatus(issuedStateOf(campaign, issued, isPlayerEligible(campaign, player)), now),
  };
  const kind = issued?.kind ?? campaign.type;
  if (!isFreebetType(kind)) {
    const dto: ComboBoostDto = {
      type: 'comboboost',
      ...campaignFields(campaign, id),
      min_odds: odds(campaign.minOdds) ?? 1.001,
      ranges: (campaign.ranges ?? []).map((range) => ({ min_count: range.min_count, max_count: range.max_count, bonus_odds: thousandthsToOdds(range.bonus_odds) })),
      issued: common,
    };
    return dto;
  }
  const dto: FreebetDto = {
    type: kind,
    ...campaignFields(campaign, id),
    min_odds: odds(campaign.minOdds),
    max_odds: odds(campaign.maxOdds),
    match_status: campaign.matchStatus ?? 'both',
    selection_count_from: campaign.selectionCountFrom ?? 1,
    selection_count_to: campaign.selectionCountTo,
    amounts: campaign.amounts ?? {},
    boost_data: null,
    issued: issued === null || common === null ? null : {
      ...common,
      is_active: issued.isActive,
      currency: issued.currency ?? '',
      amount: issued.amount ?? 0,
      created_at: issued.createdAt.toISOString(),
      boost_multiplier: boostMultiplierThousandths === null ? null : boostMultiplierThousandths / 1000,
    },
  };
  return dto;
}

/**
 * A bonus's terms (GET /bonuses/{kind}/{id}/terms): the operator's text in the locale (else
 * English), and each condition as a key the client renders in its language with its value.
 */
export function bonusTerms(campaign: CampaignRow, issued: IssuedRow | null, locale: string): BonusTermsDto {
  const kind = (issued?.kind ?? campaign.type) as FreebetType | 'comboboost';
  const conditions: BonusTermsDto['conditions'] = [];
  const add = (key: string, value: BonusTermsDto['conditions'][number]['value'] | null | undefined) => {
    if (value !== null && value !== undefined) conditions.push({ key, value });
  };
  add('type', kind);
  if (kind === 'comboboost') {
    add('min_odds', odds(campaign.minOdds));
    for (const range of campaign.ranges ?? []) add('range', `${range.min_count}-${range.max_count}:${thousandthsToOdds(range.bonus_odds)}`);
  } else {
    // Money as minor units with its currency (`amount` + `currency`, or `amounts` as CODE:minor pairs).
    if (issued?.amount != null) {
      add('amount', issued.amount);
      add('currency', issued.currency);
    } else add('amounts', Object.entries(campaign.amounts ?? {}).map(([currency, amount]) => `${currency}:${amount}`));
    add('min_odds', odds(campaign.minOdds));
    add('max_odds', odds(campaign.maxOdds));
    add('match_status', campaign.matchStatus ?? 'both');
    add('selection_count_from', campaign.selectionCountFrom ?? 1);
    add('selection_count_to', campaign.selectionCountTo);
  }
  add('uses_count', issued?.usesCount ?? campaign.usesCount);
  add('expires_at', iso(issued?.expiresAt ?? campaign.validTo));
  if (campaign.onlyVerified) add('only_verified', true);
  if (campaign.countryCodes.length > 0) add('country_codes', campaign.countryCodes);
  if (campaign.eventConditions.length > 0) {
    add('event_conditions', campaign.eventConditions.map((condition) => [condition.sport_type, condition.sport?.name, condition.category?.name, condition.tournament?.name, condition.event?.name].filter(Boolean).join(' / ')));
  }
  const text = campaign.terms[locale] ?? campaign.terms[locale.split('-')[0] ?? ''] ?? campaign.terms.en ?? null;
  return { id: issued === null ? publicId(campaign.id) : String(issued.id), locale, text, conditions };
}
