import { MutationCache, QueryCache, QueryClient, defaultShouldDehydrateQuery } from '@tanstack/react-query';
/**
 * HTTP 401 from any query or mutation: the session signs out and prompts to sign in (spec core §8).
 * The error class and the session's listener load with the first such error, not with the page.
 */
const onError = (error: unknown) => {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 401) return;
  void Promise.all([import('@/lib/api/api-error'), import('@/lib/api/platform-client')]).then(([{ ApiError }, { notifyUnauthorized }]) => {
    if (error instanceof ApiError) notifyUnauthorized(error);
  });
};

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // Server-prefetched data stays fresh briefly so the client does not refetch on hydration.
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      dehydrate: {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}
