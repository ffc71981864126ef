import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MatchType, Provider, SportType } from '@sportsbook/domain';
import type { StatisticsDto } from '@sportsbook/contracts';

/** How a resolved outcome pays (Betradar-style void factors as names). */
export type OutcomeResult = 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose';

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
    /** Set when the market is resolved (issue 6 settlement): win, lose, refund, half_win, half_lose. */
    result: text('result').$type<OutcomeResult>(),
  },
  (table) => [uniqueIndex('outcomes_market_key_idx').on(table.marketId, table.outcomeKey)],
);

/** The simulator's private per-match state, so a restarted leader carries on where it stopped. */
export const feedMatchStates = pgTable('feed_match_states', {
  matchId: integer('match_id').primaryKey().references(() => matches.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
});

/*
 * Accounts (issue 5, spec core §3 "Player"). Secrets (passwords, session ids, e-mailed tokens,
 * SMS codes) are stored only as hashes; money is integer minor units (ARCHITECTURE §5).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').unique(),
    authPhoneNumber: text('auth_phone_number').unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    language: text('language').notNull().default('en'),
    currency: text('currency').notNull(),
    country: text('country'),
    pve: boolean('pve').notNull().default(false),
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    mobilePhone: text('mobile_phone'),
    phoneCountry: text('phone_country'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    resetPasswordTokenHash: text('reset_password_token_hash').unique(),
    resetPasswordSentAt: timestamp('reset_password_sent_at', { withTimezone: true, mode: 'date' }),
    unlockTokenHash: text('unlock_token_hash').unique(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    /** The last failed sign-in: with failed_attempts, when the next attempt may come (progressive delay). */
    lastFailedSignInAt: timestamp('last_failed_sign_in_at', { withTimezone: true, mode: 'date' }),
    /**
     * The player has (or had) a wager or loss limit: placement counts their stakes in
     * bet_limit_counters and checks the limits (place_bet_batch); false, it pays nothing for them.
     */
    betLimits: boolean('bet_limits').notNull().default(false),
    /** The player's own reality-check interval in seconds (null: the site's; issue 21). */
    realityCheckSeconds: integer('reality_check_seconds'),
    /** The affiliate tags of the sign-up visit (ctag, btag, stag, qtag, gclid; issue 22). */
    affiliateTags: jsonb('affiliate_tags').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('users_login_present', sql`${table.email} IS NOT NULL OR ${table.authPhoneNumber} IS NOT NULL`)],
);

export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The last reality check the player answered "continue" to in this session (null: none yet; issue 21). */
    realityCheckedAt: timestamp('reality_checked_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the player's session-time limit ends this session (null: none; issue 21): `expires_at`
     * is brought down to it, so every session check ends the session then, and a refused call can
     * tell the player why (SESSION_LIMIT_REACHED).
     */
    limitEndsAt: timestamp('limit_ends_at', { withTimezone: true, mode: 'date' }),
    /** The last activity ping of this session (POST /player/activity_limit_track; null: none yet). */
    activityTrackedAt: timestamp('activity_tracked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One account per user and currency; balance caches the sum of its ledger entries. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('accounts_user_currency_idx').on(table.userId, table.currency),
    check('accounts_balance_non_negative', sql`${table.balance} >= 0`),
  ],
);

/** Append-only: every balance change, written in the transaction of its cause. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The account's balance after this entry (running sum of its entries in id order): the latest
     * entry's value must equal the cached balance, an O(1) check of the ledger invariant.
     */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /**
     * Cash or bonus money (ARCHITECTURE §10 "Money kinds"; docs/bonuses.md). Bonus money is the value
     * of the free bets a player holds: credited when one is issued (or given back), debited when
     * one is staked or expires. `balance_after` stays the account's cash running balance on every
     * entry (a bonus entry repeats it), so the cash invariant is checked as before; the bonus
     * balance is the sum of the account's bonus entries.
     */
    money: text('money').$type<'cash' | 'bonus'>().notNull().default('cash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    uniqueIndex('ledger_entries_kind_reference_idx').on(table.kind, table.reference),
    index('ledger_entries_bonus_idx').on(table.accountId).where(sql`${table.money} = 'bonus'`),
    check('ledger_entries_money_check', sql`${table.money} in ('cash', 'bonus')`),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'success' | 'pending' | 'error'>().notNull(),
    method: text('method').notNull(),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('deposits_user_idx').on(table.userId), index('deposits_account_created_idx').on(table.accountId, table.createdAt)],
);

/**
 * Withdrawals (docs/payments.md): the cash is debited through the ledger when the player asks
 * (`pending`); `processed` when paid out, `cancelled` (by the player, while pending) and `failed`
 * (the payout failed) return it through the ledger. Only a pending withdrawal changes state.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'processed' | 'cancelled' | 'failed'>().notNull(),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('withdrawals_user_idx').on(table.userId, table.id), check('withdrawals_amount_positive', sql`${table.amount} > 0`)],
);

/**
 * The payment providers' webhook events seen (docs/payments.md): written in the transaction of the
 * event's effect, so an event id applies once (a replay finds its row and changes nothing).
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').notNull(),
    result: text('result').$type<'applied' | 'ignored'>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Mail and SMS messages when no SMTP server is configured (and every SMS: there is no gateway). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export interface PushSubscriptionRecord {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  oddsType: text('odds_type'),
  stakes: jsonb('stakes').$type<number[]>(),
  autoAcceptOddsChange: text('auto_accept_odds_change').$type<'none' | 'higher' | 'any'>(),
  pushSubscription: jsonb('push_subscription').$type<PushSubscriptionRecord>(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('phone_verification_codes_user_idx').on(table.userId, table.createdAt)],
);

/** Loyalty tiers by persistent comp points (seeded by the migration). */
export const playerStatusGroups = pgTable('player_status_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  writeable: boolean('writeable').notNull().default(false),
  minPoints: integer('min_points').notNull(),
  maxPoints: integer('max_points'),
});

export const compPoints = pgTable('comp_points', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  points: integer('points').notNull().default(0),
});

/**
 * Responsible-gambling limits (issue 21; spec promotions §3). An amount limit (deposit, loss, wager)
 * per calendar period, or an exclusion (time_out, self_exclusion) ending at `disable_at` (null:
 * indefinite). A raise or removal asked keeps the limit active with `disable_at` (end of the
 * cooling-off) and `confirm_until`; a raise is a `pending` row whose parent is the limit it replaces.
 * `unconfirmed_disabled` is derived from the clock (domain effectiveLimitStatus), never stored.
 */
export const userLimits = pgTable(
  'user_limits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'deposit' | 'loss' | 'wager' | 'session' | 'activity' | 'time_out' | 'self_exclusion'>().notNull(),
    strategy: text('strategy').$type<'calendar'>().notNull().default('calendar'),
    status: text('status').$type<'active' | 'pending' | 'confirmed_disabled' | 'expired'>().notNull(),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    period: text('period').$type<'day' | 'week' | 'month'>(),
    parentId: integer('parent_id').references((): AnyPgColumn => userLimits.id, { onDelete: 'set null' }),
    disableAt: timestamp('disable_at', { withTimezone: true, mode: 'date' }),
    confirmUntil: timestamp('confirm_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('user_limits_user_type_idx').on(table.userId, table.type)],
);

/**
 * What a player's wager and loss limits count (issue 21; docs in apps/api/README.md "Responsible
 * gambling"): per currency and period, the cash staked and the cash returned by bets (wins,
 * refunds, cashouts) in the calendar window starting `window_start`. Kept only for players with
 * `users.bet_limits`, in the transaction of each stake (place_bet_batch) and return (settlement,
 * cashout, VIP refund), under the account's row lock; a row of an older window counts as zero.
 */
export const betLimitCounters = pgTable(
  'bet_limit_counters',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    period: text('period').$type<'day' | 'week' | 'month'>().notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    staked: bigint('staked', { mode: 'number' }).notNull().default(0),
    returned: bigint('returned', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.currency, table.period] })],
);

/**
 * The player's tracked active time per UTC day in milliseconds (issue 21; apps/api/README.md
 * "Responsible gambling"): each activity ping adds the time since the session's previous ping, at
 * most one ping interval. Activity limits sum the days of their calendar window.
 */
export const playerActivity = pgTable(
  'player_activity',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    activeMs: bigint('active_ms', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/*
 * Betting (issue 6, spec core §3 "Bets and ticket"). Money in minor units, odds in thousandths.
 * Bets outlive the catalogue (finished matches are deleted after a day), so a selection keeps its
 * own snapshot of names and no foreign key to matches.
 */

/** One placement request per idempotency key: a retried request answers the bets placed by the first (bets.request_id). */
export const betRequests = pgTable(
  'bet_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bet_requests_user_key_idx').on(table.userId, table.idempotencyKey)],
);

export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ref: text('ref').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    requestId: integer('request_id').references(() => betRequests.id),
    type: text('type').notNull(),
    /** spec core §3 bet statuses: submitted, waiting_results, done, cashed_out, rejected … */
    status: text('status').notNull(),
    /** spec core §3 bet results: no_results, win_entire, lose_entire, refund_entire … */
    result: text('result').notNull().default('no_results'),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Total odds in thousandths (custom bets: the correlated price). */
    odds: integer('odds').notNull(),
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull(),
    winAmount: bigint('win_amount', { mode: 'number' }),
    systemWinCount: smallint('system_win_count'),
    systemTotalCount: smallint('system_total_count'),
    /** The bonus the bet was placed with (issue 20; docs/bonuses.md): null for none. */
    bonus: jsonb('bonus').$type<StoredBetBonus | null>(),
    isVip: boolean('is_vip').notNull().default(false),
    quick: boolean('quick').notNull().default(false),
    deviceId: text('device_id'),
    /** Live bets wait a bet delay before they are accepted (status submitted until then). */
    acceptAt: timestamp('accept_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('bets_user_created_idx').on(table.userId, table.id),
    /** An Idempotency-Key retry answers the bets of its first request. */
    index('bets_request_idx').on(table.requestId).where(sql`${table.requestId} is not null`),
    check('bets_stake_positive', sql`${table.stake} > 0`),
  ],
);

/** What a selection showed when it was placed (names survive the catalogue's clean-up). */
export interface BetSelectionSnapshot {
  matchSlug: string;
  sportKey: string;
  home: string;
  away: string;
  tournamentName: string;
  startTime: string;
  marketName: string;
  outcomeName: string;
  provider: Provider;
  matchType: MatchType;
}

export const betSelections = pgTable(
  'bet_selections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' }).notNull().references(() => bets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    matchId: integer('match_id').notNull(),
    marketTypeId: integer('market_type_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    outcomeKey: text('outcome_key').notNull(),
    odds: integer('odds').notNull(),
    /** open until resolved, then the outcome's result (or canceled). */
    status: text('status').notNull().default('open'),
    snapshot: jsonb('snapshot').$type<BetSelectionSnapshot>().notNull(),
  },
  (table) => [
    index('bet_selections_bet_idx').on(table.betId),
    /** Open legs by match (settlement, cashout offers): partial, so a resolved leg leaves it instead of adding an entry. */
    index('bet_selections_open_match_idx').on(table.matchId).where(sql`${table.status} = 'open'`),
  ],
);

/** A shared slip (spec promotions §8): the code restores these bets for anyone. */
export const shareCodes = pgTable('share_codes', {
  code: text('code').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  bets: jsonb('bets').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** What a player can mark as a favourite (spec promotions §4 "Favorites"): matches and leagues. */
export type FavouriteKind = 'match' | 'tournament';

/**
 * A player's favourites, one row per marked item (modules/favourites). The item is a match or a
 * tournament id without a foreign key (one table for both kinds); reads join the catalogue, so an
 * item that no longer exists simply drops out of the lists.
 */
/**
 * Votes on predictions (spec promotions §3 "Vote: prediction_id, data, created_at"): one per player
 * and prediction (the key), tallied by prediction (the key's first column).
 */
export const votes = pgTable(
  'votes',
  {
    predictionId: text('prediction_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.predictionId, table.userId] }),
    check('votes_data_check', sql`${table.data} in ('1', 'X', '2')`),
  ],
);

/**
 * Match chat (docs/chat.md, migration 0024): one row per message, read newest first by match (the
 * index); an operator's delete sets deleted_at (the row stays for the record). The per-player rate
 * limit counts a player's recent rows (the user index), so it holds across API nodes.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('chat_messages_match_idx').on(table.matchId, table.id),
    index('chat_messages_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Players an operator muted in every match chat (docs/chat.md); unmuting deletes the row. */
export const chatMutes = pgTable('chat_mutes', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  mutedAt: timestamp('muted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FavouriteKind>().notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.itemId] }),
    check('favourites_kind_check', sql`${table.kind} in ('match', 'tournament')`),
  ],
);

/**
 * Private notifications (spec promotions §3, migration 0010). title, caption and body hold message
 * keys of the server catalogue (`modules/notifications/messages.ts`) and `params` their values:
 * the API renders them in the reader's language when it lists or publishes them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    caption: text('caption').notNull(),
    body: text('body').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // A player's list, newest first (scanned backwards), and the unread count (only unread rows).
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_user_unread_idx').on(table.userId).where(sql`not ${table.read}`),
  ],
);

/*
 * Bonuses (issue 20, spec promotions §3, ARCHITECTURE §10): the operator's campaigns, the bonuses
 * issued from them to players, and the append-only events read after the commit by one worker.
 * Odds in thousandths, money in minor units.
 */

/**
 * A bet's bonus as stored at placement: the marker BetDto shows (`odds`: a combo boost's multiplier,
 * decimal, else null) and, for a combo boost, the campaign's ranges then (thousandths), so that
 * settlement applies the boost the bet was placed with whatever the campaign became.
 */
export interface StoredBetBonus {
  id: string;
  type: string;
  odds: number | null;
  ranges?: StoredRange[];
}

/** A combo boost range as stored: counts and the multiplier in thousandths. */
/** A lootbox prize as stored (the operator's body, contracts lootboxPrizeSchema). */
export interface StoredLootboxPrize {
  kind: 'freebet' | 'cash' | 'nothing';
  weight: number;
  amounts: Record<string, number> | null;
  freebet_campaign_id: number | null;
}

export interface StoredRange {
  min_count: number;
  max_count: number;
  bonus_odds: number;
}

/** An event condition as stored: the operator's ids with the catalogue's names. */
export interface StoredEventCondition {
  sport_type: SportType | null;
  sport: { id: number; name: string } | null;
  category: { id: number; name: string } | null;
  tournament: { id: number; name: string } | null;
  event: { id: number; name: string } | null;
}

export interface StoredBanner {
  id: string;
  url: string;
  alternative_text: string;
}

export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: serial('id').primaryKey(),
    /** comboboost, freebet, freebet_no_risk, freebet_all_win, freebet_only_win, lootbox. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'active' | 'paused' | 'ended'>().notNull().default('active'),
    /** Bumped on every change: placement checks in its transaction that the terms it validated still hold. */
    version: integer('version').notNull().default(1),
    usesCount: integer('uses_count').notNull(),
    countryCodes: jsonb('country_codes').$type<string[]>().notNull().default([]),
    onlyVerified: boolean('only_verified').notNull().default(false),
    eventConditions: jsonb('event_conditions').$type<StoredEventCondition[]>().notNull().default([]),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    /** Combo boost valid_to, free bet expiry: issued bonuses expire then at the latest. */
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    triggerKey: text('trigger_key').$type<'sign_up' | 'first_deposit' | 'promo_code'>(),
    promoCode: text('promo_code').unique(),
    public: boolean('public').notNull().default(false),
    banners: jsonb('banners').$type<StoredBanner[]>().notNull().default([]),
    terms: jsonb('terms').$type<Record<string, string>>().notNull().default({}),
    /** Combo boost. */
    ranges: jsonb('ranges').$type<StoredRange[]>(),
    minOdds: integer('min_odds'),
    /** Free bets. */
    maxOdds: integer('max_odds'),
    amounts: jsonb('amounts').$type<Record<string, number>>(),
    matchStatus: text('match_status').$type<'prematch' | 'live' | 'both'>(),
    selectionCountFrom: integer('selection_count_from'),
    selectionCountTo: integer('selection_count_to'),
    expiryDays: integer('expiry_days'),
    /** Lootbox: the prize table (docs/promotions.md "Lootboxes"). */
    prizes: jsonb('prizes').$type<StoredLootboxPrize[]>(),
    /** Lootbox earned by bets: the minimum stake per currency of a qualifying settled bet (null: not earned by bets). */
    earnMinStakes: jsonb('earn_min_stakes').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('bonus_campaigns_type_check', sql`${table.type} in ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win', 'lootbox')`),
    check('bonus_campaigns_status_check', sql`${table.status} in ('active', 'paused', 'ended')`),
    index('bonus_campaigns_trigger_idx').on(table.triggerKey).where(sql`${table.triggerKey} is not null and ${table.status} = 'active'`),
  ],
);

/**
 * A bonus issued to a player (the player's copy of a campaign). Unique per (campaign, player,
 * trigger): issuing is idempotent. `trigger` is manual (the operator: one player or a group),
 * sign_up, first_deposit, promo_code, or no_risk_refund:<bet id> (a lost risk-free stake refunded
 * as a free bet). Free bets carry their currency and amount; `kind` may differ from the
 * campaign's type only for a refund (a freebet from a freebet_no_risk campaign).
 */
export const issuedBonuses = pgTable(
  'issued_bonuses',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull().references(() => bonusCampaigns.id),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency'),
    amount: bigint('amount', { mode: 'number' }),
    usesCount: integer('uses_count').notNull(),
    timesUsed: integer('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    seen: boolean('seen').notNull().default(false),
    /** When the unused value of a free bet left the bonus money (expired, campaign ended). */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('issued_bonuses_campaign_user_trigger_idx').on(table.campaignId, table.userId, table.trigger),
    index('issued_bonuses_user_idx').on(table.userId, table.id),
    /** The expiry sweep: open free bets by expiry. */
    index('issued_bonuses_open_expiry_idx').on(table.expiresAt).where(sql`${table.closedAt} is null and ${table.amount} is not null`),
    check('issued_bonuses_uses_check', sql`${table.timesUsed} >= 0 and ${table.timesUsed} <= ${table.usesCount}`),
  ],
);

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Facts written in the transaction that causes them and applied after the commit by one worker
 * (ARCHITECTURE §10 "After the commit, from an events table"): append-only. `tx` is the writing
 * transaction: the worker reads only events of transactions older than every one still running,
 * so an event committed late with a lower id is never skipped.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: xid8('tx').notNull().default(sql`pg_current_xact_id()`),
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The worker's order: by writing transaction, then id (issue 23).
  (table) => [index('events_tx_id_idx').on(table.tx, table.id)],
);

/** Each worker's last applied event: its transaction and id (the worker reads on in (tx, id) order). */
export const eventPositions = pgTable('event_positions', {
  worker: text('worker').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull(),
  tx: xid8('tx'),
});

/**
 * The operator's site configuration (issue 22, migration 0019): one row per top-level field of the
 * site-config document the operator changed; the environment's defaults fill the rest. `value` is
 * what the field holds (objects: only the keys the operator set).
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Jackpots (issue 23; docs/promotions.md "Jackpots"): a pool per currency split into levels, fed
 * by a share of every qualifying cash stake, applied by the event worker from `bets_placed`.
 */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    /** Minor units. */
    minStake: bigint('min_stake', { mode: 'number' }).notNull(),
    /** Thousandths; null: any price. */
    minOdds: integer('min_odds'),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('jackpots_status_check', sql`${table.status} in ('active', 'paused', 'ended')`)],
);

/** A level: its share of the stake, its chance per bet and its pool (= contributed − hits, always). */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id').notNull().references(() => jackpots.id),
    position: smallint('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    contributionBp: integer('contribution_bp').notNull(),
    hitOneIn: bigint('hit_one_in', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    poolAmount: bigint('pool_amount', { mode: 'number' }).notNull().default(0),
    contributedAmount: bigint('contributed_amount', { mode: 'number' }).notNull().default(0),
    hitsAmount: bigint('hits_amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('jackpot_levels_code_idx').on(table.jackpotId, table.code),
    check('jackpot_levels_pool_check', sql`${table.poolAmount} = ${table.contributedAmount} - ${table.hitsAmount} and ${table.poolAmount} >= 0`),
  ],
);

/** One row per (bet, level): the contribution and the draw with its inputs, for an auditor. */
export const jackpotDraws = pgTable(
  'jackpot_draws',
  {
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    levelId: integer('level_id').notNull().references(() => jackpotLevels.id),
    contribution: bigint('contribution', { mode: 'number' }).notNull(),
    /** The uniform draw in [0, hit_one_in) from node:crypto; a hit when 0. */
    random: bigint('random', { mode: 'number' }).notNull(),
    hitOneIn: bigint('hit_one_in', { mode: 'number' }).notNull(),
    hit: boolean('hit').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.betId, table.levelId] })],
);

/** A hit: the level's pool taken by a bet, APPROVED when drawn, PAID once in the player's ledger. */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id').notNull().references(() => jackpots.id),
    levelId: integer('level_id').notNull().references(() => jackpotLevels.id),
    userId: integer('user_id').notNull(),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('APPROVED'),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('jackpot_hits_bet_level_idx').on(table.betId, table.levelId),
    index('jackpot_hits_jackpot_idx').on(table.jackpotId, table.id),
    index('jackpot_hits_user_idx').on(table.userId, table.id),
    check('jackpot_hits_status_check', sql`${table.status} in ('APPROVED', 'PAID')`),
  ],
);
