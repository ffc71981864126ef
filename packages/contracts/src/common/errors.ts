import { z } from 'zod';

/** Error envelope of every failing call (ARCHITECTURE §4). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    localized_message: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  /** 503: a write may or may not have been made (its answer was lost); ask again with the same Idempotency-Key. */
  outcomeUnknown: 'OUTCOME_UNKNOWN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
