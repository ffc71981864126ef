import { MutationCache, QueryCache, QueryClient, defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';

/** HTTP 401 from any query or mutation: the session signs out and prompts to sign in (spec core §8). */
const onError = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) void import('@/lib/api/platform-client').then(({ notifyUnauthorized }) => notifyUnauthorized(error));
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
