'use client';

import { toNotification, type Notification } from '@sportsbook/contracts/models';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeAuthUserId } from '@/lib/auth/use-auth-user-id';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { onUserEvent } from '@/lib/realtime/user-events';
import { fetchNotificationsPage, fetchUnreadCount, markAllNotificationsRead, markNotificationsRead } from '../api/notifications-api';
import { applyNotificationEvent, markReadInCache, notificationKeys, setUnreadInCache } from '../lib/notification-cache';

/** The player's unread count (GET /notifications/counters), kept by the private channel. */
export function useUnreadCount(userId: number | null) {
  return useQuery({
    queryKey: notificationKeys.unread(userId ?? 0),
    queryFn: fetchUnreadCount,
    enabled: userId !== null,
    staleTime: Infinity,
  });
}

/** The player's notifications, newest first, a page at a time (only while `enabled`: the panel is open). */
export function useNotificationList(userId: number | null, locale: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId ?? 0, locale),
    queryFn: ({ pageParam }) => fetchNotificationsPage(pageParam, locale),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined),
    select: (data): Notification[] => data.pages.flatMap((page) => page.data.map(toNotification)),
    enabled: enabled && userId !== null,
    staleTime: Infinity,
  });
}

/** Marks some (ids) or all (null) read: the cache at once, then the server's count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[] | null) => (ids === null ? markAllNotificationsRead() : markNotificationsRead(ids)),
    onMutate: (ids) => markReadInCache(queryClient, ids),
    onSuccess: (unread) => setUnreadInCache(queryClient, unread),
    onError: (error) => {
      reportErrorLazily(error);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.root });
    },
  });
}

/**
 * Applies `notification` / `unread_counters_changed` to the cache while mounted; signing out (or
 * in as someone else) drops the cached list and count (spec promotions §4 "Logging out clears
 * cached lists").
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopEvents = onUserEvent((event) => applyNotificationEvent(queryClient, event));
    const stopUser = subscribeAuthUserId(() => queryClient.removeQueries({ queryKey: notificationKeys.root }));
    return () => {
      stopEvents();
      stopUser();
    };
  }, [queryClient]);
}
