import { z } from 'zod';
import { BET_TYPES, ODDS_ACCEPT_MODES, PROVIDERS } from '@sportsbook/domain';

/**
 * Bets on the wire (spec core §3 "Bet (server)"). Money is integer minor units, odds decimal with
 * 3 places. A selection names its outcome the way the catalogue does: match id, market id (the
 * market type), specifier and outcome id (the outcome key), so it survives re-pricing.
 */
export const BET_STATUSES = ['cashed_out', 'withdrawn', 'waiting_results', 'ready_to_process', 'done', 'cancelled', 'cashout_in_progress', 'submitted', 'rejected'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const BET_RESULTS = ['no_results', 'canceled', 'win_entire', 'lose_entire', 'refund_entire', 'refund_half_win_other', 'refund_half_lose_other', 'cashed_out'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/** A selection's own state: open until its market resolves. */
export const SELECTION_STATUSES = ['open', 'win', 'lose', 'refund', 'half_win', 'half_lose', 'canceled'] as const;
export type SelectionStatus = (typeof SELECTION_STATUSES)[number];

/** spec core §3 "Bet list filters: all, open, settled. Result filters: all, win, lose, refund." */
export const BET_LIST_FILTERS = ['all', 'open', 'settled'] as const;
export const BET_RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;

const moneySchema = z.object({ value: z.number().int(), currency: z.string(), subunits: z.number().int().positive() });

export const betSelectionSchema = z.object({
  id: z.string(),
  status: z.enum(SELECTION_STATUSES),
  odds: z.number().positive(),
  specifier: z.string(),
  market: z.object({ id: z.number().int(), name: z.string() }),
  outcome: z.object({ id: z.string(), name: z.string() }),
  match: z.object({
    id: z.number().int(),
    slug: z.string(),
    sport_key: z.string(),
    home: z.string(),
    away: z.string(),
    tournament_name: z.string(),
    start_time: z.string(),
    type: z.string(),
    provider: z.enum(PROVIDERS),
  }),
});
export type BetSelectionDto = z.infer<typeof betSelectionSchema>;

export const betSchema = z.object({
  id: z.string(),
  type: z.enum(BET_TYPES),
  ref: z.string(),
  status: z.enum(BET_STATUSES),
  stake: moneySchema,
  win_amount: z.number().int().nullable(),
  odds: z.number().positive(),
  selections: z.array(betSelectionSchema),
  created_at: z.string(),
  result: z.enum(BET_RESULTS),
  /** Current cashout offer in minor units; null when cashout is not offered. */
  to_cashout: z.number().int().nullable(),
  bonus: z.object({ id: z.string(), type: z.string(), odds: z.number().nullable() }).nullable(),
  system: z.object({ id: z.string(), win_count: z.number().int(), total_count: z.number().int() }).nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
  potential_win_amount: z.number().int(),
});
export type BetDto = z.infer<typeof betSchema>;

/** A selection as the slip sends it: the odds it accepted. */
export const placeSelectionSchema = z.object({
  match_id: z.number().int().positive(),
  market_id: z.number().int().positive(),
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(100),
  odds: z.number().positive().max(100_000),
});
export type PlaceSelectionBody = z.infer<typeof placeSelectionSchema>;

export const placeBetSchema = z.object({
  type: z.enum(BET_TYPES),
  stake: z.object({ value: z.number().int().positive(), currency: z.string().min(3).max(5) }),
  selections: z.array(placeSelectionSchema).min(1).max(30),
  system: z.object({ win_count: z.number().int().positive(), total_count: z.number().int().positive() }).nullable().optional(),
  /** Bet builder price the slip showed (decimal). */
  custom_odds: z.number().positive().nullable().optional(),
  bonus: z.object({ id: z.string(), type: z.string() }).nullable().optional(),
});
export type PlaceBetBody = z.infer<typeof placeBetSchema>;

/** POST /sportsbook/v3/bets (spec core §7). Header Idempotency-Key makes a retry place nothing twice. */
export const placeBetsBodySchema = z.object({
  meta: z.object({
    device_id: z.string().min(1).max(100),
    quick: z.boolean().default(false),
    type: z.enum(BET_TYPES),
    locale: z.string().max(10).optional(),
    /** The player's acceptance mode; the user setting applies when absent. */
    odds_accept_mode: z.enum(ODDS_ACCEPT_MODES).optional(),
  }),
  bets: z.array(placeBetSchema).min(1).max(50),
});
export type PlaceBetsBody = z.infer<typeof placeBetsBodySchema>;
export const placeBetsResponseSchema = z.object({ data: z.array(betSchema) });

/**
 * A refused placement: `{error: {code, message, details}}` with code the name (INVALID_ODDS …) and
 * details carrying the numeric code, the message key and one message per bet sent (spec core §8).
 */
export const placementErrorDetailsSchema = z.object({
  code: z.number().int(),
  message_key: z.string(),
  bet_messages: z.array(z.string().nullable()),
});
export type PlacementErrorDetails = z.infer<typeof placementErrorDetailsSchema>;

/** GET /sportsbook/v3/bets (spec core §7: status list, page, limit 500, locale). */
export const betListQuerySchema = z.object({
  status: z.enum(BET_LIST_FILTERS).default('all'),
  result: z.enum(BET_RESULT_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(500),
  locale: z.string().max(10).optional(),
});
export type BetListQuery = z.infer<typeof betListQuerySchema>;
