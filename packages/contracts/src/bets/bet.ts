import { z } from 'zod';
import { BET_TYPES, ODDS_ACCEPT_MODES, PROVIDERS } from '@sportsbook/domain';
import { plainTextSchema, positiveIntParamSchema, positiveIntSchema } from '../common/params';

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
  match_id: positiveIntSchema,
  market_id: positiveIntSchema,
  specifier: plainTextSchema.max(200).default(''),
  outcome_id: plainTextSchema.min(1).max(100),
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
  /**
   * The bonus marker (spec promotions §4): the issued bonus's id and type; `odds` only for a combo
   * boost, the active range's multiplier the slip showed (decimal), which placement must find again.
   */
  bonus: z.object({ id: plainTextSchema.min(1).max(40), type: plainTextSchema.min(1).max(40), odds: z.number().positive().max(1000).nullable().optional() }).nullable().optional(),
});
export type PlaceBetBody = z.infer<typeof placeBetSchema>;

/** POST /sportsbook/v3/bets (spec core §7). Header Idempotency-Key makes a retry place nothing twice. */
export const placeBetsBodySchema = z.object({
  meta: z.object({
    device_id: plainTextSchema.min(1).max(100),
    quick: z.boolean().default(false),
    type: z.enum(BET_TYPES),
    locale: plainTextSchema.max(10).optional(),
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
  /**
   * The selections that caused the refusal, as the book has them now (bet and selection index of
   * the request): `changed` with the current odds, `suspended`, `not_available` (inactive provider).
   */
  selections: z.array(z.object({
    bet_index: z.number().int().nonnegative(),
    selection_index: z.number().int().nonnegative(),
    state: z.enum(['changed', 'suspended', 'not_available']),
    odds: z.number().positive().nullable(),
  })).optional(),
});
export type PlacementErrorDetails = z.infer<typeof placementErrorDetailsSchema>;

/** GET /sportsbook/v3/bets (spec core §7: status list, page, limit 500, locale). */
export const betListQuerySchema = z.object({
  status: z.enum(BET_LIST_FILTERS).default('all'),
  result: z.enum(BET_RESULT_FILTERS).default('all'),
  page: positiveIntParamSchema.default(1),
  limit: positiveIntParamSchema.max(500).default(500),
  locale: plainTextSchema.max(10).optional(),
});
export type BetListQuery = z.infer<typeof betListQuerySchema>;

/**
 * Refusals of POST /sportsbook/v3/bets: the error `code` (name), the numeric `details.code` and the
 * message key. 101, 114 and 120 are those of spec core §8; the others are this backend's (the spec
 * maps "any other code" to error.place_bets.default, and a server-provided key is preferred).
 */
export const PLACEMENT_ERRORS = {
  INVALID_ODDS: { code: 101, messageKey: 'error.place_bets.invalid_odds', status: 422 },
  PVE_PLAYER_BET_FORBIDDEN: { code: 114, messageKey: 'error.platform.pve_player_bet_forbidden', status: 403 },
  INVALID_ODDS_CUSTOM_BET: { code: 120, messageKey: 'error.place_bets.invalid_odds_custom_bet', status: 422 },
  INVALID_BET_TYPE: { code: 131, messageKey: 'error.place_bets.invalid_bet_type', status: 422 },
  SELECTION_RESTRICTED: { code: 132, messageKey: 'error.place_bets.selection_restricted', status: 422 },
  SELECTION_NOT_AVAILABLE: { code: 133, messageKey: 'sb.ticket.not-available.label', status: 422 },
  SELECTION_SUSPENDED: { code: 134, messageKey: 'sb.ticket.suspended.label', status: 422 },
  CUSTOM_BET_UNAVAILABLE: { code: 135, messageKey: 'error.place_bets.custom_bet_unavailable', status: 422 },
  QUICK_BET_PAYOUT: { code: 136, messageKey: 'error.potential_win.equal_or_less', status: 422 },
  /** A system bet's total stake that is not a whole number of lines (stake per line × lines ≠ total; issue 18 point 8). */
  STAKE_NOT_WHOLE_LINES: { code: 137, messageKey: 'error.place_bets.stake_not_whole_lines', status: 400 },
  MAX_SELECTIONS: { code: 141, messageKey: 'error.validation.bet_limits.selection_limit_exceeded', status: 422 },
  MAX_ODDS: { code: 142, messageKey: 'error.validation.bet_limits.odds_limit_exceeded', status: 422 },
  MAX_STAKE: { code: 143, messageKey: 'error.validation.bet_limits.max_stake_limit_exceeded', status: 422 },
  MAX_PAYOUT: { code: 144, messageKey: 'error.validation.bet_limits.payout_limit_exceeded', status: 422 },
  INSUFFICIENT_FUNDS: { code: 150, messageKey: 'error.place_bets.insufficient_funds', status: 422 },
  UNKNOWN_CURRENCY: { code: 151, messageKey: 'error.place_bets.unknown_currency', status: 422 },
  BONUS_NOT_AVAILABLE: { code: 152, messageKey: 'error.place_bets.bonus_not_available', status: 422 },
  /** Responsible-gambling limits (issue 21): details carry LimitExceededDetails besides the placement details. */
  WAGER_LIMIT_EXCEEDED: { code: 153, messageKey: 'error.place_bets.wager_limit_exceeded', status: 422 },
  LOSS_LIMIT_EXCEEDED: { code: 154, messageKey: 'error.place_bets.loss_limit_exceeded', status: 422 },
} as const;
export type PlacementErrorName = keyof typeof PLACEMENT_ERRORS;

/**
 * POST /sportsbook/v1/operator/bets/{id}/vip (header X-Operator-Key, served only when the API has an
 * OPERATOR_API_KEY): the operator's decision on a VIP bet held `submitted`.
 */
export const vipDecisionBodySchema = z.object({ decision: z.enum(['accept', 'reject']) });
export type VipDecisionBody = z.infer<typeof vipDecisionBodySchema>;
/**
 * 409 VIP_DECISION_CLOSED: the bet is no longer waiting for a decision (decided, or rejected and
 * refunded by settlement when a leg got its result), or accepting it is too late (a leg has a result).
 */
export const VIP_ERROR_CODES = { closed: 'VIP_DECISION_CLOSED' } as const;
/** details of a VIP_DECISION_CLOSED error: the bet's status now, and whether a leg already has a result. */
export const vipClosedDetailsSchema = z.object({ status: z.string(), resulted: z.boolean() });
export type VipClosedDetails = z.infer<typeof vipClosedDetailsSchema>;
/** GET /sportsbook/v1/operator/bets/vip: VIP bets waiting for a decision, oldest first, with their player. */
export const vipQueueResponseSchema = z.object({ data: z.array(z.object({ user_id: z.number().int(), bet: betSchema })) });
export type VipQueueResponse = z.infer<typeof vipQueueResponseSchema>;
