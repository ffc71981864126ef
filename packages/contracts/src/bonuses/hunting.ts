import { z } from 'zod';
import { BONUS_STATUSES, CAMPAIGN_STATUSES, FREEBET_TYPES } from '@sportsbook/domain';
import { pagedSchema } from '../common/pagination';
import { plainTextSchema } from '../common/params';
import { bonusOddsSchema, eventConditionBodySchema, eventConditionSchema } from './bonus-shared';

/**
 * Hunting and free-bet progress (amb), issue 23; spec promotions-and-live §3 ("Hunting and hunting
 * tournament", "farming_stats", "Free-bet progress bonus", "amb_ranges"), §7 (`/bonuses/huntings`,
 * `/bonuses/freebets/amb`, `/bonuses/{id}/boost`); docs/promotions.md. Money in minor units of the
 * campaign's currency, odds decimal. A player's hunting is `h<campaign id>`, an amb `a<campaign id>`.
 */
const amount = z.number().int().min(1).max(1_000_000_000_000);
const currency = z.string().regex(/^[A-Z]{3,5}$/, 'a currency code');
const isoTime = z.iso.datetime({ offset: true });

/** POST /operator/huntings. */
export const huntingBodySchema = z.object({
  name: plainTextSchema.min(1).max(200),
  currency,
  min_stake: amount,
  min_odds: bonusOddsSchema.nullable().default(null),
  max_odds: bonusOddsSchema.nullable().default(null),
  event_conditions: z.array(eventConditionBodySchema).max(100).default([]),
  farm_once_per_event: z.boolean().default(false),
  show_in_promotion: z.boolean().default(true),
  /** The points rate: one point per this many minor units of a qualifying stake. */
  stake_per_point: amount,
  /** The conversion rate: this many points make one free bet of freebet_amount. */
  points_per_freebet: amount,
  freebet_amount: amount,
  /** The free-bet campaign whose kind and conditions the farmed free bets take. */
  freebet_campaign_id: z.number().int().positive(),
  /** The free-bet money the hunting may give in all (null: no limit). */
  initial_pool: amount.nullable().default(null),
  valid_from: isoTime.nullable().default(null),
  valid_to: isoTime.nullable().default(null),
  status: z.enum(['active', 'paused']).default('active'),
}).strict();
export type HuntingBody = z.infer<typeof huntingBodySchema>;

/** spec §3 farming_stats, computed by the server (domain farmingStats). */
export const farmingStatsSchema = z.object({
  avg_stake: z.number().int(),
  bets_count: z.number().int(),
  points: z.number().int(),
  available_points: z.number().int(),
  potential_points: z.number().int(),
  potential_freebet_amount: z.number().int(),
  initial_pool: z.number().int().nullable(),
});
export type FarmingStatsDto = z.infer<typeof farmingStatsSchema>;

const campaignFields = {
  id: z.string(),
  campaign_id: z.number().int(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  currency: z.string(),
  min_stake: z.number().int(),
  event_conditions: z.array(eventConditionSchema),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
};

export const huntingIssuedSchema = z.object({
  seen: z.boolean(),
  activated_at: z.string(),
  computed_status: z.enum(BONUS_STATUSES),
});

/** A hunting as the player (or a visitor: issued null, stats zero) sees it. */
export const huntingSchema = z.object({
  type: z.literal('hunting'),
  ...campaignFields,
  min_odds: z.number().nullable(),
  max_odds: z.number().nullable(),
  farm_once_per_event: z.boolean(),
  show_in_promotion: z.boolean(),
  stake_per_point: z.number().int(),
  points_per_freebet: z.number().int(),
  freebet_amount: z.number().int(),
  /** spec §3 generic bonus farming_freebet_type: the kind of the free bets farmed. */
  farming_freebet_type: z.enum(FREEBET_TYPES),
  /** The pool left to give (null: no limit). */
  pool_left: z.number().int().nullable(),
  farming_stats: farmingStatsSchema,
  farmed_event_ids: z.array(z.number().int()),
  /** Ids of the bets that farmed points. */
  used_in_bets: z.array(z.string()),
  /** The player's free bets farmed here that the points left over can boost (POST /bonuses/{id}/boost). */
  freebets_to_boost: z.array(z.string()),
  /** The player's user status (available until activated). */
  computed_status: z.enum(BONUS_STATUSES),
  issued: huntingIssuedSchema.nullable(),
});
export type HuntingDto = z.infer<typeof huntingSchema>;
export const huntingListSchema = pagedSchema(huntingSchema);
export const huntingResponseSchema = z.object({ data: huntingSchema });

/** The operator's view adds what was given. */
export const operatorHuntingSchema = huntingSchema.omit({ farming_stats: true, farmed_event_ids: true, used_in_bets: true, freebets_to_boost: true, issued: true, computed_status: true }).extend({
  freebet_campaign_id: z.number().int(),
  initial_pool: z.number().int().nullable(),
  given_amount: z.number().int(),
  players: z.number().int(),
  created_at: z.string(),
});
export type OperatorHuntingDto = z.infer<typeof operatorHuntingSchema>;
export const operatorHuntingResponseSchema = z.object({ data: operatorHuntingSchema });
export const operatorHuntingListSchema = z.object({ data: z.array(operatorHuntingSchema) });

/** POST /bonuses/{id}/boost: the answer names the boosted free bet and what the points added. */
export const boostResponseSchema = z.object({
  data: z.object({
    freebet_id: z.string(),
    hunting_id: z.string(),
    points: z.number().int(),
    added_amount: z.number().int(),
    amount: z.number().int(),
    boost_multiplier: z.number(),
  }),
});
export type BoostResponse = z.infer<typeof boostResponseSchema>;

/** spec §3 "amb_ranges, each with number_of_bets, number_of_freebets, issued_bonus_amount, currency". */
export const ambRangeBodySchema = z.object({
  number_of_bets: z.number().int(),
  number_of_freebets: z.number().int(),
  issued_bonus_amount: z.number().int(),
}).strict();

/** POST /operator/ambs. */
export const ambBodySchema = z.object({
  name: plainTextSchema.min(1).max(200),
  currency,
  min_stake: z.number().int(),
  min_odds: bonusOddsSchema.nullable().default(null),
  event_conditions: z.array(eventConditionBodySchema).max(100).default([]),
  amb_ranges: z.array(ambRangeBodySchema).max(50),
  freebet_campaign_id: z.number().int().positive(),
  valid_from: isoTime.nullable().default(null),
  /** spec §3 issue_to: bets placed until then count. */
  issue_to: isoTime.nullable().default(null),
  status: z.enum(['active', 'paused']).default('active'),
}).strict();
export type AmbBody = z.infer<typeof ambBodySchema>;

export const ambRangeSchema = z.object({
  number_of_bets: z.number().int(),
  number_of_freebets: z.number().int(),
  issued_bonus_amount: z.number().int(),
  currency: z.string(),
  /** The player's progress got here: its free bets were issued. */
  reached: z.boolean(),
});

/** A free-bet progress as the player (or a visitor: progress 0) sees it. */
export const ambSchema = z.object({
  ...campaignFields,
  /** The kind of the free bets it issues. */
  type: z.enum(FREEBET_TYPES),
  min_odds: z.number().nullable(),
  progress_count: z.number().int(),
  possible_progress_count: z.number().int(),
  issue_to: z.string().nullable(),
  amb_ranges: z.array(ambRangeSchema),
  /** Index of the range the player works towards (the last when every one is reached). */
  selected_range: z.number().int(),
  computed_status: z.enum(BONUS_STATUSES),
});
export type AmbDto = z.infer<typeof ambSchema>;
export const ambListSchema = pagedSchema(ambSchema);

export const operatorAmbSchema = ambSchema.omit({ progress_count: true, selected_range: true, computed_status: true }).extend({
  freebet_campaign_id: z.number().int(),
  players: z.number().int(),
  created_at: z.string(),
});
export type OperatorAmbDto = z.infer<typeof operatorAmbSchema>;
export const operatorAmbResponseSchema = z.object({ data: operatorAmbSchema });
export const operatorAmbListSchema = z.object({ data: z.array(operatorAmbSchema) });

/** The prefixed ids of these bonuses in `POST /bonuses/{id}/activate`. */
export const HUNTING_ID_PREFIX = 'h';
export const AMB_ID_PREFIX = 'a';
