import { z } from 'zod';

/**
 * Quick deposit with the test payment method: the card decides the outcome
 * (TEST_CARDS), amounts are minor units of the currency.
 */
export const TEST_CARDS = { success: '4242424242424242', pending: '4000000000003220', error: '4000000000000002' } as const;

export const depositBodySchema = z.object({
  currency: z.string().min(3).max(5).optional(),
  amount: z.number().int().positive().max(1_000_000_000_000),
  card_number: z.string().regex(/^\d{12,19}$/, 'card number digits').optional(),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

export const DEPOSIT_STATUSES = ['success', 'pending', 'error'] as const;
export const depositSchema = z.object({
  id: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  balance: z.number().int(),
  message: z.string(),
});
export type DepositDto = z.infer<typeof depositSchema>;

export const withdrawalBodySchema = z.object({ currency: z.string().min(3).max(5).optional(), amount: z.number().int().positive() });
export const withdrawalSchema = z.object({ amount: z.number().int(), currency: z.string(), balance: z.number().int() });

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  amount: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  /**
   * Cash, or bonus money (the value of the free bets the player holds: issued, staked, given back,
   * lapsed). Only cash moves the balance, and only cash is withdrawable (docs/bonuses.md).
   */
  money: z.enum(['cash', 'bonus']),
  created_at: z.iso.datetime(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;
export const ledgerResponseSchema = z.object({ data: z.array(ledgerEntrySchema) });

/** `balance_changed` on `$sportsbook:user:{locale}:{userId}` (ARCHITECTURE §6). */
export const balanceChangedMessageSchema = z.object({ currency: z.string(), balance: z.number().int(), subunits: z.number().int(), reason: z.string() });
export type BalanceChangedMessage = z.infer<typeof balanceChangedMessageSchema>;
