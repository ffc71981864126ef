import { z } from 'zod';
import { pagedSchema } from '../common/pagination';
import { positiveIntParamSchema, positiveIntSchema } from '../common/params';

/**
 * What a notification is about (`type`) and what it points to (`object_type` + `object_id`).
 * Our producers: a settled bet (won, refunded), a cashed-out bet, a credited deposit.
 */
export const NOTIFICATION_TYPES = ['bet_won', 'bet_refunded', 'bet_cashed_out', 'deposit_credited'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_OBJECT_TYPES = ['bet', 'deposit'] as const;
export type NotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];

/**
 * A private notification (spec promotions §3 "Notification": id, title, caption, body, type,
 * object_type, read, created_at), plus `object_id` (ours: the bet or deposit it is about, or null).
 * title, caption and body are rendered by the server in the reader's language.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string(),
  body: z.string(),
  type: z.string(),
  object_type: z.string(),
  object_id: z.string().nullable(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** GET /sportsbook/v1/notifications (spec promotions §7: page, limit), newest first. */
export const notificationListQuerySchema = z.object({
  page: positiveIntParamSchema.default(1),
  limit: positiveIntParamSchema.max(500).default(20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export const notificationListSchema = pagedSchema(notificationSchema);
export type NotificationListDto = z.infer<typeof notificationListSchema>;

/**
 * The unread count (spec promotions §3 "Unread notification count: one number"): the answer of
 * GET /notifications/counters and of both read calls, and the `unread_counters_changed` message.
 */
export const unreadCountersSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCountersDto = z.infer<typeof unreadCountersSchema>;

/** POST /sportsbook/v1/notifications/read: the caller's notifications to mark read (others' ids are ignored). */
export const readNotificationsBodySchema = z.object({ ids: z.array(positiveIntSchema).min(1).max(500) });
export type ReadNotificationsBody = z.infer<typeof readNotificationsBodySchema>;

/** `notification` on the private channel: the new item, as GET /notifications lists it. */
export const notificationMessageSchema = z.object({ notification: notificationSchema });
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
/** `unread_counters_changed` on the private channel: the new unread count. */
export const unreadCountersChangedMessageSchema = unreadCountersSchema;
