import type { NotificationDto, PaginationDto } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/** Items per page of the panel (the API's default, spec promotions §7 `page, limit`). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationsPage {
  data: NotificationDto[];
  pagination: PaginationDto;
}

interface UnreadCounters {
  unread: number;
}

/** GET /sportsbook/v1/notifications: one page, newest first, texts in `locale`. */
export function fetchNotificationsPage(page: number, locale: string): Promise<NotificationsPage> {
  return sportsbookAuthRequest<NotificationsPage>('/notifications', { locale, query: { page, limit: NOTIFICATIONS_PAGE_SIZE } });
}

/** GET /sportsbook/v1/notifications/counters: the unread count. */
export async function fetchUnreadCount(): Promise<number> {
  return (await sportsbookAuthRequest<UnreadCounters>('/notifications/counters')).unread;
}

/** POST /sportsbook/v1/notifications/read {ids}: answers the unread count after. */
export async function markNotificationsRead(ids: readonly number[]): Promise<number> {
  return (await sportsbookAuthRequest<UnreadCounters>('/notifications/read', { method: 'POST', body: { ids } })).unread;
}

/** POST /sportsbook/v1/notifications/read-all: answers the unread count after (0). */
export async function markAllNotificationsRead(): Promise<number> {
  return (await sportsbookAuthRequest<UnreadCounters>('/notifications/read-all', { method: 'POST' })).unread;
}
