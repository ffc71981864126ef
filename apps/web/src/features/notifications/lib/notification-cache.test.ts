import type { NotificationDto } from '@sportsbook/contracts/models';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '@/test/render';
import type { NotificationsPage } from '../api/notifications-api';
import { notificationDto } from '../test/fixtures';
import { applyNotificationEvent, markReadInCache, notificationKeys } from './notification-cache';

function cachedList(pages: NotificationDto[][]): InfiniteData<NotificationsPage, number> {
  const total = pages.flat().length;
  return {
    pages: pages.map((data, index) => ({ data, pagination: { total, page: index + 1, limit: 20, last_page: pages.length } })),
    pageParams: pages.map((_, index) => index + 1),
  };
}

function setup() {
  const queryClient = testQueryClient();
  const key = notificationKeys.list(7, 'en');
  queryClient.setQueryData(key, cachedList([[notificationDto(3), notificationDto(2, true)], [notificationDto(1)]]));
  queryClient.setQueryData(notificationKeys.unread(7), 2);
  const list = () => queryClient.getQueryData<InfiniteData<NotificationsPage, number>>(key);
  return { queryClient, list };
}

describe('notification cache patches (spec promotions §4 "Notifications")', () => {
  it('puts a new notification on top of the first page once, and counts it', () => {
    const { queryClient, list } = setup();
    applyNotificationEvent(queryClient, { event_name: 'notification', message: { notification: notificationDto(4) } });
    expect(list()?.pages[0]?.data.map((item) => item.id)).toEqual([4, 3, 2]);
    expect(list()?.pages[0]?.pagination.total).toBe(4);
    const before = list();
    // A replayed publication (recovery after a reconnect) adds nothing.
    applyNotificationEvent(queryClient, { event_name: 'notification', message: { notification: notificationDto(4) } });
    expect(list()).toBe(before);
  });

  it('sets the unread count from unread_counters_changed, and ignores malformed or foreign events', () => {
    const { queryClient, list } = setup();
    applyNotificationEvent(queryClient, { event_name: 'unread_counters_changed', message: { unread: 5 } });
    expect(queryClient.getQueryData(notificationKeys.unread(7))).toBe(5);
    const before = list();
    for (const message of [{ unread: -1 }, { unread: 1.5 }, { unread: '3' }, {}]) applyNotificationEvent(queryClient, { event_name: 'unread_counters_changed', message });
    applyNotificationEvent(queryClient, { event_name: 'notification', message: { notification: { id: 'x' } } });
    applyNotificationEvent(queryClient, { event_name: 'balance_changed', message: { unread: 0 } });
    expect(queryClient.getQueryData(notificationKeys.unread(7))).toBe(5);
    expect(list()).toBe(before);
  });

  it('marks the given ids read, or all of them, keeping pages that did not change', () => {
    const { queryClient, list } = setup();
    const secondPage = list()?.pages[1];
    markReadInCache(queryClient, [3]);
    expect(list()?.pages.flatMap((page) => page.data.map((item) => [item.id, item.read]))).toEqual([[3, true], [2, true], [1, false]]);
    expect(list()?.pages[1]).toBe(secondPage);
    markReadInCache(queryClient, null);
    expect(list()?.pages.flatMap((page) => page.data.map((item) => item.read))).toEqual([true, true, true]);
  });
});
