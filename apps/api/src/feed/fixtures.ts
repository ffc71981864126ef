import { MATCH_STATUS } from '@sportsbook/domain';
import type { NewMatch } from '../modules/feed/repository';
import type { SeededLeague, SeededSport } from './catalogue-seed';
import type { Strength } from './engine/types';
import { market, type MarketSpec } from './pricing/market-spec';
import type { Rng } from './random';
import { slugify } from './slug';

/** How often each sport gets a new fixture: football dominates a real board. */
const SPORT_WEIGHTS: Readonly<Record<string, number>> = {
  football: 34, tennis: 14, basketball: 11, 'ice-hockey': 8, volleyball: 6, 'table-tennis': 8, cricket: 4, cs2: 7, dota2: 4, lol: 4,
};

/** Team rating from its place in the league list (strongest first) plus a little noise. */
export function teamRating(league: SeededLeague['league'], team: string, rng: Rng): number {
  const index = Math.max(0, league.teams.indexOf(team));
  const spread = league.teams.length > 1 ? index / (league.teams.length - 1) : 0.5;
  return Math.min(1, Math.max(0, 0.95 - spread * 0.6 + rng.between(-0.05, 0.05)));
}

export interface FixturePlan {
  seeded: SeededSport;
  league: SeededLeague;
  match: NewMatch;
  strength: Strength;
}

export function pickSport(sports: readonly SeededSport[], rng: Rng): SeededSport {
  const total = sports.reduce((sum, entry) => sum + (SPORT_WEIGHTS[entry.sport.key] ?? 1), 0);
  let roll = rng.next() * total;
  for (const entry of sports) {
    roll -= SPORT_WEIGHTS[entry.sport.key] ?? 1;
    if (roll < 0) return entry;
  }
  const last = sports[sports.length - 1];
  if (!last) throw new Error('no sports seeded');
  return last;
}

/**
 * Which fixtures are streamed (has_video; modules/streams/broadcast.ts plays the test stream while
 * they are live): about one in three, of every sport, from the fixture's serial, so the choice is
 * stored with the match and the same for a given seed.
 */
export const isBroadcast = (serial: number): boolean => serial % 3 === 0;

const competitor = (prefix: string, team: string) => ({ id: `${prefix}:competitor:${slugify(team)}`, name: team, logo: null });

export function planFixture(sports: readonly SeededSport[], rng: Rng, startTime: number): FixturePlan {
  const seeded = pickSport(sports, rng);
  const league = rng.pick(seeded.leagues);
  const [home, away] = rng.pair(league.league.teams);
  const prefix = seeded.sport.provider === 'oddin' ? 'od' : 'sr';
  const serial = rng.int(10_000_000, 99_999_999);
  const day = new Date(startTime).toISOString().slice(0, 10);
  return {
    seeded,
    league,
    strength: { home: teamRating(league.league, home, rng), away: teamRating(league.league, away, rng) },
    match: {
      urnId: `${prefix}:match:${serial}`,
      slug: `${slugify(home)}-vs-${slugify(away)}-${day}-${serial % 10_000}`,
      type: 'match',
      name: `${home} vs ${away}`,
      sportId: seeded.sportId,
      categoryId: league.categoryId,
      tournamentId: league.tournamentId,
      home: competitor(prefix, home),
      away: competitor(prefix, away),
      outrightCompetitors: [],
      stadium: null,
      city: null,
      status: MATCH_STATUS.prematch,
      startTime: new Date(startTime),
      endDate: null,
      provider: seeded.sport.provider,
      hasVideo: isBroadcast(serial),
      // Only oddin sends its own statistics widget (spec core §3: "only for one provider").
      isProviderStatsAvailable: seeded.sport.provider === 'oddin',
    },
  };
}

/** A season-winner outright (type season) for a top league, priced from team ratings. */
export function planOutright(seeded: SeededSport, league: SeededLeague, rng: Rng, now: number): { match: NewMatch; specs: MarketSpec[] } {
  const prefix = seeded.sport.provider === 'oddin' ? 'od' : 'sr';
  const teams = league.league.teams;
  const weights = teams.map((team) => Math.exp(teamRating(league.league, team, rng) * 7));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const year = new Date(now).getUTCFullYear();
  const season = `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
  return {
    match: {
      urnId: `${prefix}:season:${league.tournamentId}${year}`,
      slug: `${slugify(league.league.name)}-${slugify(league.league.country.name)}-${year}-winner`,
      type: 'season',
      name: `${league.league.name} ${season} - Winner`,
      sportId: seeded.sportId,
      categoryId: league.categoryId,
      tournamentId: league.tournamentId,
      home: null,
      away: null,
      outrightCompetitors: teams.map((team) => competitor(prefix, team)),
      stadium: null,
      city: null,
      status: MATCH_STATUS.prematch,
      startTime: new Date(now),
      endDate: new Date(now + 180 * 86_400_000),
      provider: seeded.sport.provider,
      hasVideo: false,
      isProviderStatsAvailable: false,
    },
    specs: [
      market({
        typeId: 534, name: 'Outright winner', specifier: '', groups: ['main'], priority: 1, topRank: 1,
        outcomes: teams.map((team, index) => ({ key: slugify(team), name: team, probability: (weights[index] ?? 0) / total })),
      }),
    ],
  };
}
