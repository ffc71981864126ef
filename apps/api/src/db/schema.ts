import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MatchType, Provider, SportType } from '@sportsbook/domain';
import type { StatisticsDto } from '@sportsbook/contracts';

/** Catalogue tables (spec core §3). Listing columns are denormalised onto matches for one-query pages. */
export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
  type: text('type').$type<SportType>().notNull(),
  provider: text('provider').$type<Provider>().notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id').notNull().references(() => sports.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
    countryCode: text('country_code'),
  },
  (table) => [uniqueIndex('categories_sport_slug_idx').on(table.sportId, table.slug)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id').notNull().references(() => sports.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
    priorities: jsonb('priorities').$type<Record<string, number>>().notNull().default({}),
    mainMarketOutcomeCount: integer('main_market_outcome_count').notNull(),
    secondaryMarketOutcomeCount: integer('secondary_market_outcome_count').notNull(),
  },
  (table) => [
    index('tournaments_category_idx').on(table.categoryId),
    index('tournaments_sport_idx').on(table.sportId),
  ],
);

export interface CompetitorRecord {
  id: string;
  name: string;
  logo: string | null;
}

/**
 * Matches and outrights (type season / simple_tournament / stage) share one table, as the wire
 * does. sport_id and category_id are copied from the tournament so every filter hits one index.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    type: text('type').$type<MatchType>().notNull(),
    name: text('name').notNull(),
    sportId: integer('sport_id').notNull().references(() => sports.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    tournamentId: integer('tournament_id').notNull().references(() => tournaments.id),
    home: jsonb('home').$type<CompetitorRecord>(),
    away: jsonb('away').$type<CompetitorRecord>(),
    outrightCompetitors: jsonb('outright_competitors').$type<CompetitorRecord[]>().notNull().default([]),
    stadium: text('stadium'),
    city: text('city'),
    status: smallint('status').notNull(),
    stage: text('stage'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    statistics: jsonb('statistics').$type<StatisticsDto>(),
    /** Listed markets (status other than 0) and those open for betting (status 1). */
    availableMarkets: integer('available_markets').notNull().default(0),
    openMarkets: integer('open_markets').notNull().default(0),
    hasVideo: boolean('has_video').notNull().default(false),
    betsCount: integer('bets_count').notNull().default(0),
    provider: text('provider').$type<Provider>().notNull(),
    isProviderStatsAvailable: boolean('is_provider_stats_available').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_status_start_idx').on(table.status, table.startTime, table.id),
    index('matches_sport_status_start_idx').on(table.sportId, table.status, table.startTime),
    index('matches_tournament_start_idx').on(table.tournamentId, table.startTime),
    index('matches_category_start_idx').on(table.categoryId, table.startTime),
    index('matches_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

/**
 * A market line of one match. `type_id` is the wire `id` (1 = 1x2, 18 = totals …) and
 * specifier tells lines apart; top_rank 1/2/3… marks main, secondary and top markets.
 */
export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    name: text('name').notNull(),
    status: smallint('status').notNull(),
    marketGroups: jsonb('market_groups').$type<string[]>().notNull().default([]),
    priority: integer('priority').notNull(),
    topRank: smallint('top_rank').notNull().default(0),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    nextBetStop: timestamp('next_bet_stop', { withTimezone: true, mode: 'date' }),
    customBetGroups: jsonb('custom_bet_groups').$type<string[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex('markets_match_type_specifier_idx').on(table.matchId, table.typeId, table.specifier),
    index('markets_match_top_idx').on(table.matchId, table.topRank),
  ],
);

/** Odds are integers in thousandths (ARCHITECTURE §5); the wire shows them with 3 decimals. */
export const outcomes = pgTable(
  'outcomes',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id').notNull().references(() => markets.id, { onDelete: 'cascade' }),
    outcomeKey: text('outcome_key').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
    active: boolean('active').notNull(),
    odds: integer('odds').notNull(),
  },
  (table) => [uniqueIndex('outcomes_market_key_idx').on(table.marketId, table.outcomeKey)],
);

/** The simulator's private per-match state, so a restarted leader carries on where it stopped. */
export const feedMatchStates = pgTable('feed_match_states', {
  matchId: integer('match_id').primaryKey().references(() => matches.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
});
