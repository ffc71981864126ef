import { promotionKeys } from '@/lib/query/promotion-keys';

/**
 * The tournaments view's query keys, under promotionKeys.tournaments: invalidated by
 * tournament_pool_changed (lib/live/apply-event) and by the activation rule of spec promotions §4
 * (activating a hunting invalidates the tournament list: listsInvalidatedByActivation).
 */
export const tournamentKeys = {
  list: (locale: string) => [...promotionKeys.tournaments, 'list', locale] as const,
  rating: (tournamentId: number, currency: string, locale: string) => [...promotionKeys.tournaments, 'rating', tournamentId, currency, locale] as const,
};
