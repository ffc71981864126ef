import { z } from 'zod';
import { BONUS_STATUSES, CHEST_SIZES, LOOTBOX_PRIZE_KINDS, LOOTBOX_STATES } from '@sportsbook/domain';
import { pagedSchema } from '../common/pagination';
import { positiveIntParamSchema } from '../common/params';
import { bannerSchema } from './bonus-shared';
import { bonusListQuerySchema } from './bonus';
import { lootboxPrizeSchema } from './campaign';

/**
 * Lootboxes (issue 23; spec promotions §4 "Lootbox states", §7 GET /bonuses/lootboxes with locale,
 * status, isAvailable, page, limit default 500, §9 chest sizes; docs/promotions.md "Lootboxes").
 * A player's item is one box (`id` the issued box); a visitor sees the public lootbox campaigns
 * (`c<id>`, `box` null). Opening is POST /bonuses/lootboxes/{id}/open.
 */

/** The spec's page size of the lootbox list (§9 "lootboxes 500"). */
export const LOOTBOX_LIST_LIMIT = 500;

export const lootboxListQuerySchema = bonusListQuerySchema.extend({
  limit: positiveIntParamSchema.max(500).default(LOOTBOX_LIST_LIMIT),
});
export type LootboxListQuery = z.infer<typeof lootboxListQuerySchema>;

/** A prize of the table as the player sees it: the amount in their currency (null: nothing, or a visitor) and its chance. */
export const lootboxPrizeViewSchema = z.object({
  kind: z.enum(LOOTBOX_PRIZE_KINDS),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** weight / total weight, 0–1. */
  chance: z.number(),
});

/** What a box gave: its prize with the amount in the player's currency, and the free bet it issued. */
export const lootboxWonSchema = z.object({
  kind: z.enum(LOOTBOX_PRIZE_KINDS),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The free bet issued (a bonus id of GET /bonuses); null for cash or nothing. */
  freebet_id: z.string().nullable(),
  opened_at: z.string(),
});
export type LootboxWonDto = z.infer<typeof lootboxWonSchema>;

export const lootboxSchema = z.object({
  id: z.string(),
  type: z.literal('lootbox'),
  campaign_id: z.number().int(),
  name: z.string(),
  /** The campaign's state (domain lootboxState). */
  state: z.enum(LOOTBOX_STATES),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  banners: z.array(bannerSchema),
  /** The operator's text in the asked locale (else English), null when none. */
  terms: z.string().nullable(),
  prizes: z.array(lootboxPrizeViewSchema),
  /** spec §9: small 1, medium 2, large otherwise, from the player's unopened boxes of this campaign. */
  chest_size: z.enum(CHEST_SIZES),
  box: z.object({
    /** The server's user status: available (can open), bonus_over (opened), expired, not_available, deactivated. */
    computed_status: z.enum(BONUS_STATUSES),
    seen: z.boolean(),
    created_at: z.string(),
    expired_at: z.string().nullable(),
    prize: lootboxWonSchema.nullable(),
  }).nullable(),
});
export type LootboxDto = z.infer<typeof lootboxSchema>;
export const lootboxListSchema = pagedSchema(lootboxSchema);

export const lootboxParamsSchema = z.object({ id: z.string().regex(/^\d{1,9}$/, 'a box id') });
export const lootboxOpenResponseSchema = z.object({
  data: z.object({
    box: lootboxSchema,
    prize: lootboxWonSchema,
    /** false when the box had been opened already: the same prize again, nothing drawn or paid twice. */
    opened_now: z.boolean(),
  }),
});
export type LootboxOpenResponse = z.infer<typeof lootboxOpenResponseSchema>;

export const LOOTBOX_NOT_OPENABLE = 'LOOTBOX_NOT_OPENABLE';

/** One draw as an auditor re-checks it: drawnPrizeIndex(random, prizes) must give prize_index. */
export const lootboxDrawSchema = z.object({
  id: z.number().int(),
  box_id: z.number().int(),
  campaign_id: z.number().int(),
  user_id: z.number().int(),
  /** The campaign's version when drawn: the prize table's version. */
  campaign_version: z.number().int(),
  prizes: z.array(lootboxPrizeSchema),
  total_weight: z.number().int(),
  random: z.number().int(),
  prize_index: z.number().int(),
  currency: z.string(),
  amount: z.number().int().nullable(),
  freebet_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type LootboxDrawDto = z.infer<typeof lootboxDrawSchema>;
export const lootboxDrawListSchema = pagedSchema(lootboxDrawSchema);
export const lootboxDrawQuerySchema = z.object({
  user_id: positiveIntParamSchema.optional(),
  page: positiveIntParamSchema.default(1),
  limit: positiveIntParamSchema.max(500).default(100),
});
export type LootboxDrawQuery = z.infer<typeof lootboxDrawQuerySchema>;
