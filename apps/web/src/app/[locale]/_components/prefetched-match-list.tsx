import { matchesResponseSchema, type MatchesQueryInput } from '@sportsbook/contracts';
import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { getMatchesQueryOptions } from '@/features/catalogue/api/get-matches';
import { MatchList } from '@/features/catalogue/components/match-list';
import { serverReader } from '@/lib/api/server-reader';
import type { Locale } from '@/lib/i18n/routing';
import { getServerQueryClient } from '@/lib/query/get-server-query-client';

interface PrefetchedMatchListProps {
  query: MatchesQueryInput;
  locale: Locale;
  live?: boolean;
  searchParams?: Record<string, string>;
  headingLevel?: 2 | 3;
  paginate?: boolean;
}

/** Fetches the listing on the server so the first paint has data, then hands it to the client. */
export async function PrefetchedMatchList({ query, locale, live = false, searchParams, headingLevel, paginate = true }: PrefetchedMatchListProps) {
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(getMatchesQueryOptions(query, locale, serverReader(matchesResponseSchema)));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <MatchList query={query} live={live} searchParams={searchParams ?? {}} headingLevel={headingLevel ?? 2} paginate={paginate} />
    </HydrationBoundary>
  );
}
