import type { CategoryDto, MatchDto, SportDto, TournamentDto } from '@sportsbook/contracts';
import type { CatalogueNames } from './catalogue-names';

/**
 * Catalogue bodies in one language: the same objects with their sport, category and tournament
 * names replaced (CatalogueNames). English bodies are returned as they are.
 */
type NamedSport = Pick<SportDto, 'key' | 'name'>;
type NamedCategory = Pick<CategoryDto, 'country_code' | 'name'>;

export function localiseSport<T extends NamedSport>(sport: T, names: CatalogueNames): T {
  return names.seeded ? sport : { ...sport, name: names.sport(sport.key, sport.name) };
}

export function localiseCategory<T extends NamedCategory & { sport?: SportDto }>(category: T, names: CatalogueNames): T {
  if (names.seeded) return category;
  const localised = { ...category, name: names.category(category.country_code, category.name) };
  return category.sport ? { ...localised, sport: localiseSport(category.sport, names) } : localised;
}

export function localiseTournament(tournament: TournamentDto, names: CatalogueNames): TournamentDto {
  if (names.seeded) return tournament;
  return {
    ...tournament,
    name: names.tournament(tournament.name),
    category: localiseCategory(tournament.category, names),
    sport: localiseSport(tournament.sport, names),
  };
}

export function localiseMatch(match: MatchDto, names: CatalogueNames): MatchDto {
  if (names.seeded) return match;
  const tournament = { ...match.tournament, name: names.tournament(match.tournament.name), category: localiseCategory(match.tournament.category, names) };
  const sport = localiseSport(match.sport, names);
  if (match.type === 'match') return { ...match, tournament, sport };
  return { ...match, tournament, sport, parent: { ...match.parent, name: tournament.name } };
}

/** A response body `{ data: T[] , …}` with each item localised. */
export function localiseList<T, B extends { data: T[] }>(body: B & { data: T[] }, localise: (item: T, names: CatalogueNames) => T, names: CatalogueNames): B {
  return names.seeded ? body : { ...body, data: body.data.map((item) => localise(item, names)) };
}
