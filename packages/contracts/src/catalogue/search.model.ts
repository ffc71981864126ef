import type { SearchResultDto } from './search';
import { toMatch, type Match } from './match.model';
import { toTournament, type Tournament } from './tournament.model';

export interface SearchResult {
  matches: Match[];
  tournaments: Tournament[];
}

/** Maps a full search result (without only_events_name). */
export function toSearchResult(dto: SearchResultDto): SearchResult {
  return {
    matches: dto.data.matches.flatMap((match) => ('urn_id' in match ? [toMatch(match)] : [])),
    tournaments: dto.data.tournaments.map(toTournament),
  };
}
