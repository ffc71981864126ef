import type { CategoryDto, MarketDto, MatchDto, SportDto, TournamentDto } from '@sportsbook/contracts';
import type { CatalogueNames } from './catalogue-names';

/**
 * Catalogue bodies in one language: the same objects with their sport, category, tournament,
 * market and outcome names replaced (CatalogueNames). English bodies are returned as they are.
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

export function localiseMarket(market: MarketDto, names: CatalogueNames): MarketDto {
  if (names.seeded) return market;
  const { markets } = names;
  return { ...market, name: markets.market(market.name), outcomes: market.outcomes.map((outcome) => ({ ...outcome, name: markets.outcome(outcome.name) })) };
}

export function localiseMatch(match: MatchDto, names: CatalogueNames): MatchDto {
  if (names.seeded) return match;
  const tournament = { ...match.tournament, name: names.tournament(match.tournament.name), category: localiseCategory(match.tournament.category, names) };
  const sport = localiseSport(match.sport, names);
  // The main and secondary markets are among the top markets: each is localised once.
  const localised = new Map<MarketDto, MarketDto>();
  const market = (dto: MarketDto) => {
    let result = localised.get(dto);
    if (!result) localised.set(dto, (result = localiseMarket(dto, names)));
    return result;
  };
  const markets = {
    top_markets: match.top_markets.map(market),
    main_market: match.main_market && market(match.main_market),
    secondary_market: match.secondary_market && market(match.secondary_market),
  };
  if (match.type === 'match') return { ...match, ...markets, tournament, sport };
  return { ...match, ...markets, tournament, sport, parent: { ...match.parent, name: tournament.name } };
}

/** A response body `{ data: T[] , …}` with each item localised. */
export function localiseList<T, B extends { data: T[] }>(body: B & { data: T[] }, localise: (item: T, names: CatalogueNames) => T, names: CatalogueNames): B {
  return names.seeded ? body : { ...body, data: body.data.map((item) => localise(item, names)) };
}
