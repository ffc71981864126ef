import { z } from 'zod';
import { BONUS_STATUSES, CAMPAIGN_STATUSES, FREEBET_MATCH_STATUSES, FREEBET_TYPES, SPORT_TYPES } from '@sportsbook/domain';
import { plainTextSchema, positiveIntSchema } from '../common/params';

/**
 * Wire pieces shared by the operator's campaigns and the player's bonuses (spec promotions §3).
 * Odds are decimal with 3 places, money integer minor units, times UTC ISO-8601.
 */
export const BONUS_KINDS = ['comboboost', ...FREEBET_TYPES] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** How a campaign is issued besides by the operator: on sign-up, on the first deposit, or for a promo code. */
export const TRIGGER_KEYS = ['sign_up', 'first_deposit', 'promo_code'] as const;
export type TriggerKey = (typeof TRIGGER_KEYS)[number];

export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export const bonusStatusSchema = z.enum(BONUS_STATUSES);
export const freebetMatchStatusSchema = z.enum(FREEBET_MATCH_STATUSES);

/** Decimal odds as sent and shown (at most 3 places, above 1.000). */
export const bonusOddsSchema = z.number().gt(1).max(100_000).refine((odds) => Math.abs(odds * 1000 - Math.round(odds * 1000)) < 1e-6, 'at most 3 decimal places');

const namedRef = z.object({ id: z.number().int(), name: z.string() });
/** spec promotions §3 "Event condition: sport_type, sport, category, tournament, event (id, name)". */
export const eventConditionSchema = z.object({
  sport_type: z.enum(SPORT_TYPES).nullable(),
  sport: namedRef.nullable(),
  category: namedRef.nullable(),
  tournament: namedRef.nullable(),
  event: namedRef.nullable(),
});
export type EventConditionDto = z.infer<typeof eventConditionSchema>;

/** An event condition as the operator sends it: ids, resolved to names from the catalogue. */
export const eventConditionBodySchema = z.object({
  sport_type: z.enum(SPORT_TYPES).optional(),
  sport_id: positiveIntSchema.optional(),
  category_id: positiveIntSchema.optional(),
  tournament_id: positiveIntSchema.optional(),
  event_id: positiveIntSchema.optional(),
}).refine((condition) => Object.keys(condition).length > 0, 'an event condition needs at least one field');
export type EventConditionBody = z.infer<typeof eventConditionBodySchema>;

/** spec promotions §3 "Combo boost range: min_count, max_count, bonus_odds". */
export const comboBoostRangeSchema = z.object({
  min_count: z.number().int().min(1).max(30),
  max_count: z.number().int().min(1).max(30),
  bonus_odds: bonusOddsSchema,
});
export type ComboBoostRangeDto = z.infer<typeof comboBoostRangeSchema>;

/**
 * A media address (spec promotions §3 "The URL is prefixed with a CMS base when configured"): an
 * http(s) URL, or a path the page prefixes with the site configuration's cms.base_url
 * (`/banners/spring.png`; no `//host` shorthand).
 */
export const mediaUrlSchema = z.union([z.url({ protocol: /^https?$/ }).max(2000), z.string().max(2000).regex(/^\/?(?!\/)[A-Za-z0-9._~%/+-]+$/, 'an http(s) address or a path relative to the CMS base')]);

/** spec promotions §3 "Media: id, url, alternativeText". */
export const bannerSchema = z.object({
  id: plainTextSchema.min(1).max(100),
  url: mediaUrlSchema,
  alternative_text: plainTextSchema.max(300).default(''),
});
export type BannerDto = z.infer<typeof bannerSchema>;

/** Amount of a free bet per currency, minor units (`{"EUR": 500}`). */
export const amountsSchema = z.record(z.string().regex(/^[A-Z]{3,5}$/, 'a currency code'), z.number().int().positive().max(1_000_000_000_000));
