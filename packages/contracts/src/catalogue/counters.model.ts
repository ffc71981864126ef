import type { CountsDto, CountersDto } from './counters';

export interface Counts {
  matchCount: number;
  outrightCount: number;
}

export function toCounts(dto: CountsDto): Counts {
  return {
    matchCount: dto.match_count,
    outrightCount: dto.season_count + dto.simple_tournament_count + dto.stage_count,
  };
}

export interface Counters {
  live: Counts;
  sports: Record<string, Counts>;
  categories: Record<string, Counts>;
  tournaments: Record<string, Counts>;
}

export function toCounters(dto: CountersDto): Counters {
  const mapAll = (record: Record<string, CountsDto>) =>
    Object.fromEntries(Object.entries(record).map(([id, counts]) => [id, toCounts(counts)]));
  return {
    live: toCounts(dto.live),
    sports: mapAll(dto.sports),
    categories: mapAll(dto.categories),
    tournaments: mapAll(dto.tournaments),
  };
}
