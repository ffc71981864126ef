import { z } from 'zod';
import { oddsToThousandths, PAYOUT_STATES, tournamentTermsProblem } from '@sportsbook/domain';
import { plainTextSchema, positiveIntParamSchema, positiveIntSchema } from '../common/params';
import { bonusOddsSchema, eventConditionBodySchema, eventConditionSchema } from './bonus-shared';
import { TOURNAMENT_RATING_LIMIT } from './tournament-limits.model';

/**
 * Tournaments with live leaderboards (issue 23; spec promotions-and-live §3 "Hunting tournament
 * result row: position, current_user, farmed_amount, currency_code, farmed_freebets_count", §4
 * "Payout states", §7 GET /tournaments, /tournaments/{id}/rating). docs/promotions.md "Tournaments".
 */

export const TOURNAMENT_STATUSES = ['active', 'paused', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const TOURNAMENT_TIMINGS = ['Upcoming', 'Valid', 'Past'] as const;

/** The positions of a band (from…to, inclusive) each win `amount` minor units. */
export const prizeBandSchema = z.object({ from: z.number().int(), to: z.number().int(), amount: z.number().int() });

const currencyCode = z.string().regex(/^[A-Z]{3,5}$/, 'a currency code');

/** One currency a tournament ranks: its own leaderboard, minimum stake and prize table. */
export const promoTournamentCurrencySchema = z.object({
  currency: z.string(),
  currency_subunits: z.number().int(),
  min_stake: z.number().int(),
  /** Every prize of the table added up. */
  prize_pool: z.number().int(),
  prizes: z.array(prizeBandSchema),
  participants: z.number().int(),
  /** The leaderboard's farmed amounts added up. */
  farmed_total: z.number().int(),
});

export const promoTournamentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  timing: z.enum(TOURNAMENT_TIMINGS),
  starts_at: z.string(),
  ends_at: z.string(),
  min_odds: z.number().nullable(),
  event_conditions: z.array(eventConditionSchema),
  currencies: z.array(promoTournamentCurrencySchema),
});
export type PromoTournamentDto = z.infer<typeof promoTournamentSchema>;
export const promoTournamentListResponseSchema = z.object({ data: z.array(promoTournamentSchema) });
export const promoTournamentResponseSchema = z.object({ data: promoTournamentSchema });

const commaList = <T extends string>(values: readonly [T, ...T[]]) => z.string().max(200).transform((text) => text.split(',').filter(Boolean)).pipe(z.array(z.enum(values)).min(1));

/** GET /tournaments: spec §7 "locale, status, isAvailable, page, limit" (default active and paused: the running ones). */
export const promoTournamentListQuerySchema = z.object({
  locale: z.string().max(10).optional(),
  status: commaList(TOURNAMENT_STATUSES).default(['active', 'paused']),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});

/** spec §3 "Hunting tournament result row", plus the player's hash, bets counted and the prize of the position. */
export const tournamentRowSchema = z.object({
  position: z.number().int(),
  current_user: z.boolean(),
  /** The player, not named: the same player always has the same hash. */
  user_hash: z.string(),
  farmed_amount: z.number().int(),
  currency_code: z.string(),
  /** Prizes are cash: no free bet is farmed in a tournament (always 0). */
  farmed_freebets_count: z.number().int(),
  bets_count: z.number().int(),
  /** What the position wins at the end (0: nothing). */
  prize_amount: z.number().int(),
});
export type TournamentRowDto = z.infer<typeof tournamentRowSchema>;


/** GET /tournaments/{id}/rating: the leaderboard of one currency (default the tournament's first). */
export const tournamentRatingQuerySchema = z.object({
  currency: currencyCode.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(TOURNAMENT_RATING_LIMIT),
});

export const tournamentRatingSchema = z.object({
  tournament_id: z.number().int(),
  currency: z.string(),
  currency_subunits: z.number().int(),
  participants: z.number().int(),
  rows: z.array(tournamentRowSchema),
  /** The caller's own row wherever it is (null: a visitor, or no qualifying bet yet). */
  current_user: tournamentRowSchema.nullable(),
});
export type TournamentRatingDto = z.infer<typeof tournamentRatingSchema>;
export const tournamentRatingResponseSchema = z.object({ data: tournamentRatingSchema });

/** tournament_pool_changed on sportsbook:public:{lang}: a leaderboard moved (the client reads the rating again). */
export const tournamentPoolChangedEventSchema = z.object({
  event_name: z.literal('tournament_pool_changed'),
  message: z.object({ tournament_id: z.number().int(), currency: z.string(), participants: z.number().int(), farmed_total: z.number().int() }),
});

const prizeBandBodySchema = z.object({
  from: positiveIntSchema,
  to: positiveIntSchema,
  amount: z.number().int().min(0).max(1_000_000_000_000),
}).strict();

/** POST /operator/tournaments. */
export const tournamentBodySchema = z.object({
  name: plainTextSchema.min(1).max(200),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  min_stake: z.record(currencyCode, z.number().int().min(0).max(1_000_000_000_000)),
  min_odds: bonusOddsSchema.nullable().default(null),
  event_conditions: z.array(eventConditionBodySchema).max(100).default([]),
  prizes: z.record(currencyCode, z.array(prizeBandBodySchema).max(100)),
  status: z.enum(['active', 'paused']).default('active'),
}).strict().superRefine((body, context) => {
  const problem = tournamentTermsProblem({
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
    minStakes: body.min_stake,
    minOddsThousandths: body.min_odds === null ? null : oddsToThousandths(body.min_odds),
    prizes: body.prizes,
  });
  if (problem !== null) context.addIssue({ code: 'custom', path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: problem.message });
});
export type TournamentBody = z.infer<typeof tournamentBodySchema>;

export const operatorTournamentSchema = promoTournamentSchema.extend({ created_at: z.string(), finished_at: z.string().nullable() });
export type OperatorTournamentDto = z.infer<typeof operatorTournamentSchema>;
export const operatorTournamentResponseSchema = z.object({ data: operatorTournamentSchema });
export const operatorTournamentListSchema = z.object({ data: z.array(operatorTournamentSchema) });

/** A prize owed by position once the tournament finished (spec §4 "Payout states: initial, approved, declined, paid"). */
export const tournamentPayoutSchema = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  user_id: z.number().int(),
  position: z.number().int(),
  currency: z.string(),
  amount: z.number().int(),
  farmed_amount: z.number().int(),
  status: z.enum(PAYOUT_STATES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type TournamentPayoutDto = z.infer<typeof tournamentPayoutSchema>;
export const tournamentPayoutResponseSchema = z.object({ data: tournamentPayoutSchema });
export const tournamentPayoutListSchema = z.object({ data: z.array(tournamentPayoutSchema) });
export const payoutParamsSchema = z.object({ id: positiveIntParamSchema, payoutId: positiveIntParamSchema });
