import { queryKeys } from './query-keys';

/**
 * The query keys of the promotion lists that activation rules tie together (spec promotions §4
 * "Activating hunting invalidates the tournament list. Activating tournament invalidates the
 * hunting list. Activation also refreshes the bonus list of its type."). In lib because two
 * features (hunting, tournaments) read them and a feature does not import another's internals.
 */
export const promotionKeys = {
  /** GET /bonuses/huntings: ['bonuses-huntings', …]. */
  huntings: ['bonuses-huntings'] as const,
  /**
   * GET /bonuses/tournaments and their ratings: the tournaments view's root key, the one
   * tournament_pool_changed invalidates too (queryKeys.promoTournaments), so an activation reaches
   * the list and the leaderboards on screen.
   */
  tournaments: queryKeys.promoTournaments(),
  /** GET /bonuses/freebets/amb: ['bonuses-amb', …]. */
  ambs: ['bonuses-amb'] as const,
} as const;

/** The lists to read again after activating a bonus of this type: its own, then the one the rule names. */
export function listsInvalidatedByActivation(type: 'hunting' | 'tournament'): (readonly string[])[] {
  return type === 'hunting' ? [promotionKeys.huntings, promotionKeys.tournaments] : [promotionKeys.tournaments, promotionKeys.huntings];
}
