import { z } from 'zod';
import { BET_TYPES, PROVIDERS } from '@sportsbook/domain';
import { plainTextSchema, positiveIntSchema } from '../common/params';

/**
 * Shared bets (spec promotions §4 "Shared bets", §7: POST /bets/share-code {bets},
 * GET /bets/share-code {code}). Payloads are "not shown" in the spec; chosen here and described in
 * apps/api/README.md. A code is 10 characters of lowercase RFC 4648 base32 (50 random bits).
 */
export const SHARE_CODE_PATTERN = /^[a-z2-7]{10}$/;

export const shareSelectionSchema = z.object({
  match_id: positiveIntSchema,
  market_id: positiveIntSchema,
  specifier: plainTextSchema.max(200).default(''),
  outcome_id: plainTextSchema.min(1).max(100),
});
export type ShareSelectionBody = z.infer<typeof shareSelectionSchema>;

export const shareBetSchema = z.object({
  type: z.enum(BET_TYPES),
  /** Minor units of a wallet currency (the server refuses a currency it does not hold with 400). */
  stake: z.object({ value: z.number().int().nonnegative(), currency: z.string().min(3).max(5) }).nullable().optional(),
  system: z.object({ win_count: z.number().int().positive(), total_count: z.number().int().positive() }).nullable().optional(),
  selections: z.array(shareSelectionSchema).min(1).max(30),
});
export type ShareBetBody = z.infer<typeof shareBetSchema>;

/** POST /bets/share-code body. */
export const shareCodeBodySchema = z.object({ bets: z.array(shareBetSchema).min(1).max(20) });
export type ShareCodeBody = z.infer<typeof shareCodeBodySchema>;

/** POST /bets/share-code → 201. */
export const shareCodeCreatedSchema = z.object({ code: z.string() });

/** GET /bets/share-code?code= ; the code is matched case-insensitively. */
export const shareCodeQuerySchema = z.object({
  code: z.string().trim().toLowerCase().regex(SHARE_CODE_PATTERN, 'a share code is 10 letters a-z and digits 2-7'),
});

/** A shared selection with what the slip needs, read from the current catalogue. */
export const sharedSelectionSchema = z.object({
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
  /** Current odds (decimal, 3 places). */
  odds: z.number().positive(),
  /** Market open (status 1) and outcome active. */
  active: z.boolean(),
  /** The market is not open right now (status ≠ 1). */
  is_suspended: z.boolean(),
  market_status: z.number().int(),
  match: z.object({
    id: z.number().int(),
    urn_id: z.string(),
    slug: z.string(),
    type: z.string(),
    status: z.number().int(),
    start_time: z.string(),
    provider: z.enum(PROVIDERS),
    sport_key: z.string(),
    sport_name: z.string(),
    category_name: z.string(),
    tournament: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    home: z.object({ name: z.string(), logo: z.string().nullable() }).nullable(),
    away: z.object({ name: z.string(), logo: z.string().nullable() }).nullable(),
  }),
});
export type SharedSelectionDto = z.infer<typeof sharedSelectionSchema>;

export const sharedBetSchema = z.object({
  type: z.enum(BET_TYPES),
  /** The sharer's stake in their currency, with its sub-units (minor units per major unit). */
  stake: z.object({ value: z.number().int().nonnegative(), currency: z.string(), subunits: z.number().int().positive() }).nullable(),
  system: z.object({ win_count: z.number().int(), total_count: z.number().int() }).nullable(),
  selections: z.array(sharedSelectionSchema),
});
export type SharedBetDto = z.infer<typeof sharedBetSchema>;

/** GET /bets/share-code → 200; `bets: []` when nothing shared is still on the board ("try another bet"). */
export const sharedBetsSchema = z.object({ data: z.object({ bets: z.array(sharedBetSchema) }) });
export type SharedBetsDto = z.infer<typeof sharedBetsSchema>['data'];
