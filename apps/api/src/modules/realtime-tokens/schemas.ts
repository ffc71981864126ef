import { errorBodySchema } from '@sportsbook/contracts';
import { z } from 'zod';

/** Wire shapes of the realtime token endpoints (ARCHITECTURE §6; snake_case as §4 asks). */
export const connectionTokenResponseSchema = z.object({
  token: z.string(),
  expires_at: z.iso.datetime(),
});

/** Like Centrifugo's subscribe proxy / centrifuge-js v2 subscribeEndpoint: {channels: [...]}. */
export const authorizeBodySchema = z.object({
  channels: z.array(z.string().min(1).max(255)).min(1).max(32),
});

export const authorizeResponseSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string(), expires_at: z.iso.datetime() })),
});

export { errorBodySchema };
