import { z } from 'zod';
import { marketSchema } from '../catalogue/market';
import { plainTextSchema, positiveIntParamSchema, positiveIntSchema } from '../common/params';

/**
 * Bet builder (spec core §7: POST /bets/custom/calculate, POST /bets/custom/odds,
 * GET /bets/custom/markets/{matchId}; payloads "not shown" in the spec, chosen here and described
 * in apps/api/README.md). A selection names its outcome as the catalogue does: match id, market id
 * (the market type), specifier and outcome id (the outcome key).
 */
export const customBetSelectionSchema = z.object({
  match_id: positiveIntSchema,
  market_id: positiveIntSchema,
  specifier: plainTextSchema.max(200).default(''),
  outcome_id: plainTextSchema.min(1).max(100),
});
export type CustomBetSelectionBody = z.infer<typeof customBetSelectionSchema>;

/** Most selections one builder request may carry. */
export const CUSTOM_BET_MAX_SELECTIONS = 20;

export const customBetBodySchema = z.object({
  selections: z.array(customBetSelectionSchema).min(1).max(CUSTOM_BET_MAX_SELECTIONS),
});
export type CustomBetBody = z.infer<typeof customBetBodySchema>;

/** Why selections cannot be combined (one code per reason; message keys in the web catalogues). */
export const CUSTOM_BET_REFUSALS = {
  /** Fewer than 2 selections remain to combine (domain CUSTOM_BET_MIN_SELECTIONS). */
  minSelections: 'CUSTOM_BET_MIN_SELECTIONS',
  /** The selection cannot win together with the ones before it. */
  contradictory: 'CUSTOM_BET_CONTRADICTORY',
  /** The same market (id + specifier) was already chosen. */
  sameMarket: 'CUSTOM_BET_SAME_MARKET',
  /** The market is not offered in the builder (no custom_bet_groups, or the model cannot combine it). */
  notInBuilder: 'CUSTOM_BET_MARKET_NOT_COMBINABLE',
  /** Another match than the first selection's. */
  differentMatch: 'CUSTOM_BET_DIFFERENT_MATCH',
  /** The match is neither prematch nor live. */
  matchNotOpen: 'CUSTOM_BET_MATCH_NOT_OPEN',
  /** The market is suspended or the outcome inactive. */
  suspended: 'CUSTOM_BET_SUSPENDED',
  /** The match, market or outcome does not exist (any more). */
  notFound: 'CUSTOM_BET_NOT_FOUND',
  /** Together the selections are as good as certain: no price is offered. */
  tooLikely: 'CUSTOM_BET_TOO_LIKELY',
} as const;
export type CustomBetRefusalCode = (typeof CUSTOM_BET_REFUSALS)[keyof typeof CUSTOM_BET_REFUSALS];
const REFUSAL_CODES = Object.values(CUSTOM_BET_REFUSALS) as [CustomBetRefusalCode, ...CustomBetRefusalCode[]];

/** Message key of each refusal (spec core §8 style keys; texts in apps/web/messages/*.json). */
export const CUSTOM_BET_REFUSAL_MESSAGE_KEYS: Readonly<Record<CustomBetRefusalCode, string>> = {
  CUSTOM_BET_MIN_SELECTIONS: 'error.custom_bet.min_selections',
  CUSTOM_BET_CONTRADICTORY: 'error.custom_bet.contradictory',
  CUSTOM_BET_SAME_MARKET: 'error.custom_bet.same_market',
  CUSTOM_BET_MARKET_NOT_COMBINABLE: 'error.custom_bet.market_not_combinable',
  CUSTOM_BET_DIFFERENT_MATCH: 'error.custom_bet.different_match',
  CUSTOM_BET_MATCH_NOT_OPEN: 'error.custom_bet.match_not_open',
  CUSTOM_BET_SUSPENDED: 'error.custom_bet.suspended',
  CUSTOM_BET_NOT_FOUND: 'error.custom_bet.not_found',
  CUSTOM_BET_TOO_LIKELY: 'error.custom_bet.too_likely',
};

export const customBetRefusalSchema = z.object({
  /** Indexes into the request's selections this refusal is about (the refused one first). */
  selection_indexes: z.array(z.number().int().nonnegative()),
  /** Outcome ids of those selections, in the same order. */
  outcome_ids: z.array(z.string()),
  /** For CUSTOM_BET_CONTRADICTORY: indexes of the earlier selections it conflicts with. */
  conflicts_with: z.array(z.number().int().nonnegative()),
  code: z.enum(REFUSAL_CODES),
  message_key: z.string(),
  /** The server's text in the request's language (Accept-Language: en, ar). */
  localized_message: z.string(),
});
export type CustomBetRefusalDto = z.infer<typeof customBetRefusalSchema>;

/** POST /bets/custom/calculate → 200. */
export const customBetCalculationSchema = z.object({
  data: z.object({
    /** Builder price (decimal, 3 places) of the combinable selections; null when there is none. */
    odds: z.number().positive().nullable(),
    /** The model's fair joint probability of those selections (before the margin). */
    probability: z.number().min(0).max(1).nullable(),
    /** Product of the selections' current single odds, for comparison (null when no price). */
    product_odds: z.number().positive().nullable(),
    /** Indexes of the selections the price covers, in request order. */
    combined: z.array(z.number().int().nonnegative()),
    refusals: z.array(customBetRefusalSchema),
  }),
});
export type CustomBetCalculationDto = z.infer<typeof customBetCalculationSchema>['data'];

export const customBetOutcomeOddsSchema = z.object({
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  /** Builder price of the current selections plus this outcome; null when it cannot combine. */
  odds: z.number().positive().nullable(),
  /** Why not, when odds is null (the outcome is already selected: null odds and null code). */
  code: z.enum(REFUSAL_CODES).nullable(),
});
export type CustomBetOutcomeOddsDto = z.infer<typeof customBetOutcomeOddsSchema>;

/** POST /bets/custom/odds → 200: what adding each other builder outcome of the match would give. */
export const customBetOddsSchema = z.object({
  data: z.object({
    match_id: z.number().int(),
    /** Price of the current selections alone (as calculate would give; null when none). */
    odds: z.number().positive().nullable(),
    outcomes: z.array(customBetOutcomeOddsSchema),
  }),
});
export type CustomBetOddsDto = z.infer<typeof customBetOddsSchema>['data'];

export const customBetMarketsParamsSchema = z.object({ matchId: positiveIntParamSchema });

/** GET /bets/custom/markets/{matchId} → 200: the builder markets, in display order, and by group. */
export const customBetMarketsSchema = z.object({
  data: z.array(marketSchema),
  groups: z.array(z.object({ key: z.string(), market_ids: z.array(z.string()) })),
});
export type CustomBetMarketsDto = z.infer<typeof customBetMarketsSchema>;
