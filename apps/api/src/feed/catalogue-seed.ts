import type { FeedRepository } from '../modules/feed/repository';
import { SPORT_DEFINITIONS, type LeagueDefinition, type SportDefinition } from './data';
import { slugify } from './slug';

export interface SeededLeague {
  league: LeagueDefinition;
  tournamentId: number;
  categoryId: number;
}

export interface SeededSport {
  sport: SportDefinition;
  sportId: number;
  leagues: SeededLeague[];
}

const urnPrefix = (sport: SportDefinition) => (sport.provider === 'oddin' ? 'od' : 'sr');

/**
 * Upserts sports, categories and tournaments: three multi-row statements, whatever the size of
 * the catalogue. Idempotent, so every start may call it.
 */
export async function seedCatalogue(repository: FeedRepository): Promise<SeededSport[]> {
  const sportIds = await repository.upsertSports(SPORT_DEFINITIONS.map((sport, sportIndex) => ({
    urnId: `${urnPrefix(sport)}:sport:${sportIndex + 1}`,
    key: sport.key,
    name: sport.name,
    priority: sport.priority,
    type: sport.type,
    provider: sport.provider,
  })));
  const sportId = (sport: SportDefinition) => {
    const id = sportIds.get(sport.key);
    if (id === undefined) throw new Error(`sport ${sport.key} was not seeded`);
    return id;
  };
  const categoryKey = (sport: SportDefinition, league: LeagueDefinition) => `${sportId(sport)}|${slugify(league.country.name)}`;
  const categoryIds = await repository.upsertCategories(SPORT_DEFINITIONS.flatMap((sport) => sport.leagues.map((league) => ({
    sportId: sportId(sport),
    slug: slugify(league.country.name),
    name: league.country.name,
    priority: league.priority,
    countryCode: league.country.code,
  }))));
  const tournamentUrn = (sport: SportDefinition, sportIndex: number, leagueIndex: number) => `${urnPrefix(sport)}:tournament:${(sportIndex + 1) * 100 + leagueIndex + 1}`;
  const tournamentIds = await repository.upsertTournaments(SPORT_DEFINITIONS.flatMap((sport, sportIndex) => sport.leagues.map((league, leagueIndex) => ({
    urnId: tournamentUrn(sport, sportIndex, leagueIndex),
    sportId: sportId(sport),
    categoryId: categoryIds.get(categoryKey(sport, league)) ?? 0,
    slug: slugify(league.name),
    name: league.name,
    priority: league.priority,
    // Per-context priorities (spec core §3): live lists favour top leagues even more.
    priorities: { home: league.priority, live: league.priority * 2, sport: league.priority },
    mainMarketOutcomeCount: sport.model === 'goals' ? 3 : 2,
    secondaryMarketOutcomeCount: 2,
  }))));
  return SPORT_DEFINITIONS.map((sport, sportIndex) => ({
    sport,
    sportId: sportId(sport),
    leagues: sport.leagues.map((league, leagueIndex) => ({
      league,
      categoryId: categoryIds.get(categoryKey(sport, league)) ?? 0,
      tournamentId: tournamentIds.get(tournamentUrn(sport, sportIndex, leagueIndex)) ?? 0,
    })),
  }));
}
