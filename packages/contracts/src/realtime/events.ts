import { z } from 'zod';
import { PROVIDERS } from '@sportsbook/domain';
import { countersSchema } from '../catalogue/counters';
import { marketSchema } from '../catalogue/market';
import { matchSchema } from '../catalogue/match';
import { voteChangedEventSchema } from '../catalogue/prediction';
import { chatMessageDeletedEventSchema, chatMessageEventSchema } from '../catalogue/chat';
import { matchTrackerEventSchema } from '../catalogue/tracker';
import { notificationMessageSchema, unreadCountersChangedMessageSchema } from '../notifications/notification';
import { siteConfigChangedEventSchema } from '../site-config/site-config';
import { tournamentPoolChangedEventSchema } from '../bonuses/tournament';

/**
 * Public realtime publications (ARCHITECTURE §6): every publication is {event_name, message}.
 * Message fields read by the client: match, markets, provider_statuses (spec promotions §3), and
 * counters (the unfiltered POST /counters `data`).
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
export const providerStatusSchema = z.object({ provider: z.enum(PROVIDERS), active: z.boolean() });
export type ProviderStatusDto = z.infer<typeof providerStatusSchema>;
/** Every provider's status (the same list as GET /settings `provider_statuses`), not only the changed one. */
export const providerStatusChangedEventSchema = z.object({
  event_name: z.literal('provider_status_changed'),
  message: z.object({ provider_statuses: z.array(providerStatusSchema) }),
});
/**
 * The board's counts changed: `counters` is what an unfiltered POST /counters answers in `data`
 * (spec core §3). Throttled by the server (at most about once a second, only when figures differ).
 */
export const countersChangedEventSchema = z.object({
  event_name: z.literal('counters_changed'),
  message: z.object({ counters: countersSchema }),
});

export const publicEventSchema = z.discriminatedUnion('event_name', [
  matchChangedEventSchema,
  matchStatusChangedEventSchema,
  marketsChangedEventSchema,
  providerStatusChangedEventSchema,
  countersChangedEventSchema,
  voteChangedEventSchema,
  siteConfigChangedEventSchema,
  tournamentPoolChangedEventSchema,
  chatMessageEventSchema,
  chatMessageDeletedEventSchema,
  matchTrackerEventSchema,
]);
export type PublicEvent = z.infer<typeof publicEventSchema>;

/**
 * Private publications of the notifications (`$sportsbook:user:{locale}:{userId}`, spec promotions
 * §4 "Notifications"): a new item, and the unread count after any change (new item, read, read all).
 */
export const notificationEventSchema = z.object({
  event_name: z.literal('notification'),
  message: notificationMessageSchema,
});
export const unreadCountersChangedEventSchema = z.object({
  event_name: z.literal('unread_counters_changed'),
  message: unreadCountersChangedMessageSchema,
});

/**
 * `promotion_progress_changed` on the player's private channel (issue 23, docs/promotions.md): a
 * settlement moved their hunting points or free-bet progress; the client reads them again.
 */
export const promotionProgressChangedEventSchema = z.object({
  event_name: z.literal('promotion_progress_changed'),
  message: z.object({}),
});
