import { isLadderPrice } from '@sportsbook/domain';
import { z } from 'zod';
import { plainTextSchema, positiveIntSchema } from '../common/params';
import { betSchema } from './bet';

/** POST /sportsbook/v1/bets/cashout: honoured only if the offer still holds. */
/** A bet id is a decimal of at most 15 digits; 32 characters bound what any answer echoes. */
export const cashoutBodySchema = z.object({ bet_id: z.string().min(1).max(32), to_cashout: z.number().int().positive() });
export type CashoutBody = z.infer<typeof cashoutBodySchema>;
export const cashoutResponseSchema = z.object({ data: betSchema });

/** `bet_cashout_changed` on the private channel: the current offer (null: not offered now). */
export const betCashoutChangedMessageSchema = z.object({ bet_id: z.string(), to_cashout: z.number().int().nullable() });
export type BetCashoutChangedMessage = z.infer<typeof betCashoutChangedMessageSchema>;

/** `bet_changed` on the private channel: the bet as GET /v3/bets lists it. */
export const betChangedMessageSchema = z.object({ bet: betSchema });
export type BetChangedMessage = z.infer<typeof betChangedMessageSchema>;

/** POST /sportsbook/v1/bets/max-stake: the largest stake the limits allow, per bet sent. */
export const maxStakeBodySchema = z.object({
  currency: z.string().min(3).max(5),
  bets: z.array(z.object({
    type: z.enum(['single', 'combo', 'system', 'custom_bet']),
    selections: z.array(z.object({ match_id: positiveIntSchema, market_id: positiveIntSchema, specifier: plainTextSchema.max(200).default(''), outcome_id: plainTextSchema.min(1).max(100) })).min(1).max(30),
    system: z.object({ win_count: z.number().int().positive(), total_count: z.number().int().positive() }).nullable().optional(),
  })).min(1).max(50),
});
export type MaxStakeBody = z.infer<typeof maxStakeBodySchema>;
export const maxStakeResponseSchema = z.object({ data: z.array(z.object({ max_stake: z.number().int().nonnegative().nullable(), currency: z.string() })) });

/** Error codes of POST /bets/cashout: the offer no longer holds (409), the bet is not open (422). */
/** CASHOUT_BONUS_BET: the bet was placed with a free bet, never cashed out (docs/bonuses.md "Cashout of a bonus bet"). */
export const CASHOUT_ERROR_CODES = { changed: 'CASHOUT_CHANGED', notOpen: 'BET_NOT_OPEN', bonusBet: 'CASHOUT_BONUS_BET' } as const;
/** details of a CASHOUT_CHANGED error: the current offer, null when cashout is not offered now. */
export const cashoutChangedDetailsSchema = z.object({ to_cashout: z.number().int().nullable() });
export type CashoutChangedDetails = z.infer<typeof cashoutChangedDetailsSchema>;

/** Feed control (dev, FEED_CONTROL_ENABLED): POST /sportsbook/dev/feed/matches/{id}/finish. */
export const feedFinishBodySchema = z.object({
  /** Final score, goal sports only (others end on their current score). */
  score: z.object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) }).optional(),
}).nullable().optional();
/** POST /sportsbook/dev/feed/matches/{id}/odds: one outcome's price (decimal odds). */
export const feedOddsBodySchema = z.object({
  market_id: positiveIntSchema,
  specifier: plainTextSchema.max(200).default(''),
  outcome_id: plainTextSchema.min(1).max(100),
  /** A price of the ladder (issue 18 point 2): the book quotes no other. */
  odds: z.number().min(1.001).max(1000).refine((odds) => isLadderPrice(Math.round(odds * 1000)), 'odds must be a price of the ladder (1.01–2 by 0.01, 2–3 by 0.02, 3–4 by 0.05 …)'),
});
/** POST /sportsbook/dev/feed/matches/{id}/suspend: for how long (simulator seconds, default 60). */
export const feedSuspendBodySchema = z.object({ seconds: z.number().int().min(1).max(86_400).default(60) }).nullable().optional();
/** POST /sportsbook/dev/feed/matches/{id}/advance: match time to play at once (seconds; a match not started kicks off first). */
export const feedAdvanceBodySchema = z.object({ seconds: z.number().int().min(1).max(10_800) });
export const feedControlResponseSchema = z.object({ data: z.object({ match_id: z.number().int(), action: z.enum(['finished', 'odds_set', 'suspended', 'advanced']) }) });
