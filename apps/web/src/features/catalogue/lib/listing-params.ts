import type { MatchesQueryInput } from '@sportsbook/contracts';
import { z } from 'zod';
import { LEAGUE_PRIORITY_FIRST } from '@/lib/sorting/priority';

/** Listing query parameters of spec core §2: time, sortBy, date, sport, page, isBettable. */
export const TIME_WINDOWS = ['all', '1h', '3h', '6h', '12h', '24h'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
export const LISTING_SORTS = ['startTime', 'popularity', 'league'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_PAGE_SIZE = 30;

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/** Anything malformed in the address falls back to the default instead of failing the page. */
const listingParamsSchema = z.object({
  time: z.preprocess(first, z.enum(TIME_WINDOWS).catch('all')).default('all'),
  sortBy: z.preprocess(first, z.enum(LISTING_SORTS).catch('startTime')).default('startTime'),
  date: z.preprocess(first, z.iso.date().optional().catch(undefined)),
  sport: z.preprocess(first, z.string().regex(/^[a-z0-9_-]{1,64}$/).optional().catch(undefined)),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
  isBettable: z.preprocess(first, z.enum(['true', 'false']).optional().catch(undefined)),
});
export type ListingParams = z.infer<typeof listingParamsSchema>;

export type RawSearchParams = Record<string, string | string[] | undefined>;

export function parseListingParams(searchParams: RawSearchParams): ListingParams {
  return listingParamsSchema.parse(searchParams);
}

const SORT_KEYS: Record<ListingSort, string> = {
  startTime: 'start_time',
  popularity: '-bets_count,start_time',
  league: `${LEAGUE_PRIORITY_FIRST},tournament_id,start_time`,
};

/** Live listings (home, /live): the most important leagues first, then the earliest start. */
export const LIVE_LISTING_SORT = `${LEAGUE_PRIORITY_FIRST},start_time`;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The minute `now` falls in, so one request's query (and its cache key) is stable. */
function toMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/**
 * A page under the /{sport} route (the sport, one of its countries or leagues) is about one sport
 * already: the `sport` parameter, meant for the sport-agnostic listings, never replaces it.
 */
function scopedToOneSport(base: MatchesQueryInput): boolean {
  return base.sport_key !== undefined || base.category_id !== undefined || base.tournament_id !== undefined;
}

/**
 * The API query for a listing: the page's own filter plus what the visitor chose. `sport` is the
 * API's sport key as it is ("ice-hockey", "table-tennis").
 */
export function toMatchesQuery(params: ListingParams, base: MatchesQueryInput, now: Date): MatchesQueryInput {
  const query: MatchesQueryInput = {
    ...base,
    sort_by: base.sort_by ?? SORT_KEYS[params.sortBy],
    page: params.page,
    limit: base.limit ?? LISTING_PAGE_SIZE,
  };
  if (params.sport && !scopedToOneSport(base)) query.sport_key = params.sport;
  if (params.isBettable === 'true') query.bettable = 'true';
  if (params.date) {
    const from = new Date(`${params.date}T00:00:00Z`);
    query.start_from = from.toISOString();
    query.start_to = new Date(from.getTime() + DAY_MS).toISOString();
  } else if (params.time !== 'all') {
    const from = toMinute(now);
    query.start_from = from.toISOString();
    query.start_to = new Date(from.getTime() + Number.parseInt(params.time, 10) * HOUR_MS).toISOString();
  }
  return query;
}
