import type { NotificationDto } from '@sportsbook/contracts/models';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { UserEvent } from '@/lib/live/events';
import type { NotificationsPage } from '../api/notifications-api';

/** Query keys: every list is ['notifications', 'list', userId, locale]; the count ['notifications', 'unread', userId]. */
export const notificationKeys = {
  root: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (userId: number, locale: string) => ['notifications', 'list', userId, locale] as const,
  unreadAll: ['notifications', 'unread'] as const,
  unread: (userId: number) => ['notifications', 'unread', userId] as const,
};

type CachedList = InfiniteData<NotificationsPage, number>;

function isNotificationDto(value: unknown): value is NotificationDto {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'number' && typeof item.title === 'string' && typeof item.body === 'string' && typeof item.read === 'boolean' && typeof item.created_at === 'string';
}

/** Every cached list with `change` applied to each page (a page left as is keeps its object). */
function patchLists(queryClient: QueryClient, change: (page: NotificationsPage, index: number) => NotificationsPage): void {
  for (const [key, list] of queryClient.getQueriesData<CachedList>({ queryKey: notificationKeys.lists })) {
    if (!list) continue;
    const pages = list.pages.map(change);
    if (pages.some((page, index) => page !== list.pages[index])) queryClient.setQueryData<CachedList>(key, { ...list, pages });
  }
}

/** A new notification goes on top of the first page of every cached list (once: a replayed one is skipped). */
export function prependNotification(queryClient: QueryClient, item: NotificationDto): void {
  for (const [key, list] of queryClient.getQueriesData<CachedList>({ queryKey: notificationKeys.lists })) {
    const [first, ...rest] = list?.pages ?? [];
    if (!list || !first || list.pages.some((page) => page.data.some((cached) => cached.id === item.id))) continue;
    const pagination = { ...first.pagination, total: first.pagination.total + 1 };
    queryClient.setQueryData<CachedList>(key, { ...list, pages: [{ data: [item, ...first.data], pagination }, ...rest] });
  }
}

/** Marks these notifications read (all when null) in every cached list. */
export function markReadInCache(queryClient: QueryClient, ids: readonly number[] | null): void {
  const wanted = ids === null ? null : new Set(ids);
  patchLists(queryClient, (page) => {
    if (!page.data.some((item) => !item.read && (wanted === null || wanted.has(item.id)))) return page;
    return { ...page, data: page.data.map((item) => (!item.read && (wanted === null || wanted.has(item.id)) ? { ...item, read: true } : item)) };
  });
}

/** The unread count of every cached counter (the server's figure, from an answer or an event). */
export function setUnreadInCache(queryClient: QueryClient, unread: number): void {
  for (const [key] of queryClient.getQueriesData<number>({ queryKey: notificationKeys.unreadAll })) queryClient.setQueryData(key, unread);
}

/**
 * Private channel events of the notifications (spec promotions §4 "Notifications"):
 * `notification {notification}` adds the item to the lists, `unread_counters_changed {unread}`
 * sets the count. Anything else, or a malformed message, is ignored.
 */
export function applyNotificationEvent(queryClient: QueryClient, event: UserEvent): void {
  if (event.event_name === 'notification') {
    if (isNotificationDto(event.message.notification)) prependNotification(queryClient, event.message.notification);
    return;
  }
  if (event.event_name === 'unread_counters_changed') {
    const { unread } = event.message;
    if (typeof unread === 'number' && Number.isInteger(unread) && unread >= 0) setUnreadInCache(queryClient, unread);
  }
}
