/**
 * Priorities of sports, categories, leagues and markets as the API and its feed send them
 * (spec core §3): a LOWER number is MORE important and is shown first. Every priority order in
 * the web app goes through here so the direction is decided once.
 */

/** Ascending priority: the most important first. Ties are left to the caller (0). */
export function byPriority(a: { readonly priority: number }, b: { readonly priority: number }): number {
  return a.priority - b.priority;
}

/**
 * The `sort_by` key of GET /matches for "most important league first": ascending, because the
 * API sorts the league's priority number as it is (spec core §9 sort keys).
 */
export const LEAGUE_PRIORITY_FIRST = 'tournament_priority';
