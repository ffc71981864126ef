import { z } from 'zod';
import { boundsCross, comboBoostRangesProblem, FREEBET_TYPES, LOOTBOX_PRIZE_KINDS, lootboxPrizesProblem, oddsToThousandths } from '@sportsbook/domain';
import { pagedSchema } from '../common/pagination';
import { plainTextSchema, positiveIntParamSchema, positiveIntSchema } from '../common/params';
import {
  amountsSchema,
  bannerSchema,
  bonusOddsSchema,
  campaignStatusSchema,
  comboBoostRangeSchema,
  eventConditionBodySchema,
  eventConditionSchema,
  freebetMatchStatusSchema,
  TRIGGER_KEYS,
} from './bonus-shared';

/**
 * The operator's campaigns (issue 20 "Operator side"): combo boosts and the four free-bet kinds,
 * created, changed, paused and ended under /sportsbook/v1/operator/campaigns (X-Operator-Key).
 * Bodies are checked here field by field and as a whole (ranges that overlap, odds limits or
 * selection counts that cross, a promo code without its trigger), each problem a 400 naming the
 * field; an expiry in the past needs the server's clock and is checked by the service.
 */

/** Per-locale terms text the operator writes (shown with the generated conditions). */
const termsTextSchema = z.record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'a locale code'), z.string().max(5000).refine((text) => !text.includes('\u0000'), 'must not contain NUL'));

const commonFields = {
  name: plainTextSchema.min(1).max(200),
  status: z.enum(['active', 'paused']).default('active'),
  uses_count: z.number().int().min(1).max(1000).default(1),
  country_codes: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'an ISO country code').transform((code) => code.toUpperCase())).max(300).default([]),
  only_verified: z.boolean().default(false),
  event_conditions: z.array(eventConditionBodySchema).max(100).default([]),
  valid_from: z.iso.datetime({ offset: true }).nullable().default(null),
  trigger_key: z.enum(TRIGGER_KEYS).nullable().default(null),
  promo_code: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/, '3–40 letters, digits, _ or -').transform((code) => code.toUpperCase()).nullable().default(null),
  /** Shown to visitors on /promotions. */
  public: z.boolean().default(false),
  banners: z.array(bannerSchema).max(10).default([]),
  terms: termsTextSchema.default({}),
};

export const comboBoostCampaignBodySchema = z.object({
  type: z.literal('comboboost'),
  ...commonFields,
  ranges: z.array(comboBoostRangeSchema).min(1).max(20),
  min_odds: bonusOddsSchema.default(1.001),
  valid_to: z.iso.datetime({ offset: true }).nullable().default(null),
}).strict();

export const freebetCampaignBodySchema = z.object({
  type: z.enum(FREEBET_TYPES),
  ...commonFields,
  amounts: amountsSchema.refine((amounts) => Object.keys(amounts).length > 0, 'at least one currency'),
  min_odds: bonusOddsSchema.nullable().default(null),
  max_odds: bonusOddsSchema.nullable().default(null),
  match_status: freebetMatchStatusSchema.default('both'),
  selection_count_from: z.number().int().min(1).max(30).default(1),
  selection_count_to: z.number().int().min(1).max(30).nullable().default(null),
  /** The free bet's expiry: issued free bets expire then at the latest. */
  expiry: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Days an issued free bet lasts from its issue (before `expiry` when both are set). */
  expiry_days: z.number().int().min(1).max(3650).nullable().default(null),
}).strict();

/**
 * One prize of a lootbox's table: a free bet (of `freebet_campaign_id`'s kind and terms, at this
 * prize's amount per currency), cash (paid through the ledger), or nothing; chance weight / total.
 */
export const lootboxPrizeSchema = z.object({
  kind: z.enum(LOOTBOX_PRIZE_KINDS),
  weight: z.number().int().min(1).max(2 ** 48 - 1),
  amounts: amountsSchema.nullable().default(null),
  /** Free bet prizes: the free-bet campaign whose terms (kind, odds, expiry) the issued free bet has. */
  freebet_campaign_id: positiveIntSchema.nullable().default(null),
}).strict();
export type LootboxPrizeDto = z.infer<typeof lootboxPrizeSchema>;

/**
 * A lootbox campaign: boxes are issued like other bonuses (the operator's issue call, sign-up,
 * first deposit, promo code) and each opens once into one prize of `prizes`.
 */
export const lootboxCampaignBodySchema = z.object({
  type: z.literal('lootbox'),
  ...commonFields,
  prizes: z.array(lootboxPrizeSchema).min(1, 'at least one prize').max(50),
  /**
   * Boxes earned by bets: each settled cash bet (won, lost or half; not refunded) of at least this
   * stake in its currency, placed while the campaign runs, at `min_odds` or more and inside the
   * event conditions, earns one box. null: boxes are only issued (operator, trigger, promo code).
   */
  earn_min_stakes: amountsSchema.nullable().default(null),
  min_odds: bonusOddsSchema.nullable().default(null),
  /** The campaign's end: boxes not opened by then cannot be opened. */
  expiry: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Days an issued box lasts from its issue (before `expiry` when both are set). */
  expiry_days: z.number().int().min(1).max(3650).nullable().default(null),
}).strict();

type CampaignShape = z.infer<typeof comboBoostCampaignBodySchema> | z.infer<typeof freebetCampaignBodySchema> | z.infer<typeof lootboxCampaignBodySchema>;

/** The rules between fields, each a 400 naming its field. */
function checkCampaign(body: CampaignShape, context: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  if (body.trigger_key === 'promo_code' && body.promo_code === null) issue(['promo_code'], 'a promo-code campaign needs its code');
  if (body.promo_code !== null && body.trigger_key !== 'promo_code') issue(['trigger_key'], "a promo code needs trigger_key 'promo_code'");
  if (body.type === 'comboboost') {
    const problem = comboBoostRangesProblem(body.ranges.map((range) => ({ minCount: range.min_count, maxCount: range.max_count, bonusOddsThousandths: oddsToThousandths(range.bonus_odds) })));
    if (problem !== null) issue(problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), problem.message);
    return;
  }
  if (body.type === 'lootbox') {
    if (body.uses_count !== 1) issue(['uses_count'], 'a lootbox opens once');
    if (body.earn_min_stakes !== null && Object.keys(body.earn_min_stakes).length === 0) issue(['earn_min_stakes'], 'at least one currency, or null');
    if (body.min_odds !== null && body.earn_min_stakes === null) issue(['min_odds'], 'min_odds applies to boxes earned by bets (earn_min_stakes)');
    const problem = lootboxPrizesProblem(body.prizes);
    if (problem !== null) issue(problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), problem.message);
    for (const [index, prize] of body.prizes.entries()) {
      if (prize.kind === 'freebet' && prize.freebet_campaign_id === null) issue(['prizes', index, 'freebet_campaign_id'], 'a free bet prize names its free-bet campaign');
      if (prize.kind !== 'freebet' && prize.freebet_campaign_id !== null) issue(['prizes', index, 'freebet_campaign_id'], 'only a free bet prize has a free-bet campaign');
    }
    return;
  }
  if (boundsCross(body.min_odds, body.max_odds)) issue(['max_odds'], 'max_odds is below min_odds');
  if (boundsCross(body.selection_count_from, body.selection_count_to)) issue(['selection_count_to'], 'selection_count_to is below selection_count_from');
  if (body.type === 'freebet_no_risk' && body.uses_count !== 1) issue(['uses_count'], 'a risk-free bet insures one bet');
}

/** POST /operator/campaigns: a combo boost or a free bet of one of the four kinds. */
export const campaignBodySchema = z.discriminatedUnion('type', [comboBoostCampaignBodySchema, freebetCampaignBodySchema, lootboxCampaignBodySchema]).superRefine(checkCampaign);
export type CampaignBody = z.infer<typeof campaignBodySchema>;
export type ComboBoostCampaignBody = z.infer<typeof comboBoostCampaignBodySchema>;
export type FreebetCampaignBody = z.infer<typeof freebetCampaignBodySchema>;
export type LootboxCampaignBody = z.infer<typeof lootboxCampaignBodySchema>;

/**
 * PATCH /operator/campaigns/{id}: any field but `type` and `status` (pause, resume and end have
 * their own calls). The service merges it into the campaign and checks the whole as a new body.
 */
export const campaignPatchSchema = z.record(z.string(), z.unknown()).refine((patch) => !('type' in patch), { message: 'the type of a campaign cannot change', path: ['type'] })
  .refine((patch) => !('status' in patch), { message: 'use pause, resume or end', path: ['status'] })
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type CampaignPatch = z.infer<typeof campaignPatchSchema>;

/** A campaign as the operator reads it back: the body's fields as stored, plus its state. */
export const campaignSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  status: campaignStatusSchema,
  /** Bumped on every change: a placement checks in its transaction that the terms it validated still hold. */
  version: z.number().int(),
  uses_count: z.number().int(),
  country_codes: z.array(z.string()),
  only_verified: z.boolean(),
  event_conditions: z.array(eventConditionSchema),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  trigger_key: z.enum(TRIGGER_KEYS).nullable(),
  promo_code: z.string().nullable(),
  public: z.boolean(),
  banners: z.array(bannerSchema),
  terms: z.record(z.string(), z.string()),
  ranges: z.array(comboBoostRangeSchema).nullable(),
  min_odds: z.number().nullable(),
  max_odds: z.number().nullable(),
  amounts: z.record(z.string(), z.number().int()).nullable(),
  match_status: freebetMatchStatusSchema.nullable(),
  selection_count_from: z.number().int().nullable(),
  selection_count_to: z.number().int().nullable(),
  expiry_days: z.number().int().nullable(),
  /** Lootbox: the prize table (its version is the campaign's `version`). */
  prizes: z.array(lootboxPrizeSchema).nullable(),
  /** Lootbox: the minimum stake per currency of a bet that earns a box (null: not earned by bets). */
  earn_min_stakes: z.record(z.string(), z.number().int()).nullable(),
  issued_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CampaignDto = z.infer<typeof campaignSchema>;
export const campaignResponseSchema = z.object({ data: campaignSchema });

export const campaignListQuerySchema = z.object({
  status: campaignStatusSchema.optional(),
  page: positiveIntParamSchema.default(1),
  limit: positiveIntParamSchema.max(500).default(50),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;
export const campaignListSchema = pagedSchema(campaignSchema);

/**
 * POST /operator/campaigns/{id}/issue: to players by id, or to every member of a player group.
 * Idempotent per (campaign, player, trigger): issuing again gives nothing more.
 */
export const issueBodySchema = z.object({
  user_ids: z.array(positiveIntSchema).min(1).max(1000).optional(),
  group: plainTextSchema.min(1).max(100).optional(),
}).strict().refine((body) => (body.user_ids === undefined) !== (body.group === undefined), { message: 'send user_ids or group (one of them)', path: ['user_ids'] });
export type IssueBody = z.infer<typeof issueBodySchema>;
export const issueResponseSchema = z.object({
  data: z.object({
    /** Newly issued bonuses. */
    issued: z.number().int(),
    /** Players who already held it from the operator. */
    already_issued: z.number().int(),
    /** Players it could not be issued to: unknown, or (free bets) no amount in their currency. */
    skipped: z.number().int(),
  }),
});
export type IssueResponse = z.infer<typeof issueResponseSchema>;
