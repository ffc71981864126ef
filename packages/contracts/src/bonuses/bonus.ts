import { z } from 'zod';
import { BONUS_STATUSES, BONUS_TYPES, FREEBET_TYPES } from '@sportsbook/domain';
import { pagedSchema } from '../common/pagination';
import { listOf, plainTextSchema, positiveIntParamSchema } from '../common/params';
import { placeSelectionSchema } from '../bets/bet';
import { BONUS_NOT_ACTIVATABLE } from './bonus-codes.model';
import { bannerSchema, bonusStatusSchema, campaignStatusSchema, comboBoostRangeSchema, eventConditionSchema, freebetMatchStatusSchema, TRIGGER_KEYS } from './bonus-shared';

/**
 * The player's bonuses (spec promotions §3 "Combo boost", "Free bet", "Generic bonus", "Promocode
 * bonus"; §7 bonus calls). A bonus's `id` is the player's bonus (the issued one), as the bet's
 * bonus marker names it; a visitor sees the public campaigns instead, whose ids are `c<campaign>`
 * and whose `issued` is null. `computed_status` is the server's (domain userBonusStatus).
 */
const issuedCommon = {
  seen: z.boolean(),
  times_used: z.number().int(),
  activated_at: z.string().nullable(),
  expired_at: z.string().nullable(),
  computed_status: bonusStatusSchema,
};

export const comboBoostIssuedSchema = z.object(issuedCommon);
export const freebetIssuedSchema = z.object({
  ...issuedCommon,
  is_active: z.boolean(),
  currency: z.string(),
  amount: z.number().int(),
  created_at: z.string(),
  /** Hunting boosts of free bets (not offered by this backend): always null. */
  boost_multiplier: z.number().nullable(),
});

const campaignFields = {
  id: z.string(),
  campaign_id: z.number().int(),
  name: z.string(),
  uses_count: z.number().int(),
  country_codes: z.array(z.string()),
  event_conditions: z.array(eventConditionSchema),
  only_verified: z.boolean(),
  valid_to: z.string().nullable(),
  trigger_key: z.enum(TRIGGER_KEYS).nullable(),
  status: campaignStatusSchema,
  banners: z.array(bannerSchema),
};

export const comboBoostSchema = z.object({
  type: z.literal('comboboost'),
  ...campaignFields,
  min_odds: z.number(),
  ranges: z.array(comboBoostRangeSchema),
  issued: comboBoostIssuedSchema.nullable(),
});
export type ComboBoostDto = z.infer<typeof comboBoostSchema>;

export const freebetSchema = z.object({
  type: z.enum(FREEBET_TYPES),
  ...campaignFields,
  min_odds: z.number().nullable(),
  max_odds: z.number().nullable(),
  match_status: freebetMatchStatusSchema,
  selection_count_from: z.number().int(),
  selection_count_to: z.number().int().nullable(),
  /** The campaign's amount per currency (what a visitor would get; the player's is `issued.amount`). */
  amounts: z.record(z.string(), z.number().int()),
  boost_data: z.null(),
  issued: freebetIssuedSchema.nullable(),
});
export type FreebetDto = z.infer<typeof freebetSchema>;

export const bonusSchema = z.discriminatedUnion('type', [comboBoostSchema, freebetSchema]);
export type BonusDto = z.infer<typeof bonusSchema>;

/** The kinds of the per-kind lists (GET /bonuses/{kind}) served: combo boosts and free bets. */
export const BONUS_LIST_KINDS = ['comboboosts', 'freebets'] as const;
export type BonusListKind = (typeof BONUS_LIST_KINDS)[number];

/** A status filter value: a user status, or `upcoming` (campaign not started). */
const statusFilter = listOf(z.enum([...BONUS_STATUSES, 'upcoming']));
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /bonuses (spec promotions §7: status, available, unseen, limit_per_type, type). Default status: available and active. */
export const bonusesQuerySchema = z.object({
  status: statusFilter,
  available: booleanParam.optional(),
  unseen: booleanParam.optional(),
  limit_per_type: positiveIntParamSchema.max(500).default(20),
  type: listOf(z.enum(BONUS_TYPES)),
  locale: plainTextSchema.max(10).optional(),
});
export type BonusesQuery = z.infer<typeof bonusesQuerySchema>;
export const bonusesResponseSchema = z.object({ data: z.array(bonusSchema) });

/** GET /bonuses/comboboosts, /freebets (locale, status, isAvailable, page, limit: default 4, spec promotions §9). */
export const bonusListQuerySchema = z.object({
  locale: plainTextSchema.max(10).optional(),
  status: statusFilter,
  isAvailable: booleanParam.optional(),
  page: positiveIntParamSchema.default(1),
  limit: positiveIntParamSchema.max(500).default(4),
});
export type BonusListQuery = z.infer<typeof bonusListQuerySchema>;
export const comboBoostListSchema = pagedSchema(comboBoostSchema);
export const freebetListSchema = pagedSchema(freebetSchema);

/** GET /bonuses/{kind}/{id}: a bonus id (`12`) or, for anyone, a public campaign (`c3`). */
export const bonusParamsSchema = z.object({
  kind: z.enum(BONUS_LIST_KINDS),
  id: z.string().regex(/^c?\d{1,9}$/, 'a bonus id (12) or a public campaign id (c3)'),
});
export const bonusResponseSchema = z.object({ data: bonusSchema });

/** GET /bonuses/{kind}/{id}/terms (locale and ids): the conditions and the operator's text. */
export const termsQuerySchema = z.object({
  locale: plainTextSchema.max(10).optional(),
  ids: listOf(z.string().regex(/^c?\d{1,9}$/)),
});
/**
 * A bonus's terms: the operator's text in the locale (else English, else none) and the
 * conditions as keys and values, rendered by the client in its language.
 */
export const bonusTermsSchema = z.object({
  id: z.string(),
  locale: z.string(),
  text: z.string().nullable(),
  conditions: z.array(z.object({ key: z.string(), value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]) })),
});
export type BonusTermsDto = z.infer<typeof bonusTermsSchema>;
export const bonusTermsResponseSchema = z.object({ data: z.array(bonusTermsSchema) });

/** POST /bonuses/mark-as-seen: the bonuses (id and type) the player has now seen. */
export const markAsSeenBodySchema = z.object({ bonuses: z.array(z.object({ id: z.string().regex(/^\d{1,9}$/, 'a bonus id'), type: z.enum(BONUS_TYPES) })).min(1).max(500) });
export type MarkAsSeenBody = z.infer<typeof markAsSeenBodySchema>;
export const markAsSeenResponseSchema = z.object({ data: z.object({ marked: z.number().int() }) });

/** A bonus id, or a hunting's `h<campaign id>` (issue 23: activating a hunting starts its farming). */
export const activateParamsSchema = z.object({ id: z.string().regex(/^h?\d{1,9}$/, 'a bonus id (12) or a hunting (h3)') });

/** POST /bonuses/promo-code. */
export const promoCodeBodySchema = z.object({ code: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -') });
/** spec promotions §3 "Promocode bonus: bonus_id, bonus_type, name". */
export const promoCodeBonusSchema = z.object({ bonus_id: z.string(), bonus_type: z.enum(BONUS_TYPES), name: z.string() });
export type PromoCodeBonusDto = z.infer<typeof promoCodeBonusSchema>;
export const promoCodeResponseSchema = z.object({ data: promoCodeBonusSchema });

/**
 * POST /bonuses/bet-slip: the slip's bets (as placement takes them, stake optional); the answer
 * lists, per bet, the bonuses that suit it now (the server decides which apply).
 */
export const slipOffersBodySchema = z.object({
  bets: z.array(z.object({
    type: z.enum(['single', 'combo', 'system', 'custom_bet']),
    currency: z.string().min(3).max(5),
    selections: z.array(placeSelectionSchema).min(1).max(30),
  })).min(1).max(50),
});
export type SlipOffersBody = z.infer<typeof slipOffersBodySchema>;

/**
 * spec promotions §3 "Generic bonus: type, details (id, name, amount, ranges, selected_range,
 * suitable_selections, farming_stats), currency, farming_freebet_type".
 */
export const genericBonusSchema = z.object({
  type: z.enum(BONUS_TYPES),
  details: z.object({
    id: z.string(),
    name: z.string(),
    /** Free bets: the amount (the stake it sets). */
    amount: z.number().int().nullable(),
    /** Combo boosts: the ranges and the index of the one holding the bet's selection count. */
    ranges: z.array(comboBoostRangeSchema).nullable(),
    selected_range: z.number().int().nullable(),
    /** Indexes of the bet's selections that meet the bonus's per-selection conditions. */
    suitable_selections: z.array(z.number().int()),
    farming_stats: z.null(),
  }),
  currency: z.string().nullable(),
  farming_freebet_type: z.null(),
});
export type GenericBonusDto = z.infer<typeof genericBonusSchema>;
export const slipOffersResponseSchema = z.object({ data: z.array(z.object({ bet_index: z.number().int(), bonuses: z.array(genericBonusSchema) })) });
export type SlipOffersResponse = z.infer<typeof slipOffersResponseSchema>;

/** `bonus_issued` on the player's private channel: the new bonus, as GET /bonuses lists it. */
export const bonusIssuedMessageSchema = z.object({ bonus: bonusSchema });
export type BonusIssuedMessage = z.infer<typeof bonusIssuedMessageSchema>;
export const bonusIssuedEventSchema = z.object({ event_name: z.literal('bonus_issued'), message: bonusIssuedMessageSchema });

/** Refusals of the bonus calls. */
export const BONUS_ERROR_CODES = {
  notActivatable: BONUS_NOT_ACTIVATABLE,
  promoCodeUnknown: 'PROMO_CODE_UNKNOWN',
  promoCodeUnavailable: 'PROMO_CODE_UNAVAILABLE',
  campaignEnded: 'CAMPAIGN_ENDED',
} as const;
