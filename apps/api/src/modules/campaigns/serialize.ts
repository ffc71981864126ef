import type { CampaignBody, CampaignDto } from '@sportsbook/contracts';
import { oddsToThousandths, thousandthsToOdds } from '@sportsbook/domain';
import type { bonusCampaigns, StoredEventCondition } from '../../db/schema';
import type { CampaignRow } from '../bonuses/terms';

export type CampaignValues = Omit<typeof bonusCampaigns.$inferInsert, 'id' | 'createdAt'>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const odds = (thousandths: number | null) => (thousandths === null ? null : thousandthsToOdds(thousandths));
const date = (text: string | null) => (text === null ? null : new Date(text));

/** The campaign as the operator reads it back. */
export function campaignDto(row: CampaignRow, issuedCount: number): CampaignDto {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    status: row.status,
    version: row.version,
    uses_count: row.usesCount,
    country_codes: row.countryCodes,
    only_verified: row.onlyVerified,
    event_conditions: row.eventConditions,
    valid_from: iso(row.validFrom),
    valid_to: iso(row.validTo),
    trigger_key: row.triggerKey,
    promo_code: row.promoCode,
    public: row.public,
    banners: row.banners,
    terms: row.terms,
    ranges: row.ranges === null ? null : row.ranges.map((range) => ({ min_count: range.min_count, max_count: range.max_count, bonus_odds: thousandthsToOdds(range.bonus_odds) })),
    min_odds: odds(row.minOdds),
    max_odds: odds(row.maxOdds),
    amounts: row.amounts,
    match_status: row.matchStatus,
    selection_count_from: row.selectionCountFrom,
    selection_count_to: row.selectionCountTo,
    expiry_days: row.expiryDays,
    prizes: row.prizes,
    earn_min_stakes: row.earnMinStakes,
    issued_count: issuedCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A stored campaign as a create body (a PATCH is merged into it and checked as a whole). */
export function bodyOfCampaign(row: CampaignRow): Record<string, unknown> {
  const conditions = row.eventConditions.map((condition) => ({
    ...(condition.sport_type ? { sport_type: condition.sport_type } : {}),
    ...(condition.sport ? { sport_id: condition.sport.id } : {}),
    ...(condition.category ? { category_id: condition.category.id } : {}),
    ...(condition.tournament ? { tournament_id: condition.tournament.id } : {}),
    ...(condition.event ? { event_id: condition.event.id } : {}),
  }));
  const common = {
    type: row.type,
    name: row.name,
    status: row.status === 'paused' ? 'paused' : 'active',
    uses_count: row.usesCount,
    country_codes: row.countryCodes,
    only_verified: row.onlyVerified,
    event_conditions: conditions,
    valid_from: iso(row.validFrom),
    trigger_key: row.triggerKey,
    promo_code: row.promoCode,
    public: row.public,
    banners: row.banners,
    terms: row.terms,
  };
  if (row.type === 'comboboost') {
    return { ...common, ranges: campaignDto(row, 0).ranges, min_odds: odds(row.minOdds), valid_to: iso(row.validTo) };
  }
  if (row.type === 'lootbox') return { ...common, prizes: row.prizes ?? [], earn_min_stakes: row.earnMinStakes, min_odds: odds(row.minOdds), expiry: iso(row.validTo), expiry_days: row.expiryDays };
  return {
    ...common,
    amounts: row.amounts,
    min_odds: odds(row.minOdds),
    max_odds: odds(row.maxOdds),
    match_status: row.matchStatus,
    selection_count_from: row.selectionCountFrom,
    selection_count_to: row.selectionCountTo,
    expiry: iso(row.validTo),
    expiry_days: row.expiryDays,
  };
}

/** The row values of a checked body, with its event conditions resolved to names. */
export function valuesOfBody(body: CampaignBody, conditions: StoredEventCondition[], now: Date): CampaignValues {
  const common = {
    type: body.type,
    name: body.name,
    status: body.status,
    usesCount: body.uses_count,
    countryCodes: body.country_codes,
    onlyVerified: body.only_verified,
    eventConditions: conditions,
    validFrom: date(body.valid_from),
    triggerKey: body.trigger_key,
    promoCode: body.promo_code,
    public: body.public,
    banners: body.banners,
    terms: body.terms,
    updatedAt: now,
  };
  if (body.type === 'comboboost') {
    return {
      ...common,
      validTo: date(body.valid_to),
      ranges: body.ranges.map((range) => ({ min_count: range.min_count, max_count: range.max_count, bonus_odds: oddsToThousandths(range.bonus_odds) })),
      minOdds: oddsToThousandths(body.min_odds),
      maxOdds: null,
      amounts: null,
      matchStatus: null,
      selectionCountFrom: null,
      selectionCountTo: null,
      expiryDays: null,
      prizes: null,
      earnMinStakes: null,
    };
  }
  if (body.type === 'lootbox') {
    return {
      ...common,
      validTo: date(body.expiry),
      ranges: null,
      minOdds: body.min_odds === null ? null : oddsToThousandths(body.min_odds),
      maxOdds: null,
      amounts: null,
      matchStatus: null,
      selectionCountFrom: null,
      selectionCountTo: null,
      expiryDays: body.expiry_days,
      prizes: body.prizes,
      earnMinStakes: body.earn_min_stakes,
    };
  }
  return {
    ...common,
    validTo: date(body.expiry),
    ranges: null,
    minOdds: body.min_odds === null ? null : oddsToThousandths(body.min_odds),
    maxOdds: body.max_odds === null ? null : oddsToThousandths(body.max_odds),
    amounts: body.amounts,
    matchStatus: body.match_status,
    selectionCountFrom: body.selection_count_from,
    selectionCountTo: body.selection_count_to,
    expiryDays: body.expiry_days,
    prizes: null,
    earnMinStakes: null,
  };
}
