import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { promotionKeys } from '@/lib/query/promotion-keys';
import { onUserCatchUp, onUserEvent } from '@/lib/realtime/user-events';

/** Sent on the player's private channel after a settlement moved their hunting points or free-bet progress. */
export const PROGRESS_EVENT = 'promotion_progress_changed';

/**
 * The private events after which the lists are read again: the points and progress moved (after a
 * settlement), or a bet was placed or changed (the points its open bets would add, `potential_points`).
 */
const REFRESHING_EVENTS: readonly string[] = [PROGRESS_EVENT, 'bet_changed'];

/**
 * Reads the player's huntings and free-bet progress again when the server says they moved
 * (`promotion_progress_changed`) or one of the player's bets was placed or changed (`bet_changed`), and when the private channel was subscribed without recovering
 * what it missed (the realtime protocol's "the client refetches by REST"): no polling. Returns the
 * unsubscribe function.
 */
export function watchProgress(queryClient: QueryClient): () => void {
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: promotionKeys.huntings });
    void queryClient.invalidateQueries({ queryKey: promotionKeys.ambs });
  };
  const stopEvents = onUserEvent((event) => {
    if (REFRESHING_EVENTS.includes(event.event_name)) refresh();
  });
  const stopCatchUp = onUserCatchUp(refresh);
  return () => {
    stopEvents();
    stopCatchUp();
  };
}

/** watchProgress while a signed-in player's lists are on screen. */
export function useLiveProgress(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (signedIn ? watchProgress(queryClient) : undefined), [queryClient, signedIn]);
}
