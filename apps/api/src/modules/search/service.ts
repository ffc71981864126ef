import type { SearchQuery, SearchResultDto } from '@sportsbook/contracts';
import { MATCH_STATUS, type MatchStatus } from '@sportsbook/domain';
import type { CatalogueNames } from '../catalogue/names/catalogue-names';
import { localiseMatch, localiseTournament } from '../catalogue/names/localise';
import { toTournamentDto } from '../catalogue/serialize';
import type { MatchesService } from '../matches/service';
import type { MatchesRepository } from '../matches/repository';
import type { SearchRepository } from './repository';

const MATCH_LIMIT = 20;
const TOURNAMENT_LIMIT = 10;

/** `%term%` for LIKE, with the user's own wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** GET /search (spec core §7): q of 3–50 characters (validated by the contract), matches and leagues. */
export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly matchesRepository: MatchesRepository,
    private readonly matches: MatchesService,
  ) {}

  /** Names in the caller's language (`names`): leagues are found by their seeded (English) name or their name in that language. */
  async find(query: SearchQuery, names: CatalogueNames): Promise<SearchResultDto> {
    const pattern = likePattern(query.q);
    const { rows } = await this.matchesRepository.page({
      filter: {
        nameLike: pattern,
        types: ['match'],
        statuses: query.match_status !== undefined ? [query.match_status] : [MATCH_STATUS.prematch, MATCH_STATUS.live, MATCH_STATUS.stopped],
        ...(query.sport_type !== undefined ? { sportType: query.sport_type } : {}),
      },
      sort: [{ field: 'start_time', direction: 'asc' }],
      offset: 0,
      limit: MATCH_LIMIT,
    });
    const tournaments = (await this.search.tournaments(pattern, query.sport_type, TOURNAMENT_LIMIT, names.tournamentsContaining(query.q.trim()))).map((row) => localiseTournament(toTournamentDto(row), names));
    if (query.only_events_name) {
      const matches = rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, sport_key: row.sport.key, status: row.status as MatchStatus, start_time: row.startTime.toISOString() }));
      return { data: { matches, tournaments } };
    }
    return { data: { matches: (await this.matches.withTopMarkets(rows)).map((match) => localiseMatch(match, names)), tournaments } };
  }
}
