'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { fetchUnseenBonuses, markBonusesSeen } from '../api/bonuses-api';
import { unseenOf } from '../lib/bonus-view';

/** Every bonus query starts with this (a bonus_issued event refreshes them all). */
export const BONUSES_QUERY_ROOT = 'promotions';
export const unseenBonusesKey = (userId: number) => [BONUSES_QUERY_ROOT, 'unseen', userId] as const;

/** Ids sent to mark-as-seen during this page's life: a list shown again (cached) does not send them again. */
const sent = new Set<string>();

/** The signed-in player's unseen bonuses a notice would show: their count is the header's badge. */
export function useUnseenBonusCount(userId: number): number {
  return useQuery({ queryKey: unseenBonusesKey(userId), queryFn: fetchUnseenBonuses, select: (bonuses) => bonuses.length }).data ?? 0;
}

/**
 * Marks bonuses the player has seen (the toaster card shown, /promotions opened): POST
 * /bonuses/mark-as-seen with only those not yet seen (spec promotions §4, §7), then the unseen
 * count is read again. A failed call is reported and may be sent again on the next showing.
 */
export function useMarkBonusesSeen(): (bonuses: readonly BonusDto[]) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (bonuses: readonly BonusDto[]) => {
      const unseen = unseenOf(bonuses).filter((bonus) => !sent.has(bonus.id));
      if (unseen.length === 0) return;
      for (const bonus of unseen) sent.add(bonus.id);
      void markBonusesSeen(unseen).then(
        () => queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_ROOT, 'unseen'] }),
        (error: unknown) => {
          for (const bonus of unseen) sent.delete(bonus.id);
          reportErrorLazily(error);
        },
      );
    },
    [queryClient],
  );
}

/** For tests: forget what was sent. */
export function forgetSentSeen(): void {
  sent.clear();
}
