import type { CategoryDto, SportDto, TournamentDto } from '@sportsbook/contracts';
import type { CategoryRow, SportRow, TournamentRow } from './repository';

/** Rows to the snake_case wire shapes of spec core §3. */
export function toSportDto(row: SportRow): SportDto {
  return { id: row.id, urn_id: row.urnId, key: row.key, name: row.name, priority: row.priority, type: row.type, provider: row.provider };
}

export function toCategoryRef(row: Omit<CategoryRow, 'sport'>): Omit<CategoryDto, 'sport'> {
  return { id: row.id, slug: row.slug, name: row.name, priority: row.priority, country_code: row.countryCode };
}

export function toCategoryDto(row: CategoryRow): CategoryDto {
  return { ...toCategoryRef(row), sport: toSportDto(row.sport) };
}

export function toTournamentDto(row: TournamentRow): TournamentDto {
  return {
    id: row.id,
    urn_id: row.urnId,
    slug: row.slug,
    name: row.name,
    priority: row.priority,
    category: toCategoryRef(row.category),
    sport: toSportDto(row.sport),
    main_market_outcome_count: row.mainMarketOutcomeCount,
    secondary_market_outcome_count: row.secondaryMarketOutcomeCount,
  };
}
