import { SELF_EXCLUSION_MIN_DAYS, TIME_OUT_MAX_DAYS } from '@sportsbook/domain';
import { z } from 'zod';
import { AMOUNT_LIMIT_TYPES, TIME_LIMIT_MAX_MINUTES, USER_LIMIT_PERIODS, USER_LIMIT_STATUSES, USER_LIMIT_STRATEGIES, USER_LIMIT_TYPES, type ActivityTrackDto, type UserLimitDto } from './user-limits.model';

/** Schemas of /platform/user_limits (spec promotions §3, §7; issue 21). */
const timestamp = z.iso.datetime().nullable();
export const userLimitSchema = z.object({
  id: z.number().int(),
  type: z.enum(USER_LIMIT_TYPES),
  strategy: z.enum(USER_LIMIT_STRATEGIES),
  status: z.enum(USER_LIMIT_STATUSES),
  period: z.enum(USER_LIMIT_PERIODS).nullable(),
  parent_type: z.literal('user_limit').nullable(),
  parent_id: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  used: z.number().int().nullable(),
  resets_at: timestamp,
  disable_at: timestamp,
  created_at: z.iso.datetime(),
  confirm_until: timestamp,
}) satisfies z.ZodType<UserLimitDto>;

const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((text) => text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
    .pipe(z.array(z.enum(values)))
    .optional();
/** GET /user_limits?type=…&status=… (comma-separated lists; spec promotions §7). */
export const userLimitsQuerySchema = z.object({ status: csvOf(USER_LIMIT_STATUSES), type: csvOf(USER_LIMIT_TYPES) });
export const userLimitsResponseSchema = z.object({ data: z.array(userLimitSchema) });

const amountSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const minutesSchema = z.number().int().positive().max(TIME_LIMIT_MAX_MINUTES);
/**
 * POST /user_limits: an amount limit (deposit, loss, wager) per period in a currency (default: the
 * active account's), or a time-out (`duration_days` 1–42) or self-exclusion (`duration_days` at
 * least 180, or none: indefinite), or a time limit in minutes: `session` (one sign-in session, no
 * period) or `activity` (tracked active time per period).
 */
export const userLimitCreateBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(AMOUNT_LIMIT_TYPES), amount: amountSchema, currency: z.string().min(3).max(5).optional(), period: z.enum(USER_LIMIT_PERIODS) }).strict(),
  z.object({ type: z.literal('time_out'), duration_days: z.number().int().min(1).max(TIME_OUT_MAX_DAYS) }).strict(),
  z.object({ type: z.literal('self_exclusion'), duration_days: z.number().int().min(SELF_EXCLUSION_MIN_DAYS).max(3650).optional() }).strict(),
  z.object({ type: z.literal('session'), amount: minutesSchema }).strict(),
  z.object({ type: z.literal('activity'), amount: minutesSchema, period: z.enum(USER_LIMIT_PERIODS) }).strict(),
]);
export type UserLimitCreateBody = z.infer<typeof userLimitCreateBodySchema>;
/** PATCH /user_limits/{id}: a new amount (lower: at once; higher: after the cooling-off and a confirmation). */
export const userLimitChangeBodySchema = z.object({ amount: amountSchema }).strict();

/** POST /player/activity_limit_track (spec promotions §7). */
export const activityTrackSchema = z.object({
  interval_seconds: z.number().int().positive(),
  limits: z.array(z.object({ id: z.number().int(), period: z.enum(USER_LIMIT_PERIODS), amount: z.number().int(), used: z.number().int(), resets_at: z.iso.datetime() })),
}) satisfies z.ZodType<ActivityTrackDto>;
