import { z } from 'zod';
import { jackpotTermsProblem, MAX_HIT_ONE_IN, oddsToThousandths } from '@sportsbook/domain';
import { plainTextSchema, positiveIntSchema } from '../common/params';
import { bonusOddsSchema } from './bonus-shared';
import { JACKPOT_HITS_LIMIT } from './jackpot-limits.model';

/**
 * Jackpots (issue 23; spec promotions-and-live §3 "Jackpot", "Level", "Jackpot hit", "Jackpot hit
 * query", §7 GET /jackpots, /jackpots/{id}, /jackpot-hits). docs/promotions.md "Jackpots".
 */

/** spec §3 "Level: name, pool_amount, state active (a level is active or not)"; code added (hits name it). */
export const jackpotLevelSchema = z.object({
  code: z.string(),
  name: z.string(),
  pool_amount: z.number().int(),
  state: z.enum(['active', 'inactive']),
});

export const JACKPOT_STATUSES = ['active', 'paused', 'ended'] as const;

/**
 * spec §3 "Jackpot: id, name, amount, pool_amount, hits_amount, currency, currency_subunits,
 * levels": `amount` is what can be won now (the levels' pools), `pool_amount` every contribution
 * ever taken in, `hits_amount` every hit paid out of it (amount = pool_amount − hits_amount).
 */
export const jackpotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(JACKPOT_STATUSES),
  amount: z.number().int(),
  pool_amount: z.number().int(),
  hits_amount: z.number().int(),
  currency: z.string(),
  currency_subunits: z.number().int(),
  min_stake: z.number().int(),
  min_odds: z.number().nullable(),
  levels: z.array(jackpotLevelSchema),
});
export type JackpotDto = z.infer<typeof jackpotSchema>;

export const jackpotListResponseSchema = z.object({ data: z.array(jackpotSchema) });
export const jackpotResponseSchema = z.object({ data: jackpotSchema });

const commaList = <T extends string>(values: readonly [T, ...T[]]) => z.string().max(200).transform((text) => text.split(',').filter(Boolean)).pipe(z.array(z.enum(values)).min(1));
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /jackpots: spec §7 "locale, status, isAvailable, page, limit"; currency narrows to one. */
export const jackpotListQuerySchema = z.object({
  locale: z.string().max(10).optional(),
  status: commaList(JACKPOT_STATUSES).default(['active']),
  currency: z.string().regex(/^[A-Z]{3,5}$/).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});

export const JACKPOT_HIT_STATUSES = ['APPROVED', 'PAID'] as const;

/** spec §3 "Jackpot hit: amount, amount_eur, created_at, currency, id, jackpot_id, jackpot_level_code, jackpot_level_name, jackpot_name, status, user_hash, seen". */
export const jackpotHitSchema = z.object({
  id: z.number().int(),
  jackpot_id: z.number().int(),
  jackpot_name: z.string(),
  jackpot_level_code: z.string(),
  jackpot_level_name: z.string(),
  amount: z.number().int(),
  amount_eur: z.number().int(),
  currency: z.string(),
  status: z.enum(JACKPOT_HIT_STATUSES),
  created_at: z.string(),
  /** The winner, not named: the same player always has the same hash. */
  user_hash: z.string(),
  /** The caller's own hits only; null on another player's. */
  seen: z.boolean().nullable(),
});
export type JackpotHitDto = z.infer<typeof jackpotHitSchema>;
export const jackpotHitsResponseSchema = z.object({ data: z.array(jackpotHitSchema) });

/** GET /jackpot-hits: spec §3 "Jackpot hit query: jackpotId, limit, status, forUser, unseen". */
export const jackpotHitsQuerySchema = z.object({
  jackpot_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(JACKPOT_HITS_LIMIT),
  status: commaList(JACKPOT_HIT_STATUSES).optional(),
  for_user: flag.default(false),
  unseen: flag.default(false),
});

/** POST /jackpot-hits/mark-as-seen: the caller's hits shown to them. */
export const jackpotHitsSeenBodySchema = z.object({ ids: z.array(positiveIntSchema).min(1).max(100) }).strict();

/** One level of an operator's jackpot: its share of each qualifying stake (basis points) and its chance per bet. */
const jackpotLevelBodySchema = z.object({
  code: z.string().regex(/^[a-z0-9_-]{1,30}$/, '1–30 lower-case letters, digits, _ or -'),
  name: plainTextSchema.min(1).max(100),
  contribution_bp: z.number().int().min(0).max(10_000),
  hit_one_in: z.number().int().min(0).max(MAX_HIT_ONE_IN + 1),
}).strict();

/** POST /operator/jackpots. */
export const jackpotBodySchema = z.object({
  name: plainTextSchema.min(1).max(200),
  currency: z.string().regex(/^[A-Z]{3,5}$/, 'a currency code'),
  min_stake: z.number().int().min(0).max(1_000_000_000_000),
  min_odds: bonusOddsSchema.nullable().default(null),
  status: z.enum(['active', 'paused']).default('active'),
  levels: z.array(jackpotLevelBodySchema).max(10),
}).strict().superRefine((body, context) => {
  const problem = jackpotTermsProblem({
    minStake: body.min_stake,
    minOddsThousandths: body.min_odds === null ? null : oddsToThousandths(body.min_odds),
    levels: body.levels.map((level) => ({ code: level.code, name: level.name, contributionBasisPoints: level.contribution_bp, hitOneIn: level.hit_one_in })),
  });
  if (problem !== null) context.addIssue({ code: 'custom', path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: problem.message });
});
export type JackpotBody = z.infer<typeof jackpotBodySchema>;

/** The operator's view: the public one plus each level's terms. */
export const operatorJackpotSchema = jackpotSchema.extend({
  levels: z.array(jackpotLevelSchema.extend({ contribution_bp: z.number().int(), hit_one_in: z.number().int(), contributed_amount: z.number().int(), hits_amount: z.number().int() })),
  created_at: z.string(),
});
export type OperatorJackpotDto = z.infer<typeof operatorJackpotSchema>;
export const operatorJackpotResponseSchema = z.object({ data: operatorJackpotSchema });
export const operatorJackpotListSchema = z.object({ data: z.array(operatorJackpotSchema) });
