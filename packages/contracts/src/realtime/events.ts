import { z } from 'zod';
import { PROVIDERS } from '@sportsbook/domain';
import { marketSchema } from '../catalogue/market';
import { matchSchema } from '../catalogue/match';

/**
 * Public realtime publications (ARCHITECTURE §6): every publication is {event_name, message}.
 * Message fields read by the client: match, markets, provider_statuses (spec promotions §3).
 */
export const matchChangedEventSchema = z.object({
  event_name: z.literal('match_changed'),
  message: z.object({ match: matchSchema }),
});
export const matchStatusChangedEventSchema = z.object({
  event_name: z.literal('match_status_changed'),
  message: z.object({ match: matchSchema }),
});
export const marketsChangedEventSchema = z.object({
  event_name: z.literal('markets_changed'),
  message: z.object({ match_id: z.number().int(), markets: z.array(marketSchema) }),
});
export const providerStatusChangedEventSchema = z.object({
  event_name: z.literal('provider_status_changed'),
  message: z.object({ provider_statuses: z.array(z.object({ provider: z.enum(PROVIDERS), active: z.boolean() })) }),
});

export const publicEventSchema = z.discriminatedUnion('event_name', [
  matchChangedEventSchema,
  matchStatusChangedEventSchema,
  marketsChangedEventSchema,
  providerStatusChangedEventSchema,
]);
export type PublicEvent = z.infer<typeof publicEventSchema>;
