import { z } from 'zod';
import { ODDS_FORMATS } from '@sportsbook/domain';
import { plainTextSchema } from '../common/params';

/** POST /sportsbook/v1/settings: the signed-in player's choices (spec core §3 "User settings"). */
export const pushSubscriptionSchema = z.object({
  endpoint: plainTextSchema.max(2048).pipe(z.url()),
  keys: z.object({ p256dh: plainTextSchema.max(512), auth: plainTextSchema.max(512) }),
});
export const userSettingsBodySchema = z
  .object({
    odds_type: z.enum(ODDS_FORMATS).optional(),
    stakes: z.array(z.number().int().nonnegative()).length(4).optional(),
    auto_accept_odds_change: z.enum(['none', 'higher', 'any']).optional(),
    push_subscription: pushSubscriptionSchema.nullable().optional(),
  })
  .strict();
export type UserSettingsBody = z.infer<typeof userSettingsBodySchema>;
