import {
  matchResponseSchema,
  matchesResponseSchema,
  type Category,
  type Match,
  type Sport,
  type Tournament,
} from '@sportsbook/contracts';
import { cache } from 'react';
import { getCategories } from '@/features/catalogue/api/get-categories';
import { getMatches } from '@/features/catalogue/api/matches-request';
import { getTournaments } from '@/features/catalogue/api/get-tournaments';
import { getMatch } from '@/features/match/api/match-request';
import { isNotFoundError } from '@/lib/api/api-error';
import { serverReader } from '@/lib/api/server-reader';
import { matchSegment, parseMatchSegment } from '@/lib/routes/paths';

export type SportChild =
  | { kind: 'category'; category: Category }
  | { kind: 'league'; tournament: Tournament }
  | { kind: 'match'; match: Match };

/** Pages of a sport's matches scanned for a bare slug (fetch-all page size 500, spec core §9). */
const SLUG_SCAN_MAX_PAGES = 10;

async function matchById(matchId: number, locale: string): Promise<Match | null> {
  try {
    return await getMatch(matchId, locale, { reader: serverReader(matchResponseSchema) });
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** A match found by the API's own slug (the address a visitor or a partner may hold). */
async function matchBySlug(sport: Sport, slug: string, locale: string): Promise<Match | null> {
  const reader = serverReader(matchesResponseSchema);
  for (let page = 1; page <= SLUG_SCAN_MAX_PAGES; page += 1) {
    const { matches, pagination } = await getMatches({ sport_key: sport.key, limit: 500, page }, locale, { reader });
    const found = matches.find((match) => match.slug === slug);
    if (found) return found;
    if (page >= pagination.lastPage) break;
  }
  return null;
}

/**
 * `/{sport}/{slug}` is a category, else a league, else a match (spec core §2); null if none.
 * Our links end a match's slug with its id (one direct call); the API's bare slug is found in
 * the sport's match list. A known id under an outdated slug still opens its match.
 */
export const resolveSportChild = cache(async (sport: Sport, slug: string, locale: string): Promise<SportChild | null> => {
  const [categories, tournaments] = await Promise.all([getCategories(sport.key, locale), getTournaments({ sportKey: sport.key }, locale)]);
  const category = categories.find((candidate) => candidate.slug === slug);
  if (category) return { kind: 'category', category };
  const tournament = tournaments.find((candidate) => candidate.slug === slug);
  if (tournament) return { kind: 'league', tournament };
  const matchId = parseMatchSegment(slug);
  const candidate = matchId === null ? null : await matchById(matchId, locale);
  const byId = candidate?.sport.key === sport.key ? candidate : null;
  if (byId && (matchSegment(byId) === slug || byId.slug === slug)) return { kind: 'match', match: byId };
  const match = (await matchBySlug(sport, slug, locale)) ?? byId;
  return match ? { kind: 'match', match } : null;
});
