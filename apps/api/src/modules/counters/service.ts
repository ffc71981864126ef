import type { CountersDto, CountersRequest, CountsDto } from '@sportsbook/contracts';
import { isLiveStatus, type MatchStatus, type MatchType } from '@sportsbook/domain';
import type { CountersRepository } from './repository';

const empty = (): CountsDto => ({ match_count: 0, season_count: 0, simple_tournament_count: 0, stage_count: 0 });

const FIELD: Record<MatchType, keyof CountsDto> = {
  match: 'match_count',
  season: 'season_count',
  simple_tournament: 'simple_tournament_count',
  stage: 'stage_count',
};

/** POST /counters (spec core §3): live, per sport, category and tournament; outrights by kind. */
export class CountersService {
  constructor(private readonly repository: CountersRepository) {}

  async counters(request: CountersRequest): Promise<CountersDto> {
    const rows = await this.repository.grouped({
      ...(request.sport_type !== undefined ? { sportType: request.sport_type } : {}),
      ...(request.start_from !== undefined ? { startFrom: new Date(request.start_from) } : {}),
      ...(request.start_to !== undefined ? { startTo: new Date(request.start_to) } : {}),
      ...(request.bettable !== undefined ? { bettable: request.bettable } : {}),
    });
    const result: CountersDto = { live: empty(), sports: {}, categories: {}, tournaments: {} };
    const add = (record: Record<string, CountsDto>, id: number, field: keyof CountsDto, count: number) => {
      const counts = record[String(id)] ?? empty();
      counts[field] += count;
      record[String(id)] = counts;
    };
    for (const row of rows) {
      const field = FIELD[row.type];
      if (isLiveStatus(row.status as MatchStatus)) result.live[field] += row.count;
      add(result.sports, row.sportId, field, row.count);
      add(result.categories, row.categoryId, field, row.count);
      add(result.tournaments, row.tournamentId, field, row.count);
    }
    return result;
  }
}
