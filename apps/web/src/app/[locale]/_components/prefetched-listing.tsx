import { matchesResponseSchema, type MatchesQueryInput } from '@sportsbook/contracts';
import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { getMatchesQueryOptions } from '@/features/catalogue/api/get-matches';
import type { MatchListProps } from '@/features/catalogue/components/match-list';
import { buildStartLabels } from '@/features/catalogue/lib/start-labels';
import { serverReader } from '@/lib/api/server-reader';
import type { Locale } from '@/lib/i18n/routing';
import { getServerQueryClient } from '@/lib/query/get-server-query-client';

export interface PrefetchedListingProps {
  /** The list component: MatchList (prefetched-match-list) or its lazy chunk (LazyMatchList). */
  List: ComponentType<MatchListProps>;
  query: MatchesQueryInput;
  locale: Locale;
  live?: boolean;
  searchParams?: Record<string, string>;
  headingLevel?: 2 | 3;
  paginate?: boolean;
}

/**
 * Fetches the listing on the server so the first paint has data, then hands it to the client with
 * the start times it formatted (features/catalogue/lib/start-labels). Imports no list component
 * itself: which one (and so which chunk) is the caller's choice.
 */
export async function PrefetchedListing({ List, query, locale, live = false, searchParams, headingLevel, paginate = true }: PrefetchedListingProps) {
  const queryClient = getServerQueryClient();
  const options = getMatchesQueryOptions(query, locale, serverReader(matchesResponseSchema));
  await queryClient.prefetchQuery(options);
  const tMatch = await getTranslations({ locale, namespace: 'Match' });
  const startLabels = buildStartLabels(queryClient.getQueryData(options.queryKey)?.matches ?? [], (time) => tMatch('startTime', { time }));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <List
        query={query}
        live={live}
        searchParams={searchParams ?? {}}
        headingLevel={headingLevel ?? 2}
        paginate={paginate}
        startLabels={startLabels}
      />
    </HydrationBoundary>
  );
}
