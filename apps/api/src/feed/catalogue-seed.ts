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

/** Upserts sports, categories and tournaments; idempotent, so every start may call it. */
export async function seedCatalogue(repository: FeedRepository): Promise<SeededSport[]> {
  const seeded: SeededSport[] = [];
  for (const [sportIndex, sport] of SPORT_DEFINITIONS.entries()) {
    const sportId = await repository.upsertSport({
      urnId: `${urnPrefix(sport)}:sport:${sportIndex + 1}`,
      key: sport.key,
      name: sport.name,
      priority: sport.priority,
      type: sport.type,
      provider: sport.provider,
    });
    const leagues: SeededLeague[] = [];
    for (const [leagueIndex, league] of sport.leagues.entries()) {
      const categoryId = await repository.upsertCategory({
        sportId,
        slug: slugify(league.country.name),
        name: league.country.name,
        priority: league.priority,
        countryCode: league.country.code,
      });
      const mainOutcomes = sport.model === 'goals' ? 3 : 2;
      const tournamentId = await repository.upsertTournament({
        urnId: `${urnPrefix(sport)}:tournament:${(sportIndex + 1) * 100 + leagueIndex + 1}`,
        sportId,
        categoryId,
        slug: slugify(league.name),
        name: league.name,
        priority: league.priority,
        // Per-context priorities (spec core §3): live lists favour top leagues even more.
        priorities: { home: league.priority, live: league.priority * 2, sport: league.priority },
        mainMarketOutcomeCount: mainOutcomes,
        secondaryMarketOutcomeCount: 2,
      });
      leagues.push({ league, tournamentId, categoryId });
    }
    seeded.push({ sport, sportId, leagues });
  }
  return seeded;
}
