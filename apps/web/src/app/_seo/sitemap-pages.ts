import { matchesResponseSchema } from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';
import { getSettings } from '@/features/settings/api/get-settings';
import { getMatches } from '@/features/catalogue/api/matches-request';
import { getSports } from '@/features/catalogue/api/get-sports';
import { getTournaments } from '@/features/catalogue/api/get-tournaments';
import { enabledSpecialPages } from '../[locale]/special-pages';
import { serverReader } from '@/lib/api/server-reader';
import { valueOrNull } from '@/lib/api/settle';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { matchPath, sportChildPath, sportPath, STATIC_PATHS } from '@/lib/routes/paths';

/** The pages a search engine is invited to: the listings and the public texts, never a player's own pages. */
export const INDEXABLE_STATIC_PATHS = [
  STATIC_PATHS.home,
  STATIC_PATHS.live,
  STATIC_PATHS.cybersport,
  STATIC_PATHS.schedule,
  STATIC_PATHS.results,
  STATIC_PATHS.promotions,
  STATIC_PATHS.generalRules,
  STATIC_PATHS.about,
  STATIC_PATHS.termsAndConditions,
  STATIC_PATHS.helpCenter,
] as const;

/** A listing page of the API's paging (limit 500, spec core §9) and how many pages at most are read: 100,000 matches. */
const PAGE_SIZE = 500;
const MAX_MATCH_PAGES = 200;

/**
 * The paths (without locale) of every page the sitemap lists, from the catalogue API: the static
 * pages, the special pages the settings enable, every sport, every league and every upcoming
 * (pre-match) match. Slugs do not depend on the language, so one read serves every locale.
 */
export async function sitemapPathnames(signal?: AbortSignal): Promise<string[]> {
  const [sports, tournaments, settings] = await Promise.all([
    getSports(DEFAULT_LOCALE, signal),
    getTournaments({}, DEFAULT_LOCALE, signal),
    valueOrNull(getSettings(DEFAULT_LOCALE)),
  ]);
  const paths: string[] = [...INDEXABLE_STATIC_PATHS];
  if (settings) paths.push(...enabledSpecialPages(settings).map((page) => page.href));
  paths.push(...sports.map((sport) => sportPath(sport.key)));
  paths.push(...tournaments.map((tournament) => sportChildPath(tournament.sport.key, tournament.slug)));
  const reader = serverReader(matchesResponseSchema);
  for (let page = 1; page <= MAX_MATCH_PAGES; page += 1) {
    const listing = await getMatches({ match_status: String(MATCH_STATUS.prematch), sort_by: 'start_time', page, limit: PAGE_SIZE }, DEFAULT_LOCALE, { reader, ...(signal ? { signal } : {}) });
    paths.push(...listing.matches.map(matchPath));
    if (page >= listing.pagination.lastPage) break;
  }
  return [...new Set(paths)];
}
